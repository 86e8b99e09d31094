/*
 * Reads the page's first script starts before the app's code has arrived, for the app to take up when it
 * asks for the same address. Only reads without a token go here, so only a request without one takes
 * them up: a signed-in visitor's request never gets an answer meant for every visitor (the trap of a
 * `<link rel="preload" as="fetch">`, which the browser hands to any request for its address).
 */

/** An answer older than this is not taken up: the app asks afresh. */
const earlyReadLifetimeMs = 30_000;

const reads = new Map<string, { response: Promise<Response>; startedAt: number }>();

/** Starts a GET of `path` without a token, kept for the app's first request for that address. */
export function readEarly(path: string): void {
  const response = fetch(path, { headers: { accept: 'application/json' } });
  // Whoever takes it up handles a failure; one nobody takes must not be reported as unhandled.
  response.catch(() => undefined);
  reads.set(path, { response, startedAt: performance.now() });
}

/** The early read of `path`, at most once, if one was started and is still fresh. */
export function takeEarlyRead(path: string): Promise<Response> | undefined {
  const read = reads.get(path);
  reads.delete(path);
  if (!read || performance.now() - read.startedAt > earlyReadLifetimeMs) return undefined;
  return read.response;
}
