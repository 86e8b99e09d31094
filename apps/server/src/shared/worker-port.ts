import { parentPort, type TransferListItem } from 'node:worker_threads';

/** An error as the message a failure response carries back to the thread that asked. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * What a worker thread answers (see WorkerClient): how setting it up ended, with what the setup
 * reports, and each request's result (with the time it took) or failure, by the request's id.
 */
export type WorkerResponse<TStats, TResult> =
  | { type: 'ready'; stats: TStats }
  | { type: 'setup-failed'; message: string }
  | { type: 'reply'; id: number; result: TResult; queryMs: number }
  | { type: 'reply-failed'; id: number; message: string };

/** Sends a response to the thread that started the worker, moving `transfer` rather than copying it. */
export type Send<TResponse> = (response: TResponse, transfer?: TransferListItem[]) => void;

/**
 * A worker thread's side: hands each request of the thread that started it to `answer`, with `send`
 * for the responses. Throws when the module is not run as a worker thread (`name` says which).
 */
export function answerRequests<TRequest, TResponse>(
  name: string,
  answer: (request: TRequest, send: Send<TResponse>) => void,
): void {
  if (!parentPort) throw new Error(`${name} must run in a worker thread`);
  const port = parentPort;
  const send: Send<TResponse> = (response, transfer) => port.postMessage(response, transfer);
  port.on('message', (request: TRequest) => answer(request, send));
}

/**
 * Answers request `id` with what `work` makes of the worker's state once it is set up, timed from
 * now; or with why not, `unset` when no setup request came first.
 */
export function answerOnceSetUp<TState, TResult>(
  send: Send<WorkerResponse<never, TResult>>,
  id: number,
  state: Promise<TState> | undefined,
  unset: string,
  work: (state: TState) => TResult | Promise<TResult>,
): void {
  const started = performance.now();
  if (!state) return send({ type: 'reply-failed', id, message: unset });
  state.then(work).then(
    (result) => send({ type: 'reply', id, result, queryMs: Math.round(performance.now() - started) }),
    (error: unknown) => send({ type: 'reply-failed', id, message: messageOf(error) }),
  );
}
