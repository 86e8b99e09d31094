import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailChangeHalfConfirmedMessage } from '@artvoyage/contract';
import type { RateLimitName, RateLimits } from './config';
import { registerErrorHandling } from '../../http/errors';
import { useLenientJsonParser } from '../../http/lenient-json';
import { refuseUnstorableBodies } from '../../http/storable-text';
import { bearerToken } from './bearer';
import { gotrueErrorBody } from './error-format';
import { AuthError, authErrors } from './errors';
import type { SigningKeys } from './keys';
import { fragmentRedirect, requestOrigin, safeRedirect } from './redirect';
import type { AuthContext, AuthService } from './service';

export interface AuthRoutesOptions {
  service: AuthService;
  keys: SigningKeys;
  publicOrigin: string | undefined;
  rateLimits: RateLimits;
}

// Bodies are loose objects: auth-js adds fields of its own (gotrue_meta_security, code_challenge, factorId).
const text = (max: number) => z.string().max(max);
const emailField = text(320);
const passwordField = text(1024);
const metadata = z.record(z.string().max(100), z.unknown()).nullish();

const signupBody = z.looseObject({
  email: emailField.optional(),
  password: passwordField.optional(),
  data: metadata,
});
const tokenQuery = z.looseObject({ grant_type: z.enum(['password', 'refresh_token']) });
const passwordGrantBody = z.looseObject({ email: emailField, password: passwordField });
const refreshGrantBody = z.looseObject({ refresh_token: text(512).min(1) });
const logoutQuery = z.looseObject({ scope: z.enum(['global', 'local', 'others']).optional() });
const redirectQuery = z.looseObject({ redirect_to: text(2000).optional() });
const userUpdateBody = z.looseObject({
  email: emailField.optional(),
  password: passwordField.optional(),
  /** The code e-mailed by GET /reauthenticate, when the session did not sign in recently. */
  nonce: text(20).optional(),
  data: metadata,
});
const recoverBody = z.looseObject({ email: emailField });
const verifyTypes = z.enum(['signup', 'email', 'magiclink', 'invite', 'recovery', 'email_change']);
const verifyQuery = z.looseObject({
  token: text(512).optional(),
  type: z.string().max(40).optional(),
  redirect_to: text(2000).optional(),
});
const verifyBody = z.looseObject({
  type: verifyTypes,
  token: text(512).optional(),
  token_hash: text(512).optional(),
  redirect_to: text(2000).optional(),
});
const resendBody = z.looseObject({ type: z.enum(['signup', 'email_change']), email: emailField });
const factorBody = z.looseObject({
  factor_type: z.enum(['totp', 'phone']),
  friendly_name: text(100).nullish(),
  issuer: text(100).nullish(),
  phone: text(40).nullish(),
});
const factorParams = z.object({ factorId: z.uuid('Factor not found') });
const challengeBody = z.looseObject({ channel: z.enum(['sms', 'whatsapp']).nullish() }).nullish();
const factorVerifyBody = z.looseObject({ challenge_id: z.uuid('Challenge not found'), code: text(20) });

const isEmail = (value: string) => z.email().safeParse(value.trim()).success;

/** The public signing keys, cacheable for a while (new keys are picked up on verification anyway). */
export const jwksHandler = (keys: SigningKeys) => async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'public, max-age=600');
  return keys.jwks();
};

/** GoTrue's REST API under /auth/v1, so @supabase/auth-js works against this server unchanged. */
export function authRoutes(options: AuthRoutesOptions): FastifyPluginAsyncZod {
  const { service } = options;
  const limit = (name: RateLimitName) => ({
    rateLimit: {
      max: options.rateLimits[name].max,
      timeWindow: options.rateLimits[name].windowSeconds * 1000,
    },
  });

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

    const originOf = (request: FastifyRequest) => ({ origin: requestOrigin(options.publicOrigin, request) });
    const redirectFor = (request: FastifyRequest, redirectTo: unknown) => {
      const origin = originOf(request).origin;
      const allowed = [origin, requestOrigin(undefined, request)];
      return safeRedirect(redirectTo, allowed, origin);
    };
    const authenticate = async (request: FastifyRequest): Promise<AuthContext> =>
      service.authenticate(bearerToken(request));
    const requireEmail = (email: string | undefined) => {
      if (!email?.trim()) throw authErrors.validation('An email address is required');
      if (!isEmail(email))
        throw new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
      return email.trim();
    };

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

    app.post(
      '/signup',
      { config: limit('signup'), schema: { body: signupBody, querystring: redirectQuery } },
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
            max: (request: FastifyRequest) => options.rateLimits[grantLimit(request)].max,
            timeWindow: (request: FastifyRequest) =>
              options.rateLimits[grantLimit(request)].windowSeconds * 1000,
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

    app.put(
      '/user',
      {
        config: {
          rateLimit: {
            // Only an address change sends e-mail; it is limited like the other routes that do.
            hook: 'preHandler',
            allowList: (request: FastifyRequest) => !(request.body as { email?: unknown } | undefined)?.email,
            max: options.rateLimits.email_change.max,
            timeWindow: options.rateLimits.email_change.windowSeconds * 1000,
          },
        },
        schema: { body: userUpdateBody, querystring: redirectQuery },
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
      { config: limit('recover'), schema: { body: recoverBody, querystring: redirectQuery } },
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
      { config: limit('resend'), schema: { body: resendBody, querystring: redirectQuery } },
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
            return reply.redirect(
              fragmentRedirect(target, { message: emailChangeHalfConfirmedMessage }),
              303,
            );
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

    app.post('/factors', { schema: { body: factorBody } }, async (request) => {
      const auth = await authenticate(request);
      return service.enroll(
        auth,
        {
          factorType: request.body.factor_type,
          friendlyName: request.body.friendly_name ?? undefined,
          issuer: request.body.issuer ?? undefined,
          phone: request.body.phone ?? undefined,
        },
        originOf(request),
      );
    });

    app.post(
      '/factors/:factorId/challenge',
      { config: limit('mfa_challenge'), schema: { params: factorParams, body: challengeBody } },
      async (request) => {
        const auth = await authenticate(request);
        return service.challenge(auth, request.params.factorId);
      },
    );

    app.post(
      '/factors/:factorId/verify',
      { config: limit('mfa_verify'), schema: { params: factorParams, body: factorVerifyBody } },
      async (request) => {
        const auth = await authenticate(request);
        return service.verifyFactor(
          auth,
          request.params.factorId,
          request.body.challenge_id,
          request.body.code,
          originOf(request),
        );
      },
    );

    app.delete('/factors/:factorId', { schema: { params: factorParams } }, async (request) => {
      const auth = await authenticate(request);
      return service.unenroll(auth, request.params.factorId);
    });
  };
}

const grantOf = (request: FastifyRequest) =>
  (request.query as { grant_type?: unknown } | undefined)?.grant_type === 'refresh_token'
    ? 'refresh_token'
    : 'password';
const grantLimit = (request: FastifyRequest): RateLimitName =>
  grantOf(request) === 'refresh_token' ? 'refresh' : 'signin';
