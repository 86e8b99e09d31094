import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedUser,
  enrolTotp,
  outboxLinks,
  postJson,
  uniqueEmail,
} from '../../testing/auth-helpers';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { setUpTestServer } from '../../testing/suite-server';

const tightLimits =
  'signin=3/60,signup=2/60,refresh=2/60,recover=1/60,resend=1/60,mfa_challenge=3/60,mfa_verify=3/60';

async function expectLimited(
  attempt: () => Promise<{ status: number; headers: Headers; body: Record<string, unknown> }>,
  allowed: number,
) {
  for (let i = 0; i < allowed; i++) expect((await attempt()).status).not.toBe(429);
  const limited = await attempt();
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(limited.body).toMatchObject({
    code: 429,
    error_code: 'over_request_rate_limit',
    msg: expect.stringMatching(/^Too many requests/),
  });
  return limited;
}

describe('auth rate limits (in memory) and challenge expiry', () => {
  const server = setUpTestServer({
    env: { AUTH_RATE_LIMITS: tightLimits, MFA_CHALLENGE_TTL_SECONDS: '1' },
  });
  const auth = (path: string) => `${server.baseUrl}/auth/v1${path}`;

  it('limits sign-in per client address, and a forged X-Forwarded-For gets no fresh bucket', async () => {
    const body = { email: uniqueEmail('limited'), password: 'whatever-1' };
    await expectLimited(() => postJson(auth('/token?grant_type=password'), body), 3);
    for (const forwarded of ['203.0.113.7', '198.51.100.1, 203.0.113.9']) {
      const response = await fetch(auth('/token?grant_type=password'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded, 'x-real-ip': forwarded },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(429);
    }
  });

  it('limits sign-up, refresh, recover and resend separately', async () => {
    await expectLimited(
      () => postJson(auth('/signup'), { email: uniqueEmail('s'), password: 'secret-123' }),
      2,
    );
    await expectLimited(
      () => postJson(auth('/token?grant_type=refresh_token'), { refresh_token: 'nope' }),
      2,
    );
    await expectLimited(() => postJson(auth('/recover'), { email: uniqueEmail('r') }), 1);
    await expectLimited(() => postJson(auth('/resend'), { type: 'signup', email: uniqueEmail('r') }), 1);
  });

  it('refuses an expired MFA challenge, then limits challenges and verifications', async () => {
    // Sign-up is limited above, so this user is created directly through the service.
    const email = uniqueEmail('expiry');
    await server.app.auth.signUp({
      email,
      password: 'secret-123',
      fullName: 'Exp',
      redirectTo: `${server.baseUrl}/auth/callback`,
      origin: { origin: server.baseUrl },
    });
    const link = outboxLinks(server.config.dataDir);
    await fetch(await link(email), { redirect: 'manual' });
    const session = await server.app.auth.signInWithPassword(email, 'secret-123', { origin: server.baseUrl });
    const token = session.access_token;
    const { id: factorId, secret } = await enrolTotp(server.baseUrl, token);
    const challenge = await postJson(auth(`/factors/${factorId}/challenge`), {}, token);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const late = await postJson(
      auth(`/factors/${factorId}/verify`),
      { challenge_id: challenge.body.id, code: await generate({ secret }) },
      token,
    );
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({ error_code: 'mfa_challenge_expired' });
    await expectLimited(() => postJson(auth(`/factors/${factorId}/challenge`), {}, token), 2);
    await expectLimited(
      () =>
        postJson(
          auth(`/factors/${factorId}/verify`),
          { challenge_id: challenge.body.id, code: '123456' },
          token,
        ),
      2,
    );
    expect(createConfirmedUser).toBeTypeOf('function');
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('auth rate limits shared through Redis', () => {
  const servers: TestServer[] = [];

  beforeAll(async () => {
    const env = {
      AUTH_RATE_LIMITS: tightLimits,
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      REDIS_PREFIX: `artvoyage-test-${Date.now()}-${Math.random().toString(36).slice(2)}:`,
    };
    servers.push(await startTestServer({ env }), await startTestServer({ env }));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  it('counts requests to two instances together', async () => {
    const body = { email: uniqueEmail('redis'), password: 'whatever-1' };
    const [a, b] = servers;
    let turn = 0;
    await expectLimited(() => {
      const target = turn++ % 2 === 0 ? a : b;
      return postJson(`${target?.baseUrl}/auth/v1/token?grant_type=password`, body);
    }, 3);
  });
});
