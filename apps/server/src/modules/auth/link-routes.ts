import { z } from 'zod';
import { emailChangeHalfConfirmedMessage } from '@artvoyage/contract';
import { AuthError, authErrors } from './errors';
import { fragmentRedirect } from './redirect';
import * as fields from './request-fields';
import type { AuthApp, AuthRouteHelpers } from './route-helpers';

const verifyTypes = z.enum(['signup', 'email', 'magiclink', 'invite', 'recovery', 'email_change']);
const verifyQuery = z.looseObject({
  token: fields.text(512).optional(),
  type: z.string().max(40).optional(),
  redirect_to: fields.text(2000).optional(),
});
const verifyBody = z.looseObject({
  type: verifyTypes,
  token: fields.text(512).optional(),
  token_hash: fields.text(512).optional(),
  redirect_to: fields.text(2000).optional(),
});

/** The e-mailed links: opened in a browser (GET, answered with a redirect) or posted by auth-js. */
export function linkRoutes(app: AuthApp, helpers: AuthRouteHelpers): void {
  const { service, limit, originOf, redirectFor } = helpers;
  app.get(
    '/verify',
    { config: limit('verify'), schema: { querystring: verifyQuery } },
    async (request, reply) => {
      const target = redirectFor(request, request.query.redirect_to);
      try {
        const type = verifyTypes.safeParse(request.query.type);
        if (!type.success || !request.query.token) throw authErrors.otpExpired();
        const verified = await service.verifyLink(type.data, request.query.token, originOf(request));
        if (verified.kind === 'half_confirmed') {
          return reply.redirect(fragmentRedirect(target, { message: emailChangeHalfConfirmedMessage }), 303);
        }
        const { session, type: verifiedType } = verified;
        return reply.redirect(
          fragmentRedirect(target, {
            access_token: session.access_token,
            expires_at: session.expires_at,
            expires_in: session.expires_in,
            refresh_token: session.refresh_token,
            token_type: 'bearer',
            type: verifiedType,
          }),
          303,
        );
      } catch (error) {
        if (!(error instanceof AuthError)) throw error;
        return reply.redirect(
          fragmentRedirect(target, {
            error: error.statusCode === 403 ? 'access_denied' : 'invalid_request',
            error_code: error.errorCode,
            error_description: error.message,
          }),
          303,
        );
      }
    },
  );

  app.post('/verify', { config: limit('verify'), schema: { body: verifyBody } }, async (request) => {
    const token = request.body.token_hash ?? request.body.token;
    if (!token) throw authErrors.otpExpired();
    const verified = await service.verifyLink(request.body.type, token, originOf(request));
    // GoTrue's answer to the first of the two e-mail change links: no session yet.
    if (verified.kind === 'half_confirmed') return { code: 200, msg: emailChangeHalfConfirmedMessage };
    return verified.session;
  });
}
