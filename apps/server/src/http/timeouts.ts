import type { ServerOptions } from 'node:http';
import type { ServerTimeouts } from './config';

/** Slow request heads are the cheapest way to hold a connection: they get less time than a body. */
const headersTimeoutCapMs = 15_000;

export interface FastifyTimeoutOptions {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: Pick<ServerOptions, 'headersTimeout' | 'connectionsCheckingInterval'>;
}

/**
 * Fastify's (and Node's) timeouts from the configured ones. Node checks the head and request timers
 * only every `connectionsCheckingInterval` (30 s by default), so a slowloris client would keep its
 * socket up to that long past the limit: the check runs four times per head timeout instead.
 */
export function serverTimeoutOptions(timeouts: ServerTimeouts): FastifyTimeoutOptions {
  const headersTimeout = Math.min(timeouts.requestMs, headersTimeoutCapMs);
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.max(25, Math.min(5000, Math.round(headersTimeout / 4))),
    },
  };
}
