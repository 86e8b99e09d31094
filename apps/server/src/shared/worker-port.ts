import { parentPort, type TransferListItem } from 'node:worker_threads';

/** An error as the message a failure response carries back to the thread that asked. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

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
