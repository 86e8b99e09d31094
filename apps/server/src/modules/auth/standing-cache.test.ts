import { describe, expect, it } from 'vitest';
import type { SessionStanding } from './access-rules';
import { StandingCache } from './standing-cache';

const alice = '11111111-1111-4111-8111-111111111111';
const bob = '22222222-2222-4222-8222-222222222222';
const sessionA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const sessionB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const aal1: SessionStanding = { aal: 'aal1', hasVerifiedFactor: false };

/** A stand-in for the database query that counts how often it is asked. */
function database(answer: SessionStanding | undefined) {
  const calls: string[] = [];
  return {
    calls,
    load: (sessionId: string) => async () => {
      calls.push(sessionId);
      return answer;
    },
  };
}

describe('the standing cache', () => {
  it('asks the database once per session, then answers from memory', async () => {
    const cache = new StandingCache();
    const db = database(aal1);
    expect(await cache.read(sessionA, alice, db.load(sessionA))).toEqual(aal1);
    expect(await cache.read(sessionA, alice, db.load(sessionA))).toEqual(aal1);
    expect(db.calls).toEqual([sessionA]);
    expect(cache.holds(sessionA)).toBe(true);
  });

  it('never answers from memory for another user than the one the session was read for', async () => {
    const cache = new StandingCache();
    await cache.read(sessionA, alice, database(aal1).load(sessionA));
    const db = database(undefined);
    // Bob's token naming Alice's session: the database (which matches both ids) is asked and finds nothing.
    expect(await cache.read(sessionA, bob, db.load(sessionA))).toBeUndefined();
    expect(db.calls).toEqual([sessionA]);
    // Alice's own entry is untouched.
    expect(cache.holds(sessionA)).toBe(true);
  });

  it('keeps no answer for a session the database did not find', async () => {
    const cache = new StandingCache();
    const db = database(undefined);
    await cache.read(sessionA, alice, db.load(sessionA));
    await cache.read(sessionA, alice, db.load(sessionA));
    expect(db.calls).toHaveLength(2);
    expect(cache.size).toBe(0);
  });

  it("forgets every session of a user whose session or factor changed, and only that user's", async () => {
    const cache = new StandingCache();
    await cache.read(sessionA, alice, database(aal1).load(sessionA));
    await cache.read(sessionB, bob, database(aal1).load(sessionB));
    cache.forgetUser(alice.toUpperCase());
    expect(cache.holds(sessionA)).toBe(false);
    expect(cache.holds(sessionB)).toBe(true);
    cache.forgetAll();
    expect(cache.size).toBe(0);
  });

  it('does not keep what a read found when a change was heard while it waited for the database', async () => {
    const cache = new StandingCache();
    let finish: (standing: SessionStanding) => void = () => undefined;
    const pending = cache.read(
      sessionA,
      alice,
      () => new Promise<SessionStanding>((resolve) => (finish = resolve)),
    );
    // The sign-out commits after the read looked, before its answer came back.
    cache.forgetUser(alice);
    finish(aal1);
    expect(await pending).toEqual(aal1);
    expect(cache.holds(sessionA)).toBe(false);
  });

  it('matches ids whatever their letter case, as the database does', async () => {
    const cache = new StandingCache();
    const db = database(aal1);
    await cache.read(sessionA.toUpperCase(), alice.toUpperCase(), db.load(sessionA));
    await cache.read(sessionA, alice, db.load(sessionA));
    expect(db.calls).toHaveLength(1);
    cache.forgetUser(alice);
    expect(cache.holds(sessionA)).toBe(false);
  });

  it('keeps a bounded number of sessions, forgetting the oldest first', async () => {
    const cache = new StandingCache(2);
    const ids = [sessionA, sessionB, 'cccccccc-cccc-4ccc-8ccc-cccccccccccc'];
    for (const id of ids) await cache.read(id, alice, database(aal1).load(id));
    expect(cache.size).toBe(2);
    expect(ids.map((id) => cache.holds(id))).toEqual([false, true, true]);
  });

  it('hands out a frozen copy of the two values it keeps', async () => {
    const cache = new StandingCache();
    const row = { aal: 'aal2', hasVerifiedFactor: true, extra: 'not kept' };
    await cache.read(sessionA, alice, async () => row);
    const kept = await cache.read(sessionA, alice, async () => undefined);
    expect(kept).toEqual({ aal: 'aal2', hasVerifiedFactor: true });
    expect(Object.isFrozen(kept)).toBe(true);
  });
});
