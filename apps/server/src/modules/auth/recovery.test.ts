import { beforeEach, describe, expect, it } from 'vitest';
import { allOutbox, latestOutbox, postJson, relaxedRateLimits } from '../../testing/auth-helpers';
import { testDatabases } from '../../testing/test-server';
import { setUpTestServer, signUpOn } from '../../testing/suite-server';

/** Password reset links: single use, newest only, and valid for one hour (rules.ts). */
describe.each(testDatabases)('password reset links on %s', (database) => {
  /** How far the server's clock runs ahead of the real one. */
  let clockOffsetMs = 0;
  const server = setUpTestServer({
    database,
    env: { AUTH_RATE_LIMITS: relaxedRateLimits },
    overrides: { now: () => new Date(Date.now() + clockOffsetMs) },
  });
  const url = (path: string) => `${server.baseUrl}/auth/v1${path}`;

  beforeEach(() => {
    clockOffsetMs = 0;
  });

  const newUser = () => signUpOn(server, 'reset');
  /** Asks for a reset e-mail and answers its link. */
  const recoveryLink = async (email: string) => {
    // The e-mail leaves after the answer: wait for this one, not the newest already sent (the sign-up's).
    const sent = new Set((await allOutbox(server.config.dataDir, email)).map((record) => record.link));
    expect((await postJson(url('/recover'), { email })).status).toBe(200);
    const isNew = (record: { link?: string }) => !sent.has(record.link);
    const link = (await latestOutbox(server.config.dataDir, email, 'email', isNew)).link ?? '';
    expect(link).toContain('type=recovery');
    return link;
  };
  /** Opens a link like a browser and reads the fragment it lands on. */
  const open = async (link: string) => {
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    return new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1));
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  it('works once: opened again, by GET or POST /verify, it is refused', async () => {
    const { email } = await newUser();
    const link = await recoveryLink(email);

    // The token is bound to its kind: it does not confirm a sign-up.
    const asSignup = new URL(link);
    asSignup.searchParams.set('type', 'signup');
    expect((await open(asSignup.toString())).get('error_code')).toBe('otp_expired');

    const first = await open(link);
    expect(first.get('type')).toBe('recovery');
    const recoveryToken = first.get('access_token') ?? '';
    expect(recoveryToken).not.toBe('');

    const again = await open(link);
    expect(again.get('access_token')).toBeNull();
    expect(again.get('error_code')).toBe('otp_expired');
    const posted = await postJson(url('/verify'), { type: 'recovery', token: tokenOf(link) });
    expect(posted.status).toBe(403);
    expect(posted.body).toMatchObject({ error_code: 'otp_expired' });

    // The one session it gave is a real one: it sets the new password.
    const change = await postJson(url('/user'), { password: 'a brand new one' }, recoveryToken, 'PUT');
    expect(change.status).toBe(200);
    const signin = await postJson(url('/token?grant_type=password'), { email, password: 'a brand new one' });
    expect(signin.status).toBe(200);
  });

  it('is refused once its hour has passed, and stays refused', async () => {
    const { email, password } = await newUser();
    const link = await recoveryLink(email);
    clockOffsetMs = 3600_000 + 1000;
    const late = await open(link);
    expect(late.get('access_token')).toBeNull();
    expect(late.get('error_code')).toBe('otp_expired');
    clockOffsetMs = 0;
    expect((await open(link)).get('error_code')).toBe('otp_expired');
    expect((await postJson(url('/verify'), { type: 'recovery', token: tokenOf(link) })).status).toBe(403);
    // Nothing changed: the old password still signs in.
    expect((await postJson(url('/token?grant_type=password'), { email, password })).status).toBe(200);
  });

  it('still works just before its hour is up', async () => {
    const { email } = await newUser();
    const link = await recoveryLink(email);
    clockOffsetMs = 3600_000 - 60_000;
    expect((await open(link)).get('type')).toBe('recovery');
  });

  it('works only as the newest link: asking again voids the earlier one', async () => {
    const { email } = await newUser();
    const older = await recoveryLink(email);
    const newer = await recoveryLink(email);
    expect(newer).not.toBe(older);
    expect((await open(older)).get('error_code')).toBe('otp_expired');
    expect((await open(newer)).get('type')).toBe('recovery');
  });
});
