import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedUser,
  latestOutbox,
  postJson,
  relaxedRateLimits,
  uniqueEmail,
  type SessionBody,
} from '../../testing/auth-helpers';
import { startTestServer, testDatabases, type TestServer } from '../../testing/test-server';

/** Decodes a quoted-printable MIME body well enough to read a link back. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe.each(testDatabases)('auth server on %s', (database) => {
  let server: TestServer;
  let smtp: SMTPServer;
  const delivered: Array<{ to: string[]; raw: string }> = [];
  const url = (path: string) => `${server.baseUrl}/auth/v1${path}`;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          delivered.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const port = (smtp.server.address() as AddressInfo).port;
    server = await startTestServer({
      database,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        AUTH_RATE_LIMITS: relaxedRateLimits,
        JWT_EXPIRY_SECONDS: '5',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  const linkIn = (raw: string) =>
    (
      /(http:\/\/[^\s"<>]+\/auth\/v1\/verify\?[^\s"<>]+)/.exec(decodeQuotedPrintable(raw))?.[1] ?? ''
    ).replaceAll('&amp;', '&');
  /** The messages delivered to an address, once there are at least `count` (mail leaves after the answer). */
  async function mailsTo(email: string, count = 1) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const mails = delivered.filter((m) => m.to.includes(email));
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${count} messages reached ${email}`);
  }
  const smtpLink = async (email: string) => linkIn((await mailsTo(email)).at(-1)?.raw ?? '');

  async function signUpOverSmtp(email: string, password: string) {
    const signup = await postJson(url('/signup'), { email, password, data: { full_name: 'Ada Lovelace' } });
    expect(signup.status).toBe(200);
    const mail = (await mailsTo(email))[0];
    expect(mail).toBeDefined();
    const link = /(http:\/\/[^\s"<>]+\/auth\/v1\/verify\?[^\s"<>]+)/.exec(
      decodeQuotedPrintable(mail?.raw ?? ''),
    )?.[1];
    expect(link).toBeDefined();
    return { signup, link: (link ?? '').replaceAll('&amp;', '&') };
  }

  it('signs up, delivers the confirmation over SMTP, confirms through the link and signs in', async () => {
    const email = uniqueEmail('smtp');
    const { signup, link } = await signUpOverSmtp(email, 'secret-123');
    expect(signup.body).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      email_confirmed_at: null,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ada Lovelace' },
      is_anonymous: false,
    });
    expect(signup.body.access_token).toBeUndefined();
    expect(link).toContain(`redirect_to=${encodeURIComponent(`${server.baseUrl}/auth/callback`)}`);

    const before = await postJson(url('/token?grant_type=password'), { email, password: 'secret-123' });
    expect(before.status).toBe(400);
    expect(before.body).toMatchObject({ error_code: 'email_not_confirmed' });

    const verify = await fetch(link, { redirect: 'manual' });
    expect(verify.status).toBe(303);
    const location = new URL(verify.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${server.baseUrl}/auth/callback`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(decodeJwt(fragment.get('access_token') ?? '').email).toBe(email);

    // The link is single-use.
    const again = await fetch(link, { redirect: 'manual' });
    expect(
      new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1)).get('error_code'),
    ).toBe('otp_expired');

    const signin = await postJson(url('/token?grant_type=password'), { email, password: 'secret-123' });
    expect(signin.status).toBe(200);
    const session = signin.body as unknown as SessionBody;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(5);
    expect(session.user.email).toBe(email);
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email,
      sub: session.user.id,
    });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('refuses a redirect_to on another origin', async () => {
    const email = uniqueEmail('redirect');
    await postJson(`${url('/signup')}?redirect_to=${encodeURIComponent('https://evil.example/steal')}`, {
      email,
      password: 'secret-123',
    });
    const [mail] = await mailsTo(email);
    expect(decodeQuotedPrintable(mail?.raw ?? '')).not.toContain('evil.example');
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const { email } = await createConfirmedUser(server.baseUrl, smtpLink);
    const wrong = await postJson(url('/token?grant_type=password'), { email, password: 'nope-nope' });
    const unknown = await postJson(url('/token?grant_type=password'), {
      email: uniqueEmail('ghost'),
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a short password with the 6-character message, and answers a taken address like a new one', async () => {
    const short = await postJson(url('/signup'), { email: uniqueEmail('short'), password: '12345' });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({
      error_code: 'weak_password',
      msg: 'Password must contain at least 6 characters.',
    });
    const { email, session } = await createConfirmedUser(server.baseUrl, smtpLink);
    const dup = await postJson(url('/signup'), { email: email.toUpperCase(), password: 'secret-123' });
    expect(dup.status).toBe(200);
    expect(dup.body).toMatchObject({ email: email.toUpperCase(), email_confirmed_at: null });
    // Not the account's own id; its owner hears of the attempt instead.
    expect(dup.body.id).not.toBe(session.user.id);
    const mails = await mailsTo(email, 2);
    expect(mails.at(-1)?.raw).toContain('already has one');
  });

  it('lets an unconfirmed account ask for the e-mail again, without voiding the first link', async () => {
    const email = uniqueEmail('resend');
    const { link: first } = await signUpOverSmtp(email, 'secret-123');
    const resend = await postJson(url('/resend'), { type: 'signup', email });
    expect(resend.status).toBe(200);
    const mails = await mailsTo(email, 2);
    const second = linkIn(mails[1]?.raw ?? '');
    expect(second).not.toBe(first);
    expect((await fetch(first, { redirect: 'manual' })).headers.get('location')).toContain('access_token=');
    // Once the address is confirmed, the other links of the sign-up are spent.
    expect((await fetch(second, { redirect: 'manual' })).headers.get('location')).toContain(
      'error_code=otp_expired',
    );
  });

  it('publishes a JWKS that verifies access tokens, with cache headers', async () => {
    const { session } = await createConfirmedUser(server.baseUrl, smtpLink);
    for (const path of ['/.well-known/jwks.json', '/auth/v1/.well-known/jwks.json']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=600');
      const jwks = (await response.json()) as { keys: Array<Record<string, unknown>> };
      expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(jwks.keys[0]?.d).toBeUndefined();
    }
    const jwks = createRemoteJWKSet(new URL(`${server.baseUrl}/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(session.access_token, jwks, {
      audience: 'authenticated',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(protectedHeader.kid).toEqual(expect.any(String));
    expect(payload.sub).toBe(session.user.id);
  });

  it('refuses a tampered token with "Invalid JWT signature"', async () => {
    const { session } = await createConfirmedUser(server.baseUrl, smtpLink);
    const [header, payload, signature] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, aal: 'aal2' })).toString('base64url');
    for (const token of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${signature?.slice(0, -4)}AAAA`,
      'garbage',
    ]) {
      const response = await fetch(url('/user'), { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error_code: 'bad_jwt', msg: 'Invalid JWT signature' });
    }
    const profile = await fetch(`${server.baseUrl}/api/v1/profile`, {
      headers: { authorization: `Bearer ${header}.${forged}.${signature}` },
    });
    expect(profile.status).toBe(401);
    expect(await profile.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Invalid JWT signature' },
    });
  });

  it('expires access tokens and refreshes them, rotating the refresh token', async () => {
    const { session } = await createConfirmedUser(server.baseUrl, smtpLink);
    // Used once while valid, so its verified claims are remembered: expiry must still apply to them.
    for (const path of [url('/user'), `${server.baseUrl}/api/v1/profile`]) {
      const fresh = await fetch(path, { headers: { authorization: `Bearer ${session.access_token}` } });
      expect(fresh.status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const stale = await fetch(`${server.baseUrl}/api/v1/profile`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(stale.status).toBe(401);
    const expired = await fetch(url('/user'), {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error_code: 'bad_jwt', msg: 'JWT has expired' });
    const refreshed = await postJson(url('/token?grant_type=refresh_token'), {
      refresh_token: session.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const next = refreshed.body as unknown as SessionBody;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    const user = await fetch(url('/user'), { headers: { authorization: `Bearer ${next.access_token}` } });
    expect(user.status).toBe(200);
  }, 20_000);

  it('gives a concurrent double refresh the same new token, and revokes the family on later reuse', async () => {
    const { session } = await createConfirmedUser(server.baseUrl, smtpLink);
    const [a, b] = await Promise.all([
      postJson(url('/token?grant_type=refresh_token'), { refresh_token: session.refresh_token }),
      postJson(url('/token?grant_type=refresh_token'), { refresh_token: session.refresh_token }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.refresh_token).toBe(b.body.refresh_token);
    const second = await postJson(url('/token?grant_type=refresh_token'), {
      refresh_token: a.body.refresh_token,
    });
    expect(second.status).toBe(200);
    // The first token, two rotations back, is reused: the whole session goes.
    const reuse = await postJson(url('/token?grant_type=refresh_token'), {
      refresh_token: session.refresh_token,
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject({ error_code: 'refresh_token_already_used' });
    const latest = await postJson(url('/token?grant_type=refresh_token'), {
      refresh_token: second.body.refresh_token,
    });
    expect(latest.status).toBe(400);
    expect(latest.body).toMatchObject({ error_code: 'refresh_token_not_found' });
    const me = await fetch(url('/user'), {
      headers: { authorization: `Bearer ${String(second.body.access_token)}` },
    });
    expect(me.status).toBe(403);
    expect(await me.json()).toMatchObject({ error_code: 'session_not_found' });
  });

  it('signs out one session or all of them', async () => {
    const { email, password, session } = await createConfirmedUser(server.baseUrl, smtpLink);
    const other = (await postJson(url('/token?grant_type=password'), { email, password }))
      .body as unknown as SessionBody;
    const local = await fetch(url('/logout?scope=local'), {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(local.status).toBe(204);
    expect(
      (await fetch(url('/user'), { headers: { authorization: `Bearer ${session.access_token}` } })).status,
    ).toBe(403);
    expect(
      (await fetch(url('/user'), { headers: { authorization: `Bearer ${other.access_token}` } })).status,
    ).toBe(200);
    await fetch(url('/logout'), {
      method: 'POST',
      headers: { authorization: `Bearer ${other.access_token}` },
    });
    const refresh = await postJson(url('/token?grant_type=refresh_token'), {
      refresh_token: other.refresh_token,
    });
    expect(refresh.status).toBe(400);
  });

  it('resets a password through a single-use link and ends the other sessions', async () => {
    const { email, password, session } = await createConfirmedUser(server.baseUrl, smtpLink);
    const before = delivered.filter((m) => m.to.includes(email)).length;
    expect((await postJson(url('/recover'), { email })).status).toBe(200);
    expect((await postJson(url('/recover'), { email: uniqueEmail('nobody') })).status).toBe(200);
    const mails = await mailsTo(email, before + 1);
    expect(mails).toHaveLength(before + 1);
    const link =
      /(http:\/\/[^\s"<>]+\/auth\/v1\/verify\?[^\s"<>]+)/.exec(
        decodeQuotedPrintable(mails.at(-1)?.raw ?? ''),
      )?.[1] ?? '';
    expect(link).toContain('type=recovery');
    const verify = await fetch(link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(verify.headers.get('location') ?? '').hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const recoveryToken = fragment.get('access_token') ?? '';
    const change = await postJson(url('/user'), { password: 'brand-new-pass' }, recoveryToken, 'PUT');
    expect(change.status).toBe(200);
    expect(
      (await fetch(url('/user'), { headers: { authorization: `Bearer ${session.access_token}` } })).status,
    ).toBe(403);
    expect((await postJson(url('/token?grant_type=password'), { email, password })).status).toBe(400);
    expect(
      (await postJson(url('/token?grant_type=password'), { email, password: 'brand-new-pass' })).status,
    ).toBe(200);
    expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toContain(
      'error=access_denied',
    );
  });

  it('updates user metadata and mirrors the name into the profile', async () => {
    const { session } = await createConfirmedUser(server.baseUrl, smtpLink);
    const updated = await postJson(
      url('/user'),
      { data: { full_name: 'Grace Hopper' } },
      session.access_token,
      'PUT',
    );
    expect(updated.body).toMatchObject({ user_metadata: { full_name: 'Grace Hopper' } });
    const profile = await fetch(`${server.baseUrl}/api/v1/profile`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(await profile.json()).toMatchObject({ full_name: 'Grace Hopper' });
  });

  it('writes to the outbox when no SMTP is configured', async () => {
    const plain = await startTestServer({ database: 'pglite', env: { AUTH_RATE_LIMITS: relaxedRateLimits } });
    try {
      const email = uniqueEmail('outbox');
      await postJson(`${plain.baseUrl}/auth/v1/signup`, { email, password: 'secret-123' });
      const record = await latestOutbox(plain.config.dataDir, email);
      expect(record.subject).toBe('Confirm your ArtVoyage account');
      expect(record.link).toMatch(/\/auth\/v1\/verify\?token=[\w-]+&type=signup&redirect_to=/);
    } finally {
      await plain.close();
    }
  });
});
