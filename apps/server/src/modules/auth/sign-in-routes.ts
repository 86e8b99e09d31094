import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RateLimitName } from './config';
import { authErrors } from './errors';
import * as fields from './request-fields';
import type { AuthApp, AuthRouteHelpers } from './route-helpers';

const signupBody = z.looseObject({
  email: fields.emailField.optional(),
  password: fields.passwordField.optional(),
  data: fields.metadata,
});
const tokenQuery = z.looseObject({ grant_type: z.enum(['password', 'refresh_token']) });
const passwordGrantBody = z.looseObject({ email: fields.emailField, password: fields.passwordField });
const refreshGrantBody = z.looseObject({ refresh_token: fields.text(512).min(1) });
const logoutQuery = z.looseObject({ scope: z.enum(['global', 'local', 'others']).optional() });

/** Sign-up, sign-in and refresh (POST /token), sign-out, and the signed-in user. */
export function signInRoutes(app: AuthApp, helpers: AuthRouteHelpers): void {
  const { service, limit, originOf, redirectFor, authenticate, requireEmail } = helpers;
  app.post(
    '/signup',
    { config: limit('signup'), schema: { body: signupBody, querystring: fields.redirectQuery } },
    async (request) => {
      const email = requireEmail(request.body.email);
      if (!request.body.password) throw authErrors.validation('Signup requires a valid password');
      const fullName = request.body.data?.full_name;
      if (fullName !== undefined && fullName !== null && typeof fullName !== 'string') {
        throw authErrors.validation('full_name must be a string.');
      }
      return service.signUp({
        email,
        password: request.body.password,
        fullName: fullName ?? undefined,
        redirectTo: redirectFor(request, request.query.redirect_to),
        origin: originOf(request),
      });
    },
  );

  app.post(
    '/token',
    {
      config: {
        rateLimit: {
          // One route, two limits: sign-in and refresh are counted apart.
          keyGenerator: (request: FastifyRequest) => `${request.ip}|${grantOf(request)}`,
          max: (request: FastifyRequest) => helpers.rateLimits[grantLimit(request)].max,
          timeWindow: (request: FastifyRequest) =>
            helpers.rateLimits[grantLimit(request)].windowSeconds * 1000,
        },
      },
      schema: { querystring: tokenQuery, body: z.looseObject({}) },
    },
    async (request) => {
      if (request.query.grant_type === 'password') {
        const body = passwordGrantBody.safeParse(request.body);
        if (!body.success || !body.data.email.trim() || !body.data.password) {
          throw authErrors.validation('An email address and a password are required');
        }
        return service.signInWithPassword(body.data.email, body.data.password, originOf(request));
      }
      const body = refreshGrantBody.safeParse(request.body);
      if (!body.success) throw authErrors.validation('A refresh_token is required');
      return service.refresh(body.data.refresh_token, originOf(request));
    },
  );

  app.post('/logout', { schema: { querystring: logoutQuery } }, async (request, reply) => {
    const auth = await authenticate(request);
    await service.logout(auth, request.query.scope ?? 'global');
    return reply.status(204).send();
  });

  app.get('/user', async (request) => {
    const auth = await authenticate(request);
    return service.getUser(auth.userId);
  });
}

const grantOf = (request: FastifyRequest) =>
  (request.query as { grant_type?: unknown } | undefined)?.grant_type === 'refresh_token'
    ? 'refresh_token'
    : 'password';
const grantLimit = (request: FastifyRequest): RateLimitName =>
  grantOf(request) === 'refresh_token' ? 'refresh' : 'signin';
