import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitName, RateLimits } from './config';
import { bearerToken } from './bearer';
import { AuthError, authErrors } from './errors';
import type { SigningKeys } from './keys';
import { requestOrigin, safeRedirect } from './redirect';
import type { AuthContext, AuthService } from './service';

export interface AuthRoutesOptions {
  service: AuthService;
  keys: SigningKeys;
  publicOrigin: string | undefined;
  rateLimits: RateLimits;
}

/** The Fastify instance the accounts API's routes are added to, with zod schemas. */
export type AuthApp = Parameters<FastifyPluginAsyncZod>[0];

const isEmail = (value: string) => z.email().safeParse(value.trim()).success;

/** What every group of the accounts API's routes needs: limits, origins, redirects and the caller. */
export function authRouteHelpers(options: AuthRoutesOptions) {
  const { service } = options;
  const originOf = (request: FastifyRequest) => ({ origin: requestOrigin(options.publicOrigin, request) });
  return {
    service,
    rateLimits: options.rateLimits,
    limit: (name: RateLimitName) => ({
      rateLimit: {
        max: options.rateLimits[name].max,
        timeWindow: options.rateLimits[name].windowSeconds * 1000,
      },
    }),
    originOf,
    redirectFor: (request: FastifyRequest, redirectTo: unknown) => {
      const origin = originOf(request).origin;
      const allowed = [origin, requestOrigin(undefined, request)];
      return safeRedirect(redirectTo, allowed, origin);
    },
    authenticate: async (request: FastifyRequest): Promise<AuthContext> =>
      service.authenticate(bearerToken(request)),
    requireEmail: (email: string | undefined) => {
      if (!email?.trim()) throw authErrors.validation('An email address is required');
      if (!isEmail(email))
        throw new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
      return email.trim();
    },
  };
}

export type AuthRouteHelpers = ReturnType<typeof authRouteHelpers>;
