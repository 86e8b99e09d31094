import { generate } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  allOutbox,
  enrolTotp,
  latestOutbox,
  postJson,
  relaxedRateLimits,
  uniqueEmail,
  verifyTotp,
  type SessionBody,
} from '../../testing/auth-helpers';
import { startTestServer, testDatabases } from '../../testing/test-server';
import { setUpTestServer, signUpOn } from '../../testing/suite-server';
import { guessCaps } from './guesses';
import { maxMetadataBytes, recentAuthenticationMs } from './rules';

/**
 * Attacks on accounts, each as an attacker would try it over HTTP: pre-hijacking a sign-up, moving an
 * account to another address, guessing passwords and codes from many client addresses, telling known
 * addresses from unknown ones, and stuffing the user object.
 */
describe.each(testDatabases)('account takeover attempts on %s', (database) => {
  /** How far the server's clock runs ahead of the real one (to age a session). */
  let clockOffsetMs = 0;
  const server = setUpTestServer({
    database,
    // One proxy hop: X-Forwarded-For names the client, so a test can play many addresses.
    env: { AUTH_RATE_LIMITS: relaxedRateLimits, TRUST_PROXY: '1' },
    overrides: { now: () => new Date(Date.now() + clockOffsetMs) },
  });
  const url = (path: string) => `${server.baseUrl}/auth/v1${path}`;
  const outbox = () => server.config.dataDir;

  beforeEach(() => {
    clockOffsetMs = 0;
  });

  const newUser = (label = 'victim') => signUpOn(server, label);
  const signIn = (email: string, password: string, from = '203.0.113.1') =>
    fetch(url('/token?grant_type=password'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email, password }),
    });
  /** Opens an e-mailed link like a browser and reads the fragment it lands on. */
  const open = async (link: string) => {
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    return new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1));
  };
  const signupLinks = async (email: string, count: number) => {
    for (let attempt = 0; attempt < 40; attempt++) {
      const links = (await allOutbox(outbox(), email))
        .filter((record) => record.subject === 'Confirm your ArtVoyage account')
        .map((record) => record.link ?? '');
      if (links.length >= count) return links;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${count} sign-up links for ${email}`);
  };
  /** A verified TOTP factor on the caller's account. */
  const enrolVerifiedTotp = async (token: string) => {
    const factor = await enrolTotp(server.baseUrl, token, 'phone');
    await verifyTotp(server.baseUrl, token, factor);
    return factor;
  };

  describe('pre-hijacking a sign-up', () => {
    it("activates only the password of the sign-up whose link is opened, not the attacker's", async () => {
      const email = uniqueEmail('prehijack');
      const attacker = await postJson(url('/signup'), { email, password: 'attacker-pass-1' });
      expect(attacker.status).toBe(200);
      const victim = await postJson(url('/signup'), {
        email,
        password: 'victim-pass-1',
        data: { full_name: 'Victim' },
      });
      expect(victim.status).toBe(200);
      // The later sign-up learns nothing of the account the attacker made.
      expect(victim.body.id).not.toBe(attacker.body.id);
      expect(Object.keys(victim.body).sort()).toEqual(Object.keys(attacker.body).sort());

      const [, victimLink = ''] = await signupLinks(email, 2);
      expect((await open(victimLink)).get('type')).toBe('signup');
      expect((await signIn(email, 'attacker-pass-1')).status).toBe(400);
      const signedIn = await signIn(email, 'victim-pass-1');
      expect(signedIn.status).toBe(200);
      const session = (await signedIn.json()) as SessionBody;
      expect(session.user.id).toBe(attacker.body.id);
      const profile = await fetch(`${server.baseUrl}/api/v1/profile`, {
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(await profile.json()).toMatchObject({ full_name: 'Victim' });
    });

    it("keeps the owner's earlier link working after a later sign-up, and spends the attacker's", async () => {
      const email = uniqueEmail('prehijack-late');
      await postJson(url('/signup'), { email, password: 'owner-pass-1' });
      await postJson(url('/signup'), { email, password: 'attacker-pass-2' });
      const [ownerLink = '', attackerLink = ''] = await signupLinks(email, 2);
      expect((await open(ownerLink)).get('access_token')).toBeTruthy();
      expect((await open(attackerLink)).get('error_code')).toBe('otp_expired');
      expect((await signIn(email, 'owner-pass-1')).status).toBe(200);
      expect((await signIn(email, 'attacker-pass-2')).status).toBe(400);
    });
  });

  describe('moving an account to another address', () => {
    it('needs both links, tells the old address, and only then moves the account', async () => {
      const { email, password, session } = await newUser('mover');
      const target = uniqueEmail('moved');
      const change = await postJson(url('/user'), { email: target }, session.access_token, 'PUT');
      expect(change.status).toBe(200);
      expect(change.body.email).toBe(email);
      const toNew = await latestOutbox(outbox(), target);
      const toOld = await latestOutbox(
        outbox(),
        email,
        'email',
        (r) => r.subject?.includes('change') ?? false,
      );
      expect(toNew.link).toContain('type=email_change');
      expect(toOld.link).toContain('type=email_change');
      expect(toOld.link).not.toBe(toNew.link);

      // The new address alone moves nothing: an attacker who owns it still needs the owner's consent.
      const half = await open(toNew.link ?? '');
      expect(half.get('message')).toMatch(/other email/);
      expect(half.get('access_token')).toBeNull();
      expect((await signIn(email, password)).status).toBe(200);
      expect((await signIn(target, password)).status).toBe(400);

      const done = await open(toOld.link ?? '');
      expect(done.get('type')).toBe('email_change');
      expect(done.get('access_token')).toBeTruthy();
      expect((await signIn(target, password)).status).toBe(200);
      expect((await signIn(email, password)).status).toBe(400);
      const notice = await latestOutbox(
        outbox(),
        email,
        'email',
        (r) => r.subject?.includes('was changed') ?? false,
      );
      expect(notice.subject).toBe('Your ArtVoyage e-mail address was changed');
    });

    it('answers the same for an address that belongs to someone else, and moves nothing', async () => {
      const { email, password, session } = await newUser('squatter');
      const other = await newUser('owner');
      const free = await postJson(url('/user'), { email: uniqueEmail('free') }, session.access_token, 'PUT');
      const taken = await postJson(url('/user'), { email: other.email }, session.access_token, 'PUT');
      expect(taken.status).toBe(free.status);
      expect(Object.keys(taken.body).sort()).toEqual(Object.keys(free.body).sort());
      // The owner of the taken address hears of it; no link reaches it.
      const notice = await latestOutbox(
        outbox(),
        other.email,
        'email',
        (r) => r.subject?.includes('proposed') ?? false,
      );
      expect(notice.link).toBeUndefined();
      // The current-address link reads as in a real change, and completes nothing.
      const toOld = await latestOutbox(
        outbox(),
        email,
        'email',
        (r) => r.link?.includes('email_change') ?? false,
      );
      expect((await open(toOld.link ?? '')).get('message')).toMatch(/other email/);
      expect((await signIn(email, password)).status).toBe(200);
      expect((await signIn(other.email, other.password)).status).toBe(200);
    });

    it('refuses a stale session without the e-mailed code, and takes the code once', async () => {
      const { email, session } = await newUser('stale');
      clockOffsetMs = recentAuthenticationMs + 60_000;
      // A stolen access token (or refresh token) of a session that signed in a while ago.
      const refreshed = await postJson(url('/token?grant_type=refresh_token'), {
        refresh_token: session.refresh_token,
      });
      const stolen = (refreshed.body as unknown as SessionBody).access_token;
      for (const body of [{ email: uniqueEmail('thief') }, { password: 'thief-pass-123' }]) {
        const refused = await postJson(url('/user'), body, stolen, 'PUT');
        expect(refused.status).toBe(400);
        expect(refused.body.error_code).toBe('reauthentication_needed');
      }
      const wrong = await postJson(
        url('/user'),
        { password: 'thief-pass-123', nonce: '000000' },
        stolen,
        'PUT',
      );
      expect(wrong.body.error_code).toBe('reauthentication_not_valid');

      expect(
        (await fetch(url('/reauthenticate'), { headers: { authorization: `Bearer ${stolen}` } })).status,
      ).toBe(200);
      const code = (await latestOutbox(outbox(), email, 'email', (r) => Boolean(r.code))).code ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const ok = await postJson(url('/user'), { password: 'owner-new-pass', nonce: code }, stolen, 'PUT');
      expect(ok.status).toBe(200);
      const replay = await postJson(
        url('/user'),
        { password: 'owner-other-pass', nonce: code },
        stolen,
        'PUT',
      );
      expect(replay.body.error_code).toBe('reauthentication_not_valid');
      expect((await signIn(email, 'owner-new-pass')).status).toBe(200);
    });

    it('counts address changes against the mail-sending rate limit, not other updates', async () => {
      const limited = await startTestServer({
        database,
        env: {
          AUTH_RATE_LIMITS: `${relaxedRateLimits.replace(/email_change=[^,]+/, 'email_change=2/3600')}`,
        },
      });
      try {
        const { session } = await signUpOn(limited);
        const put = (body: unknown) =>
          postJson(`${limited.baseUrl}/auth/v1/user`, body, session.access_token, 'PUT');
        expect((await put({ email: uniqueEmail('a') })).status).toBe(200);
        expect((await put({ email: uniqueEmail('b') })).status).toBe(200);
        const third = await put({ email: uniqueEmail('c') });
        expect(third.status).toBe(429);
        expect(third.body.error_code).toBe('over_request_rate_limit');
        expect((await put({ data: { full_name: 'Still Fine' } })).status).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });

  describe('a second factor that means something', () => {
    it('lets an aal1 token list factors and step up, and refuses every change until then', async () => {
      const { email, password, session } = await newUser('mfa');
      await enrolVerifiedTotp(session.access_token);
      const aal1 = (await (await signIn(email, password)).json()) as SessionBody;
      const token = aal1.access_token;
      const me = await fetch(url('/user'), { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      for (const body of [
        { data: { full_name: 'Mallory' } },
        { password: 'mallory-pass' },
        { email: uniqueEmail('m') },
      ]) {
        const refused = await postJson(url('/user'), body, token, 'PUT');
        expect(refused.status).toBe(403);
        expect(refused.body.error_code).toBe('insufficient_aal');
      }
      const reauth = await fetch(url('/reauthenticate'), { headers: { authorization: `Bearer ${token}` } });
      expect(reauth.status).toBe(403);
    });

    it('caps wrong codes per account, across fresh challenges and client addresses', async () => {
      const { email, password, session } = await newUser('mfa-guess');
      const { id, secret } = await enrolVerifiedTotp(session.access_token);
      const aal1 = (await (await signIn(email, password)).json()) as SessionBody;
      const right = await generate({ secret });
      const wrong = right === '000000' ? '111111' : '000000';
      for (let guess = 0; guess < guessCaps.mfa.max; guess++) {
        const challenge = await postJson(url(`/factors/${id}/challenge`), {}, aal1.access_token);
        const answer = await fetch(url(`/factors/${id}/verify`), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${aal1.access_token}`,
            'x-forwarded-for': `198.51.100.${guess + 1}`,
          },
          body: JSON.stringify({ challenge_id: challenge.body.id, code: wrong }),
        });
        expect(answer.status).toBe(422);
      }
      const challenge = await postJson(url(`/factors/${id}/challenge`), {}, aal1.access_token);
      const locked = await postJson(
        url(`/factors/${id}/verify`),
        { challenge_id: challenge.body.id, code: await generate({ secret }) },
        aal1.access_token,
      );
      expect(locked.status).toBe(429);
      expect(locked.body.error_code).toBe('over_request_rate_limit');
    });
  });

  describe('guessing passwords', () => {
    it('caps wrong passwords per address across client addresses, known or not', async () => {
      const { email, password } = await newUser('guessed');
      const ghost = uniqueEmail('ghost');
      for (const target of [email, ghost]) {
        for (let guess = 0; guess < guessCaps.password.max; guess++) {
          expect((await signIn(target, `wrong-${guess}`, `192.0.2.${guess + 1}`)).status).toBe(400);
        }
      }
      const known = await signIn(email, password, '192.0.2.200');
      const unknown = await signIn(ghost, password, '192.0.2.201');
      expect(known.status).toBe(429);
      expect(await known.json()).toEqual(await unknown.json());
      // Someone else's account is not affected.
      const bystander = await newUser('bystander');
      expect((await signIn(bystander.email, bystander.password)).status).toBe(200);
      // The cap lifts once the window has passed.
      clockOffsetMs = guessCaps.password.windowMs + 1000;
      expect((await signIn(email, password)).status).toBe(200);
    });

    it('kills a reset link once the password is changed another way', async () => {
      const { email, session } = await newUser('reset-race');
      expect((await postJson(url('/recover'), { email })).status).toBe(200);
      const link = (
        await latestOutbox(outbox(), email, 'email', (r) => r.link?.includes('recovery') ?? false)
      ).link;
      expect(
        (await postJson(url('/user'), { password: 'changed-elsewhere' }, session.access_token, 'PUT')).status,
      ).toBe(200);
      expect((await open(link ?? '')).get('error_code')).toBe('otp_expired');
    });
  });

  describe('telling known addresses from unknown ones', () => {
    /** Median wall time of `count` calls, run one after another. */
    const medianMs = async (count: number, call: (i: number) => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const started = performance.now();
        await call(i);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[Math.floor(count / 2)] ?? 0;
    };

    it('answers sign-up and recovery alike, in the same time', async () => {
      const { email } = await newUser('known');
      const knownSignup = await postJson(url('/signup'), { email, password: 'whatever-1' });
      const newSignup = await postJson(url('/signup'), {
        email: uniqueEmail('fresh'),
        password: 'whatever-1',
      });
      expect(knownSignup.status).toBe(newSignup.status);
      expect(Object.keys(knownSignup.body).sort()).toEqual(Object.keys(newSignup.body).sort());
      expect(knownSignup.body.email_confirmed_at).toBeNull();

      const known = await medianMs(7, () => postJson(url('/recover'), { email }));
      const unknown = await medianMs(7, () => postJson(url('/recover'), { email: uniqueEmail('nobody') }));
      expect(known / unknown).toBeGreaterThan(0.7);
      expect(known / unknown).toBeLessThan(1.4);
      const knownUp = await medianMs(5, () => postJson(url('/signup'), { email, password: 'whatever-2' }));
      const unknownUp = await medianMs(5, () =>
        postJson(url('/signup'), { email: uniqueEmail('timing'), password: 'whatever-2' }),
      );
      expect(knownUp / unknownUp).toBeGreaterThan(0.7);
      expect(knownUp / unknownUp).toBeLessThan(1.4);
    });
  });

  describe('stuffing the user object', () => {
    it('caps user_metadata, also when it is grown a little at a time', async () => {
      const { session } = await newUser('stuffer');
      const big = await postJson(
        url('/user'),
        { data: { junk: 'x'.repeat(maxMetadataBytes) } },
        session.access_token,
        'PUT',
      );
      expect(big.status).toBe(400);
      expect(big.body.error_code).toBe('validation_failed');
      let status = 200;
      for (let part = 0; part < 10 && status === 200; part++) {
        status = (
          await postJson(
            url('/user'),
            { data: { [`k${part}`]: 'y'.repeat(400) } },
            session.access_token,
            'PUT',
          )
        ).status;
      }
      expect(status).toBe(400);
      const me = await fetch(url('/user'), { headers: { authorization: `Bearer ${session.access_token}` } });
      expect(
        JSON.stringify(((await me.json()) as { user_metadata: unknown }).user_metadata).length,
      ).toBeLessThan(maxMetadataBytes + 200);
    });

    it('refuses names that show nothing and avatars that are not web addresses', async () => {
      const { session } = await newUser('names');
      for (const data of [
        { full_name: '\u200b\u200b' },
        { full_name: ' \u3164 ' },
        { avatar_url: 'javascript:alert(1)' },
      ]) {
        const refused = await postJson(url('/user'), { data }, session.access_token, 'PUT');
        expect(refused.status).toBe(400);
      }
      const signup = await postJson(url('/signup'), {
        email: uniqueEmail('blank'),
        password: 'blank-name-1',
        data: { full_name: '\u202e\u200d' },
      });
      expect(signup.status).toBe(400);
    });

    it('tells every cache to keep tokens and user objects out', async () => {
      const { email, password, session } = await newUser('cache');
      expect((await signIn(email, password)).headers.get('cache-control')).toBe('no-store');
      const me = await fetch(url('/user'), { headers: { authorization: `Bearer ${session.access_token}` } });
      expect(me.headers.get('cache-control')).toBe('no-store');
      const failed = await signIn(email, 'wrong-password');
      expect(failed.headers.get('cache-control')).toBe('no-store');
    });
  });
});
