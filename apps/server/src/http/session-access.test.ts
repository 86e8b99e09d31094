import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolTotp, postJson, verifyTotp, type SessionBody } from '../testing/auth-helpers';
import { standingInMemory } from '../modules/auth/session-standing';
import { solidImage } from '../testing/images';
import { testDatabases } from '../testing/test-server';
import { setUpAccountsSuite } from '../testing/suite-server';

/**
 * Attacks with an access token that should no longer open anything: its session was ended (sign-out
 * here or everywhere, a password change elsewhere, a reused refresh token), or it is the first half of
 * a sign-in whose second factor is still owed. Each is tried on every kind of API outside /auth/v1:
 * /api/v1, /functions/v1 and /rest/v1, reads and writes, and the routes open to visitors, which must
 * not quietly treat such a token as no token.
 */
describe.each(testDatabases)('access tokens of ended sessions and unfinished sign-ins on %s', (database) => {
  const { server, signUp: newUser } = setUpAccountsSuite(database);
  let photo: string;

  interface Answer {
    status: number;
    /** The error code, in whichever shape the route answers (PostgREST's flat one under /rest/v1). */
    code: string | undefined;
  }
  const call = async (token: string, method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const parsed = (text ? JSON.parse(text) : {}) as { code?: unknown; error?: { code?: unknown } };
    const code = path.startsWith('/rest/v1') ? parsed.code : parsed.error?.code;
    return { status: response.status, code: typeof code === 'string' ? code : undefined };
  };

  /** [what, method, path, body]: one read and one write at least on each API, and the visitor routes. */
  const routes = (): Array<[string, string, string, unknown?]> => [
    ['/api/v1 read: profile', 'GET', '/api/v1/profile'],
    ['/api/v1 write: profile', 'PATCH', '/api/v1/profile', { bio: 'Loves Vermeer' }],
    ['/api/v1 read: itineraries', 'GET', '/api/v1/itineraries'],
    [
      '/api/v1 write: itinerary',
      'PUT',
      '/api/v1/itineraries/itinerary-session-test',
      {
        id: 'itinerary-session-test',
        name: 'Paris',
        linkedArtworkId: 'mona-lisa',
        days: [
          {
            day: 1,
            title: 'Louvre',
            activities: [{ time: '09:00', description: 'Denon wing', completed: false }],
          },
        ],
      },
    ],
    ['/api/v1 write: post', 'POST', '/api/v1/posts', { title: 'Hello', content: 'From Paris' }],
    ['/api/v1 open to visitors: feed', 'GET', '/api/v1/posts'],
    [
      '/functions/v1 write: gamification',
      'POST',
      '/functions/v1/gamification-system',
      { action: 'daily_visit' },
    ],
    [
      '/functions/v1 write: photo upload',
      'POST',
      '/functions/v1/photo-upload',
      { imageData: `data:image/jpeg;base64,${photo}`, fileName: 'test.jpg' },
    ],
    ['/rest/v1 read: get_user_stats', 'POST', '/rest/v1/rpc/get_user_stats', {}],
    ['/rest/v1 write: check_achievements', 'POST', '/rest/v1/rpc/check_achievements', {}],
    ['/rest/v1 open to visitors: get_leaderboard', 'GET', '/rest/v1/rpc/get_leaderboard'],
  ];

  /** Every route answers this token with 2xx; on PGlite its session's standing is then in memory, so
   *  the refusals that follow show that each change reached memory at once. */
  async function expectAllowed(token: string) {
    for (const [what, method, path, body] of routes()) {
      const answer = await call(token, method, path, body);
      expect(answer.status, `${what}: ${answer.code ?? ''}`).toBeGreaterThanOrEqual(200);
      expect(answer.status, `${what}: ${answer.code ?? ''}`).toBeLessThan(300);
    }
    const sessionId = String(decodeJwt(token).session_id);
    expect(standingInMemory(server.app.database.db, sessionId)).toBe(
      database === 'pglite' ? true : undefined,
    );
  }
  /** Every route refuses this token with the status and code. */
  async function expectRefused(token: string, status: number, code: string) {
    for (const [what, method, path, body] of routes()) {
      expect(await call(token, method, path, body), what).toEqual({ status, code });
    }
  }

  const signIn = async (email: string, password: string) => {
    const answer = await postJson(`${server.baseUrl}/auth/v1/token?grant_type=password`, { email, password });
    expect(answer.status).toBe(200);
    return answer.body as unknown as SessionBody;
  };
  const refresh = (refreshToken: string) =>
    postJson(`${server.baseUrl}/auth/v1/token?grant_type=refresh_token`, { refresh_token: refreshToken });

  beforeAll(async () => {
    photo = (await solidImage(64, 48, 'jpeg')).toString('base64');
  });

  it('ends a session signed out on this device at once, on every route', async () => {
    const { session } = await newUser('local');
    await expectAllowed(session.access_token);
    const out = await postJson(`${server.baseUrl}/auth/v1/logout?scope=local`, {}, session.access_token);
    expect(out.status).toBe(204);
    await expectRefused(session.access_token, 401, 'SESSION_REVOKED');
  }, 30_000);

  it('ends every session of a global sign-out, those of other devices too', async () => {
    const { email, password, session } = await newUser('global');
    const otherDevice = await signIn(email, password);
    await expectAllowed(otherDevice.access_token);
    const out = await postJson(`${server.baseUrl}/auth/v1/logout?scope=global`, {}, session.access_token);
    expect(out.status).toBe(204);
    await expectRefused(otherDevice.access_token, 401, 'SESSION_REVOKED');
    await expectRefused(session.access_token, 401, 'SESSION_REVOKED');
  }, 30_000);

  it('ends the other sessions when the password changes (a thief’s stolen token stops working)', async () => {
    const { email, password, session } = await newUser('password');
    const thief = await signIn(email, password);
    await expectAllowed(thief.access_token);
    const changed = await postJson(
      `${server.baseUrl}/auth/v1/user`,
      { password: 'a brand new secret 7' },
      session.access_token,
      'PUT',
    );
    expect(changed.status).toBe(200);
    await expectRefused(thief.access_token, 401, 'SESSION_REVOKED');
    // The session that changed the password goes on.
    await expectAllowed(session.access_token);
  }, 30_000);

  it('ends the session whose refresh token is reused, with the access tokens it had issued', async () => {
    const { session } = await newUser('reuse');
    const first = await refresh(session.refresh_token);
    const second = await refresh(String(first.body.refresh_token));
    expect(second.status).toBe(200);
    const latest = String(second.body.access_token);
    await expectAllowed(latest);
    // The token two rotations back comes in again: someone else may hold it.
    const reuse = await refresh(session.refresh_token);
    expect(reuse.body).toMatchObject({ error_code: 'refresh_token_already_used' });
    await expectRefused(latest, 401, 'SESSION_REVOKED');
    await expectRefused(session.access_token, 401, 'SESSION_REVOKED');
  }, 30_000);

  it('refuses a password-only (aal1) token of a user with a verified factor until the code is given', async () => {
    const { email, password, session } = await newUser('mfa');
    const factor = await enrolTotp(server.baseUrl, session.access_token);
    // An enrolled but unverified factor changes nothing yet.
    await expectAllowed(session.access_token);
    const aal2 = await verifyTotp(server.baseUrl, session.access_token, factor);
    expect(decodeJwt(aal2.access_token).aal).toBe('aal2');

    // The token from before the factor was verified is aal1 now that the account has one.
    await expectRefused(session.access_token, 403, 'MFA_REQUIRED');
    // A new sign-in with the password alone: aal1 until its own code is verified.
    const passwordOnly = await signIn(email, password);
    expect(decodeJwt(passwordOnly.access_token).aal).toBe('aal1');
    await expectRefused(passwordOnly.access_token, 403, 'MFA_REQUIRED');
    // The refreshed token of the password-only session is still aal1.
    const refreshed = await refresh(passwordOnly.refresh_token);
    await expectRefused(String(refreshed.body.access_token), 403, 'MFA_REQUIRED');

    await expectAllowed(aal2.access_token);
    // Someone else's factor asks nothing of a user who has none (the factor lookup is by user).
    const bystander = await newUser('bystander');
    await expectAllowed(bystander.session.access_token);
  }, 30_000);

  it('refuses a token that is not one of ours with 401', async () => {
    expect(await call('not-a-token', 'GET', '/api/v1/profile')).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(await call('not-a-token', 'GET', '/rest/v1/rpc/get_leaderboard')).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
    });
  });
});
