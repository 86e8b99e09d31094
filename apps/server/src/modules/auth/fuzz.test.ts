import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createConfirmedUser, outboxLinks, relaxedRateLimits } from '../../testing/auth-helpers';
import { expectGracefulAnswer } from '../../testing/fuzz';
import { startTestServer, type TestServer } from '../../testing/test-server';

const routes: Array<{ method: string; path: string; api?: boolean }> = [
  { method: 'POST', path: '/auth/v1/signup' },
  { method: 'POST', path: '/auth/v1/token' },
  { method: 'POST', path: '/auth/v1/logout' },
  { method: 'GET', path: '/auth/v1/user' },
  { method: 'PUT', path: '/auth/v1/user' },
  { method: 'POST', path: '/auth/v1/recover' },
  { method: 'GET', path: '/auth/v1/verify' },
  { method: 'POST', path: '/auth/v1/verify' },
  { method: 'POST', path: '/auth/v1/resend' },
  { method: 'POST', path: '/auth/v1/factors' },
  { method: 'POST', path: '/auth/v1/factors/{id}/challenge' },
  { method: 'POST', path: '/auth/v1/factors/{id}/verify' },
  { method: 'DELETE', path: '/auth/v1/factors/{id}' },
  { method: 'GET', path: '/api/v1/profile', api: true },
  { method: 'PATCH', path: '/api/v1/profile', api: true },
  { method: 'GET', path: '/api/v1/profile/achievements', api: true },
  { method: 'GET', path: '/api/v1/profile/badges', api: true },
];

const fieldNames = [
  'email',
  'password',
  'data',
  'refresh_token',
  'type',
  'token',
  'token_hash',
  'factor_type',
  'friendly_name',
  'phone',
  'issuer',
  'challenge_id',
  'code',
  'channel',
  'full_name',
  'bio',
  'avatar_url',
  'travel_preferences',
  'languages',
  'interests',
  '__proto__',
  'constructor',
];
const value = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.constant('a'.repeat(5000)),
  fc.uuid(),
  fc.emailAddress(),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 5 }).map((o) => JSON.stringify(o)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string(),
  fc.constant(''),
  fc.constant('{"email":'),
);
const query = fc.dictionary(
  fc.constantFrom('grant_type', 'scope', 'redirect_to', 'type', 'token', 'user_id'),
  fc.oneof(
    fc.string(),
    fc.constantFrom(
      'password',
      'refresh_token',
      'signup',
      'recovery',
      'global',
      'others',
      'javascript:alert(1)',
    ),
  ),
  { maxKeys: 3 },
);

describe('fuzzing every auth and profile route with malformed input', () => {
  let server: TestServer;
  let token = '';

  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMITS: relaxedRateLimits } });
    token = (await createConfirmedUser(server.baseUrl, outboxLinks(server.config.dataDir), 'fuzz')).session
      .access_token;
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(routes)('$method $path answers 4xx (or 2xx/3xx) in its error shape, never 5xx', async (route) => {
    await fc.assert(
      fc.asyncProperty(
        body,
        query,
        fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
        fc.constantFrom('valid', 'none', 'garbage'),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (payload, params, id, auth, contentType) => {
          const path = route.path.replace('{id}', encodeURIComponent(id) || 'x');
          const request = { method: route.method, path, params, payload, auth, contentType };
          await expectGracefulAnswer(server.baseUrl, token, request, route.api ? 'api' : 'gotrue');
        },
      ),
      { numRuns: 30 },
    );
  });
});
