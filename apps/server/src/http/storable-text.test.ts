import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, relaxedRateLimits, uniqueEmail } from '../testing/auth-helpers';
import { startTestServer, type TestServer } from '../testing/test-server';
import { signUpOn } from '../testing/suite-server';
import { maxBodyDepth, unstorableReason } from './storable-text';

const nested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('unstorableReason', () => {
  it('accepts ordinary text, paired surrogates and moderate nesting', () => {
    expect(unstorableReason({ title: 'Café 🏛️', tags: ['a', 'b'], deep: nested(maxBodyDepth - 1) })).toBe(
      undefined,
    );
    expect(unstorableReason(undefined)).toBe(undefined);
  });

  it('finds NUL, unpaired surrogates (in values and keys) and nesting too deep', () => {
    expect(unstorableReason({ a: ['x\u0000y'] })).toMatch(/NUL/);
    expect(unstorableReason('\ud800')).toMatch(/surrogate/);
    expect(unstorableReason({ b: 'x\udfff' })).toMatch(/surrogate/);
    expect(unstorableReason({ 'k\u0000': 1 })).toMatch(/key/);
    expect(unstorableReason(nested(maxBodyDepth + 1))).toMatch(/nested/);
    // Iterative: no stack overflow on a body JSON.parse accepts.
    expect(unstorableReason(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toMatch(/nested/);
  });
});

// Found by the all-routes fuzz: each of these reached PostgreSQL, which refused the text or the
// nesting, and the caller got a 500. Now a 400 in the route's error shape, and nothing is stored.
describe('routes that store text refuse what the database cannot hold', () => {
  let server: TestServer;
  let token = '';
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMITS: relaxedRateLimits } });
    token = (await signUpOn(server, 'storable')).session.access_token;
  });
  afterAll(async () => server?.close());

  const password = 'correct horse 42';
  const cases: Array<[string, string, () => unknown, 'api' | 'gotrue']> = [
    [
      'POST',
      '/auth/v1/signup',
      () => ({ email: uniqueEmail('nul'), password, data: { name: 'a\u0000' } }),
      'gotrue',
    ],
    [
      'POST',
      '/auth/v1/signup',
      () => ({ email: uniqueEmail('deep'), password, data: nested(2500) }),
      'gotrue',
    ],
    ['PUT', '/auth/v1/user', () => ({ data: { bio: '\ud800' } }), 'gotrue'],
    ['PATCH', '/api/v1/profile', () => ({ full_name: 'a\u0000b' }), 'api'],
    ['POST', '/api/v1/posts', () => ({ title: 'a\u0000', content: 'b' }), 'api'],
    ['POST', '/api/v1/posts', () => ({ title: '\ud800', content: '\udfff' }), 'api'],
  ];

  it.each(cases)('%s %s', async (method, path, body, shape) => {
    const response = await postJson(`${server.baseUrl}${path}`, body(), token, method);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(
      shape === 'api'
        ? { error: { code: 'VALIDATION_FAILED' } }
        : { code: 400, error_code: 'validation_failed' },
    );
  });
});
