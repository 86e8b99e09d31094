import type { FastifyRequest } from 'fastify';

export interface RateLimit {
  max: number;
  timeWindow: number;
}

/** A route's rate limit counted per signed-in caller (the auth hook runs first), else per address. */
export function perCaller(
  limit: RateLimit,
  caller: { visitor: (request: FastifyRequest) => string | null },
  scope: string,
) {
  return {
    ...limit,
    keyGenerator: (request: FastifyRequest) => `${scope}|${caller.visitor(request) ?? request.ip}`,
  };
}
