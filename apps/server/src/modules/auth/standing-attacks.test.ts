import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  allOutbox,
  enrolTotp,
  latestOutbox,
  postJson,
  verifyTotp,
  type SessionBody,
} from '../../testing/auth-helpers';
import { testDatabases } from '../../testing/test-server';
import { setUpAccountsSuite } from '../../testing/suite-server';
import { SigningKeys } from './keys';
import { standingInMemory } from './session-standing';

/**
 * Tokens whose session stopped counting, tried while their standing is warm in memory (each is used
 * several times first). On PGlite the process keeps standings, so each attack shows that the change
 * reached memory before the write's answer; on PostgreSQL nothing is kept and the answers are the same.
 * Each attack is checked on an API route (the token check of /api, /functions and /rest) and on
 * /auth/v1/user (the session check of the GoTrue API).
 */
describe.each(testDatabases)('warm session standings on %s', (database) => {
  const { server, auth, db, signUp: newUser } = setUpAccountsSuite(database);

  const statusOf = async (token: string, path: string) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { error?: { code?: string }; error_code?: string };
    return { status: response.status, code: body.error?.code ?? body.error_code };
  };
  const api = (token: string) => statusOf(token, '/api/v1/profile');
  const gotrue = (token: string) => statusOf(token, '/auth/v1/user');
  const sessionOf = (token: string) => String(decodeJwt(token).session_id);

  /** Uses the token a few times, then checks its standing is in memory on PGlite (and nowhere else). */
  async function warm(token: string) {
    for (let i = 0; i < 3; i++) expect((await api(token)).status).toBe(200);
    expect((await gotrue(token)).status).toBe(200);
    expect(standingInMemory(db(), sessionOf(token))).toBe(database === 'pglite' ? true : undefined);
  }
  async function expectEnded(token: string) {
    expect(await api(token)).toEqual({ status: 401, code: 'SESSION_REVOKED' });
    expect(await gotrue(token)).toEqual({ status: 403, code: 'session_not_found' });
  }

  const signIn = async (email: string, password: string) => {
    const answer = await postJson(auth('/token?grant_type=password'), { email, password });
    expect(answer.status).toBe(200);
    return answer.body as unknown as SessionBody;
  };
  const refresh = (refreshToken: string) =>
    postJson(auth('/token?grant_type=refresh_token'), { refresh_token: refreshToken });

  /** Runs SQL outside the server's code: on PGlite through the raw client (no Drizzle), on PostgreSQL
   *  through a connection of its own, as a maintenance script would. */
  async function rawSql(text: string, params: unknown[] = []) {
    if (database === 'pglite') {
      const client = (db() as unknown as { $client: PGlite }).$client;
      await client.query(text, params);
      return;
    }
    const client = new pg.Client({ connectionString: server.config.databaseUrl });
    await client.connect();
    try {
      await client.query(text, params);
    } finally {
      await client.end();
    }
  }

  it('stops a token at its very next request after it signs out', async () => {
    const { session } = await newUser('local');
    await warm(session.access_token);
    const out = await postJson(auth('/logout?scope=local'), {}, session.access_token);
    expect(out.status).toBe(204);
    await expectEnded(session.access_token);
    expect(standingInMemory(db(), sessionOf(session.access_token))).not.toBe(true);
  });

  it("stops every device's token at once after a global sign-out", async () => {
    const { email, password, session } = await newUser('global');
    const phone = await signIn(email, password);
    const tablet = await signIn(email, password);
    for (const token of [session.access_token, phone.access_token, tablet.access_token]) await warm(token);
    expect((await postJson(auth('/logout?scope=global'), {}, session.access_token)).status).toBe(204);
    for (const token of [phone.access_token, tablet.access_token, session.access_token]) {
      await expectEnded(token);
    }
  });

  it('stops the access tokens of a session whose refresh token is reused', async () => {
    const { session } = await newUser('reuse');
    const first = await refresh(session.refresh_token);
    const second = await refresh(String(first.body.refresh_token));
    expect(second.status).toBe(200);
    const latest = String(second.body.access_token);
    await warm(session.access_token);
    await warm(latest);
    const reuse = await refresh(session.refresh_token);
    expect(reuse.body).toMatchObject({ error_code: 'refresh_token_already_used' });
    await expectEnded(latest);
    await expectEnded(session.access_token);
  });

  it('stops the other sessions at once when the password changes', async () => {
    const { email, password, session } = await newUser('password');
    const thief = await signIn(email, password);
    await warm(thief.access_token);
    await warm(session.access_token);
    const changed = await postJson(
      auth('/user'),
      { password: 'a brand new secret 7' },
      session.access_token,
      'PUT',
    );
    expect(changed.status).toBe(200);
    await expectEnded(thief.access_token);
    expect((await api(session.access_token)).status).toBe(200);
  });

  it('stops the other sessions at once when a reset link sets a new password', async () => {
    const { email, session } = await newUser('reset');
    await warm(session.access_token);
    const sent = new Set((await allOutbox(server.config.dataDir, email)).map((record) => record.link));
    expect((await postJson(auth('/recover'), { email })).status).toBe(200);
    const mail = await latestOutbox(
      server.config.dataDir,
      email,
      'email',
      (record) => !sent.has(record.link),
    );
    const landing = await fetch(mail.link ?? '', { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(landing.headers.get('location') ?? '').hash.slice(1));
    const recoveryToken = fragment.get('access_token') ?? '';
    expect(recoveryToken).not.toBe('');
    await warm(session.access_token);
    const reset = await postJson(auth('/user'), { password: 'reset to this one 9' }, recoveryToken, 'PUT');
    expect(reset.status).toBe(200);
    await expectEnded(session.access_token);
  });

  it('asks for the second factor at once once one is verified, and stops asking once it is removed', async () => {
    const { email, password, session } = await newUser('mfa');
    const factor = await enrolTotp(server.baseUrl, session.access_token);
    const otherDevice = await signIn(email, password);
    await warm(session.access_token);
    await warm(otherDevice.access_token);
    const aal2 = (await verifyTotp(server.baseUrl, session.access_token, factor)).access_token;
    // Both password-only tokens were allowed a moment ago, from memory on PGlite.
    expect(await api(otherDevice.access_token)).toEqual({ status: 403, code: 'MFA_REQUIRED' });
    expect(await api(session.access_token)).toEqual({ status: 403, code: 'MFA_REQUIRED' });
    await warm(aal2);

    const removed = await fetch(auth(`/factors/${factor.id}`), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${aal2}` },
    });
    expect(removed.status).toBe(200);
    expect((await api(otherDevice.access_token)).status).toBe(200);
  });

  it('stops the tokens of a deleted account at once', async () => {
    const { session } = await newUser('deleted');
    await warm(session.access_token);
    await db().delete(users).where(eq(users.id, session.user.id));
    await expectEnded(session.access_token);
  });

  it('stops a token whose session was deleted by SQL outside the server code', async () => {
    const { session } = await newUser('script');
    await warm(session.access_token);
    await rawSql('delete from auth_sessions where id = $1', [sessionOf(session.access_token)]);
    await expectEnded(session.access_token);
  });

  it('asks for the second factor once a factor is verified by SQL outside the server code', async () => {
    const { session } = await newUser('script-mfa');
    await enrolTotp(server.baseUrl, session.access_token);
    await warm(session.access_token);
    await rawSql(`update mfa_factors set status = 'verified' where user_id = $1`, [session.user.id]);
    expect(await api(session.access_token)).toEqual({ status: 403, code: 'MFA_REQUIRED' });
  });

  it("refuses a validly signed token that names someone else's session, even while that session is warm", async () => {
    const victim = await newUser('victim');
    const attacker = await newUser('attacker');
    await warm(victim.session.access_token);
    const keys = await SigningKeys.open(db());
    const claims = decodeJwt(attacker.session.access_token) as { exp: number; iat: number };
    const forged = await keys.sign({ ...claims, session_id: sessionOf(victim.session.access_token) });
    await expectEnded(forged);
    // The victim's own token is unaffected, and still served from memory on PGlite.
    await warm(victim.session.access_token);
  });

  it('stops every token at once when the sessions table is emptied', async () => {
    const { session } = await newUser('truncate');
    await warm(session.access_token);
    await rawSql('truncate auth_sessions cascade');
    await expectEnded(session.access_token);
  });

  // Shows that the attacks above reach memory: with the notifying trigger switched off, PGlite would go
  // on answering from memory for a deleted session, which PostgreSQL, reading each time, never does.
  it('answers from memory on PGlite only: without the trigger a deleted session would still pass there', async () => {
    const { session } = await newUser('control');
    await warm(session.access_token);
    await rawSql('alter table auth_sessions disable trigger auth_sessions_standing');
    try {
      await rawSql('delete from auth_sessions where id = $1', [sessionOf(session.access_token)]);
      expect((await api(session.access_token)).status).toBe(database === 'pglite' ? 200 : 401);
    } finally {
      await rawSql('alter table auth_sessions enable always trigger auth_sessions_standing');
      // Forgets the stale entry this test made on purpose, as the trigger would have.
      await rawSql(`select pg_notify('auth_standing', $1)`, [session.user.id]);
    }
    await expectEnded(session.access_token);
  });
});
