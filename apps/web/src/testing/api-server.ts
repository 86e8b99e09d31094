/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from 'node:http';

/** One request the test server received, as the component's code sent it. */
export interface ReceivedRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The JSON body, parsed; the raw text when it is not JSON; null when there was none. */
  body: unknown;
}

/** What a route answers: a status (200 unless told) and a body sent as JSON (none for undefined). */
export interface Answer {
  status?: number;
  body?: unknown;
}

export type Route = (request: ReceivedRequest) => Answer | Promise<Answer>;

/**
 * A small HTTP server for component tests, on 127.0.0.1 and a free port. Routes are keyed by
 * `"METHOD /path"` (no query string); anything else is a 404 in the API's error shape, so a test notices
 * a call it did not expect. Every request is kept in `requests`, for the test to check what was sent.
 */
export interface ApiServer {
  origin: string;
  requests: ReceivedRequest[];
  /** Adds or replaces a route. */
  answer(key: string, route: Route): void;
  /** The requests received for one route key. */
  received(key: string): ReceivedRequest[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

export async function startApiServer(initial: Record<string, Route> = {}): Promise<ApiServer> {
  const routes = new Map(Object.entries(initial));
  const requests: ReceivedRequest[] = [];

  const server: Server = createServer((incoming, response) => {
    void (async () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const received: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: await readBody(incoming),
      };
      requests.push(received);
      const route = routes.get(keyOf(received.method, received.path));
      let answer: Answer;
      try {
        answer = route
          ? await route(received)
          : {
              status: 404,
              body: { error: { code: 'NOT_FOUND', message: `No test route for ${received.path}` } },
            };
      } catch (error) {
        answer = { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: String(error) } } };
      }
      response.statusCode = answer.status ?? 200;
      // One connection per request: no kept-alive socket is left for closing the server to cut.
      response.setHeader('connection', 'close');
      if (answer.body === undefined) return response.end();
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');

  return {
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    answer: (key, route) => void routes.set(key, route),
    received: (key) => requests.filter((request) => keyOf(request.method, request.path) === key),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeIdleConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
