import { GoTrueClient, type Session } from '@supabase/auth-js';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutbox, relaxedRateLimits, uniqueEmail } from '../../testing/auth-helpers';
import { startTestServer, testDatabases, type TestServer } from '../../testing/test-server';

/** The storage auth-js keeps its session in, as an in-memory object. */
const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe.each(testDatabases)('the real @supabase/auth-js client against the server on %s', (database) => {
  let server: TestServer;
  const clients: GoTrueClient[] = [];
  const client = (options: { autoRefreshToken?: boolean } = {}) => {
    const created = new GoTrueClient({
      url: `${server.baseUrl}/auth/v1`,
      storage: memoryStorage(),
      storageKey: `sb-test-${clients.length}`,
      persistSession: true,
      autoRefreshToken: options.autoRefreshToken ?? false,
      detectSessionInUrl: false,
      flowType: 'implicit',
    });
    clients.push(created);
    return created;
  };

  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { AUTH_RATE_LIMITS: relaxedRateLimits, JWT_EXPIRY_SECONDS: '40' },
    });
  });
  afterAll(async () => {
    for (const c of clients) await c.stopAutoRefresh();
    await server?.close();
  });

  /** Follows the confirmation link from the outbox and hands the fragment session to auth-js. */
  async function confirm(auth: GoTrueClient, email: string) {
    const { link } = await latestOutbox(server.config.dataDir, email);
    const response = await fetch(link ?? '', { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    const { data, error } = await auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(error).toBeNull();
    return data.session;
  }

  it('signs up, confirms, signs in, gets and updates the user, refreshes and signs out', async () => {
    const auth = client();
    const email = uniqueEmail('authjs');
    const signUp = await auth.signUp({
      email,
      password: 'secret-123',
      options: { data: { full_name: 'Berthe Morisot' }, emailRedirectTo: `${server.baseUrl}/auth/callback` },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);

    const early = await auth.signInWithPassword({ email, password: 'secret-123' });
    expect(early.error?.code).toBe('email_not_confirmed');

    const confirmed = await confirm(auth, email);
    expect(confirmed?.user.email_confirmed_at).toBeTruthy();
    await auth.signOut();

    const wrong = await auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');

    const events: string[] = [];
    auth.onAuthStateChange((event) => void events.push(event));
    const signIn = await auth.signInWithPassword({ email, password: 'secret-123' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.token_type).toBe('bearer');

    const user = await auth.getUser();
    expect(user.data.user?.user_metadata.full_name).toBe('Berthe Morisot');

    const updated = await auth.updateUser({ data: { full_name: 'B. Morisot' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.full_name).toBe('B. Morisot');

    const before = signIn.data.session as Session;
    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(before.refresh_token);

    const claims = await auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.email).toBe(email);

    expect((await auth.signOut()).error).toBeNull();
    expect((await auth.getSession()).data.session).toBeNull();
    expect(events).toEqual(
      expect.arrayContaining(['SIGNED_IN', 'USER_UPDATED', 'TOKEN_REFRESHED', 'SIGNED_OUT']),
    );
  });

  it('refreshes on its own before the token expires', async () => {
    const auth = client({ autoRefreshToken: true });
    const email = uniqueEmail('auto');
    await auth.signUp({ email, password: 'secret-123' });
    const first = await confirm(auth, email);
    const refreshed = new Promise<void>((resolve) => {
      auth.onAuthStateChange((event) => {
        if (event === 'TOKEN_REFRESHED') resolve();
      });
    });
    // 40 s tokens: the 30 s tick refreshes once the expiry is within three ticks.
    await refreshed;
    const now = (await auth.getSession()).data.session;
    expect(now?.access_token).not.toBe(first?.access_token);
    await auth.stopAutoRefresh();
  }, 45_000);

  it('sends a password reset e-mail', async () => {
    const auth = client();
    const email = uniqueEmail('reset');
    await auth.signUp({ email, password: 'secret-123' });
    const { error } = await auth.resetPasswordForEmail(email, {
      redirectTo: `${server.baseUrl}/auth/callback`,
    });
    expect(error).toBeNull();
    // The reset e-mail leaves after the answer, and the sign-up's confirmation is already there.
    const record = await latestOutbox(server.config.dataDir, email, 'email', (sent) =>
      Boolean(sent.link?.includes('type=recovery')),
    );
    expect(record.subject).toBe('Reset your ArtVoyage password');
    expect(record.link).toContain('type=recovery');
    expect((await auth.resend({ type: 'signup', email })).error).toBeNull();
    const weak = await auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.message).toBe('Password must contain at least 6 characters.');
  });

  it('enrols, challenges and verifies TOTP, lists and removes factors, with the right assurance levels', async () => {
    const auth = client();
    const email = uniqueEmail('mfa');
    await auth.signUp({ email, password: 'secret-123' });
    await confirm(auth, email);

    let aal = await auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const enrolled = await auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Authenticator',
      issuer: 'ArtVoyage',
    });
    expect(enrolled.error).toBeNull();
    if (!enrolled.data || enrolled.data.type !== 'totp') throw new Error('no TOTP factor');
    expect(enrolled.data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    const factorId = enrolled.data.id;

    const listed = await auth.mfa.listFactors();
    expect(listed.data?.all.map((f) => f.id)).toEqual([factorId]);
    expect(listed.data?.totp).toEqual([]);

    const challenge = await auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const wrong = await auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: '000000' === (await generate({ secret: enrolled.data.totp.secret })) ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    const verified = await auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: await generate({ secret: enrolled.data.totp.secret }),
    });
    expect(verified.error).toBeNull();

    aal = await auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data?.currentLevel).toBe('aal2');
    expect(aal.data?.nextLevel).toBe('aal2');
    expect(
      aal.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method)),
    ).toContain('totp');
    expect((await auth.mfa.listFactors()).data?.totp.map((f) => f.id)).toEqual([factorId]);

    // aal2 survives a refresh.
    await auth.refreshSession();
    expect((await auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');

    // A second device signs in at aal1 and is told aal2 is next.
    const other = client();
    await other.signInWithPassword({ email, password: 'secret-123' });
    const otherAal = await other.mfa.getAuthenticatorAssuranceLevel();
    expect(otherAal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await other.mfa.unenroll({ factorId })).error?.code).toBe('insufficient_aal');

    const removed = await auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect((await auth.mfa.listFactors()).data?.all).toEqual([]);
  });
});
