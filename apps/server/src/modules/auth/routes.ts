import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerErrorHandling } from '../../http/errors';
import { useLenientJsonParser } from '../../http/lenient-json';
import { refuseUnstorableBodies } from '../../http/storable-text';
import { accountRoutes } from './account-routes';
import { gotrueErrorBody } from './error-format';
import { authErrors } from './errors';
import { factorRoutes } from './factor-routes';
import type { SigningKeys } from './keys';
import { linkRoutes } from './link-routes';
import { authRouteHelpers, type AuthRoutesOptions } from './route-helpers';
import { signInRoutes } from './sign-in-routes';

/** The public signing keys, cacheable for a while (new keys are picked up on verification anyway). */
export const jwksHandler = (keys: SigningKeys) => async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'public, max-age=600');
  return keys.jwks();
};

/** GoTrue's REST API under /auth/v1, so @supabase/auth-js works against this server unchanged. */
export function authRoutes(options: AuthRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // auth-js sends `Content-Type: application/json` with no body on DELETE; an empty body is no body.
    // Broken JSON goes on to the error handler below, which answers it in GoTrue's shape.
    useLenientJsonParser(app, (error) => error);
    refuseUnstorableBodies(app, authErrors.validation);

    // The one error pipeline, in GoTrue's body: a database outage is a 503 here as everywhere.
    registerErrorHandling(app, gotrueErrorBody);
    // Tokens and user objects are the caller's alone: no cache, shared or private, may keep them.
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.includes('/.well-known/') && !request.url.endsWith('/settings')) {
        reply.header('cache-control', 'no-store');
      }
    });
    // Unknown /auth/v1 paths keep the app-wide JSON 404 (the foundation's contract).

    app.get('/.well-known/jwks.json', jwksHandler(options.keys));

    app.get('/settings', async () => ({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      mfa: {
        totp: { enroll_enabled: true, verify_enabled: true },
        phone: { enroll_enabled: true, verify_enabled: true },
      },
    }));

    app.get('/health', async () => ({ version: 'artvoyage', name: 'GoTrue', description: 'ArtVoyage auth' }));

    const helpers = authRouteHelpers(options);
    signInRoutes(app, helpers);
    accountRoutes(app, helpers);
    linkRoutes(app, helpers);
    factorRoutes(app, helpers);
  };
}
