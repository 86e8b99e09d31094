import { z } from 'zod';
import { boundedInteger, parsedBy } from '../env-values';
import { parseTrustProxy } from './trust-proxy';

/** The HTTP server itself: which proxies to trust, and its timeouts against slow and idle clients. */
export const httpEnv = z.object({
  TRUST_PROXY: z.string().default('false').transform(parsedBy(parseTrustProxy)),
  REQUEST_TIMEOUT_MS: boundedInteger(100, 600_000, 120_000),
  CONNECTION_TIMEOUT_MS: boundedInteger(100, 3_600_000, 300_000),
  KEEP_ALIVE_TIMEOUT_MS: boundedInteger(100, 600_000, 10_000),
});

export function httpSettings(env: z.output<typeof httpEnv>) {
  return {
    /**
     * Fastify's trustProxy: false keeps request.ip on the socket address, so X-Forwarded-For is ignored;
     * a hop count or the proxies' addresses take the address the nearest trusted proxy saw.
     */
    trustProxy: env.TRUST_PROXY,
    /** How long clients may take to send requests, stay silent, and keep idle connections open. */
    timeouts: {
      /** The whole request, head and body, must arrive within it (slowloris, trickled bodies): 408. */
      requestMs: env.REQUEST_TIMEOUT_MS,
      /** A connection silent this long, in either direction, is closed. */
      connectionMs: env.CONNECTION_TIMEOUT_MS,
      /** An idle keep-alive connection is closed after it; behind a proxy, set it above the proxy's. */
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
    },
  };
}

export type ServerTimeouts = ReturnType<typeof httpSettings>['timeouts'];
