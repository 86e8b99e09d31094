import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as fields from './request-fields';
import type { AuthApp, AuthRouteHelpers } from './route-helpers';

const userUpdateBody = z.looseObject({
  email: fields.emailField.optional(),
  password: fields.passwordField.optional(),
  /** The code e-mailed by GET /reauthenticate, when the session did not sign in recently. */
  nonce: fields.text(20).optional(),
  data: fields.metadata,
});
const recoverBody = z.looseObject({ email: fields.emailField });
const resendBody = z.looseObject({ type: z.enum(['signup', 'email_change']), email: fields.emailField });

/** Changes to the signed-in account, the code that allows them, and the e-mails sent again or for a reset. */
export function accountRoutes(app: AuthApp, helpers: AuthRouteHelpers): void {
  const { service, limit, originOf, redirectFor, authenticate, requireEmail } = helpers;
  app.put(
    '/user',
    {
      config: {
        rateLimit: {
          // Only an address change sends e-mail; it is limited like the other routes that do.
          hook: 'preHandler',
          allowList: (request: FastifyRequest) => !(request.body as { email?: unknown } | undefined)?.email,
          max: helpers.rateLimits.email_change.max,
          timeWindow: helpers.rateLimits.email_change.windowSeconds * 1000,
        },
      },
      schema: { body: userUpdateBody, querystring: fields.redirectQuery },
    },
    async (request) => {
      const auth = await authenticate(request);
      const { email, password, nonce, data } = request.body;
      return service.updateUser(
        auth,
        {
          email: email === undefined ? undefined : requireEmail(email),
          password,
          nonce,
          data: data ?? undefined,
        },
        redirectFor(request, request.query.redirect_to),
        originOf(request),
      );
    },
  );

  app.get('/reauthenticate', { config: limit('reauthenticate') }, async (request) => {
    await service.reauthenticate(await authenticate(request));
    return {};
  });

  app.post(
    '/recover',
    { config: limit('recover'), schema: { body: recoverBody, querystring: fields.redirectQuery } },
    async (request) => {
      await service.recover(
        requireEmail(request.body.email),
        redirectFor(request, request.query.redirect_to),
        originOf(request),
      );
      // The same empty answer whether or not the address has an account.
      return {};
    },
  );

  app.post(
    '/resend',
    { config: limit('resend'), schema: { body: resendBody, querystring: fields.redirectQuery } },
    async (request) => {
      await service.resend(
        request.body.type,
        requireEmail(request.body.email),
        redirectFor(request, request.query.redirect_to),
        originOf(request),
      );
      return {};
    },
  );
}
