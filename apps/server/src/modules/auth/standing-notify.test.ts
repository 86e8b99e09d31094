import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, mfaFactors, users } from '../../db/schema';
import { enrolTotp, postJson, relaxedRateLimits } from '../../testing/auth-helpers';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signUpOn } from '../../testing/suite-server';
import { standingChannel } from './session-standing';

/**
 * What the in-memory standings on PGlite rest on: the database names the user of every committed change
 * to a session or a factor, and the listener has heard it by the time the writing statement's promise
 * resolves, whether the statement came through Drizzle, the raw client or a transaction.
 */
describe('notifications of session and factor changes on PGlite', () => {
  let server: TestServer;
  let client: PGlite;
  const heard: string[] = [];
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({ database: 'pglite', env: { AUTH_RATE_LIMITS: relaxedRateLimits } });
    client = (db() as unknown as { $client: PGlite }).$client;
    const listen = server.app.database.listen;
    if (!listen) throw new Error('PGlite offers no listen');
    await listen(standingChannel, (payload) => heard.push(payload));
  });
  afterAll(async () => {
    await server?.close();
  });

  const newUser = async (label: string) => (await signUpOn(server, label)).session;

  it('is heard before the promise of the statement that made the change resolves', async () => {
    const session = await newUser('notify');
    const userId = session.user.id;
    await enrolTotp(server.baseUrl, session.access_token);

    heard.length = 0;
    await db().update(mfaFactors).set({ status: 'verified' }).where(eq(mfaFactors.userId, userId));
    // Checked right after the await: no timer or later turn has run in between.
    expect(heard).toEqual([userId]);

    heard.length = 0;
    await db().update(authSessions).set({ aal: 'aal2' }).where(eq(authSessions.userId, userId));
    expect(heard).toEqual([userId]);

    heard.length = 0;
    await client.query('delete from auth_sessions where user_id = $1', [userId]);
    expect(heard).toEqual([userId]);
  });

  it('is heard when a transaction commits, not before, and never for one rolled back', async () => {
    const session = await newUser('transaction');
    const userId = session.user.id;
    heard.length = 0;
    await db().transaction(async (tx) => {
      await tx.delete(authSessions).where(eq(authSessions.userId, userId));
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([userId]);

    const other = await newUser('rolled-back');
    heard.length = 0;
    await expect(
      db().transaction(async (tx) => {
        await tx.delete(authSessions).where(eq(authSessions.userId, other.user.id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(heard).toEqual([]);
  });

  it("is heard for a deleted account's sessions (the cascade) and for an emptied table (every user)", async () => {
    const session = await newUser('cascade');
    heard.length = 0;
    await db().delete(users).where(eq(users.id, session.user.id));
    expect(heard).toContain(session.user.id);

    heard.length = 0;
    await client.exec('truncate mfa_factors cascade');
    expect(heard).toEqual(['']);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('notifications of session changes on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'postgres', env: { AUTH_RATE_LIMITS: relaxedRateLimits } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('are not sent: no server session listens, so sign-ins and sign-outs queue nothing', async () => {
    const listener = new pg.Client({ connectionString: server.config.databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    try {
      await listener.query(`LISTEN ${standingChannel}`);
      const { session } = await signUpOn(server, 'pg');
      await postJson(`${server.baseUrl}/auth/v1/logout`, {}, session.access_token);
      // A notification sent by the listener's own session is heard: the channel works.
      await listener.query(`select pg_notify('${standingChannel}', 'control')`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual(['control']);
    } finally {
      await listener.end();
    }
  });
});
