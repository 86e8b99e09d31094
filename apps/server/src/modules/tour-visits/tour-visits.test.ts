import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  tourVisitListSchema,
  tourVisitSchema,
  type TourVisitBody,
} from '@artvoyage/contract';
import { tourVisits, users } from '../../db/schema';
import { postJson, relaxedRateLimits } from '../../testing/auth-helpers';
import { testDatabases } from '../../testing/test-server';
import { newAccount, setUpTestServer } from '../../testing/suite-server';

/** Requests one user may make per minute here: more than any test below needs but the last. */
const rateLimit = 40;

const classical = (overrides: Partial<TourVisitBody> = {}): TourVisitBody => ({
  current: 'venus-de-milo',
  visited: ['great-sphinx', 'venus-de-milo'],
  finished: false,
  changedAt: new Date(Date.now() - 60_000).toISOString(),
  ...overrides,
});

describe.each(testDatabases)('tour visits API on %s', (database) => {
  const server = setUpTestServer({
    database,
    env: { AUTH_RATE_LIMITS: relaxedRateLimits, TOUR_VISITS_RATE_LIMIT: `${rateLimit}/60` },
  });
  const url = (path = '') => `${server.baseUrl}/api/v1/tour-visits${path}`;
  const newUser = (label: string) => newAccount(server, label);
  const list = async (token: string) => {
    const response = await fetch(url(), { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return tourVisitListSchema.parse(await response.json()).visits;
  };
  const put = (token: string | undefined, body: unknown, tourId = 'classicalAntiquities') =>
    postJson(url(`/${tourId}`), body, token, 'PUT');
  const putRaw = (token: string, text: string) =>
    fetch(url('/classicalAntiquities'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: text,
    });
  const codeOf = (body: unknown) => errorBodySchema.parse(body).error.code;

  it('refuses callers without a token or with a signed-out one (401)', async () => {
    expect((await fetch(url())).status).toBe(401);
    const anonymous = await put(undefined, classical());
    expect(anonymous.status).toBe(401);
    expect(codeOf(anonymous.body)).toBe('UNAUTHORIZED');
    const garbage = await fetch(url(), { headers: { authorization: 'Bearer not-a-token' } });
    expect(garbage.status).toBe(401);

    const { token } = await newUser('tours-revoked');
    expect((await put(token, classical())).status).toBe(200);
    expect((await postJson(`${server.baseUrl}/auth/v1/logout`, {}, token)).status).toBe(204);
    expect((await fetch(url(), { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await put(token, classical({ current: 'winged-victory' }))).status).toBe(401);
  });

  it("keeps each account's visits to itself: the user is the token's, never the request's", async () => {
    const alice = await newUser('tours-alice');
    const bob = await newUser('tours-bob');
    const saved = await put(alice.token, classical());
    expect(saved.status).toBe(200);
    expect(tourVisitSchema.parse(saved.body)).toMatchObject({
      tourId: 'classicalAntiquities',
      current: 'venus-de-milo',
      visited: ['great-sphinx', 'venus-de-milo'],
      finished: false,
    });

    expect(await list(bob.token)).toEqual([]);
    // Bob writing the same tour changes only his own row, even with a newer time.
    const bobs = classical({ current: 'winged-victory', changedAt: new Date().toISOString() });
    expect((await put(bob.token, bobs)).status).toBe(200);
    expect((await list(alice.token)).map((visit) => visit.current)).toEqual(['venus-de-milo']);
    expect((await list(bob.token)).map((visit) => visit.current)).toEqual(['winged-victory']);

    // Naming Alice in the body is refused; in the path there is no such route.
    const named = await put(bob.token, { ...bobs, userId: alice.id });
    expect(named.status).toBe(400);
    expect(codeOf(named.body)).toBe('VALIDATION_FAILED');
    const inPath = await postJson(url(`/${alice.id}/classicalAntiquities`), bobs, bob.token, 'PUT');
    expect(inPath.status).toBe(404);
    const readPath = await fetch(url(`/${alice.id}`), { headers: { authorization: `Bearer ${bob.token}` } });
    expect([404, 405]).toContain(readPath.status);
    expect((await list(alice.token)).map((visit) => visit.current)).toEqual(['venus-de-milo']);
  });

  it('checks a visit against the tour catalogue', async () => {
    const { token } = await newUser('tours-catalogue');
    const unknownTour = await put(token, classical(), 'secretTour');
    expect(unknownTour.status).toBe(400);
    expect(codeOf(unknownTour.body)).toBe('UNKNOWN_TOUR');

    // The Mona Lisa is an artwork, but not a stop of the classical tour.
    const notAStop = await put(token, classical({ current: 'mona-lisa' }));
    expect(notAStop.status).toBe(400);
    expect(codeOf(notAStop.body)).toBe('NOT_A_TOUR_STOP');
    const visitedStranger = await put(token, classical({ visited: ['great-sphinx', 'mona-lisa'] }));
    expect(codeOf(visitedStranger.body)).toBe('NOT_A_TOUR_STOP');
    const noArtwork = await put(token, { ...classical(), current: 'not-an-artwork' });
    expect(noArtwork.status).toBe(400);
    expect(codeOf(noArtwork.body)).toBe('VALIDATION_FAILED');

    const duplicates = await put(token, classical({ visited: ['great-sphinx', 'great-sphinx'] }));
    expect(duplicates.status).toBe(400);
    expect(errorBodySchema.parse(duplicates.body).error.message).toMatch(/more than once/);
    const oversized = await put(token, { ...classical(), visited: Array(13).fill('great-sphinx') });
    expect(oversized.status).toBe(400);
    expect(codeOf(oversized.body)).toBe('VALIDATION_FAILED');
    // Four stops of the sculpture tour are fine there, but the classical tour has only three.
    const fourStops = await put(
      token,
      classical({ visited: ['great-sphinx', 'venus-de-milo', 'winged-victory', 'psyche-cupid'] }),
    );
    expect(fourStops.status).toBe(400);

    expect(await list(token)).toEqual([]);
  });

  it('refuses extra keys, malformed JSON, a bad time and an oversized body with a 4xx', async () => {
    const { token } = await newUser('tours-shape');
    const extra = await put(token, { ...classical(), points: 1000 });
    expect(extra.status).toBe(400);
    const malformed = await putRaw(token, '{"current": "venus-de-milo",');
    expect(malformed.status).toBe(400);
    expect(codeOf(await malformed.json())).toBe('VALIDATION_FAILED');
    const notObject = await putRaw(token, '[1,2,3]');
    expect(notObject.status).toBe(400);
    const badTime = await put(token, classical({ changedAt: 'yesterday' }));
    expect(badTime.status).toBe(400);
    const missing = await put(token, { current: 'venus-de-milo', visited: [], finished: false });
    expect(missing.status).toBe(400);
    const huge = await putRaw(token, JSON.stringify({ ...classical(), padding: 'x'.repeat(8000) }));
    expect(huge.status).toBe(413);
    expect(codeOf(await huge.json())).toBe('PAYLOAD_TOO_LARGE');
    expect(await list(token)).toEqual([]);
  });

  it('keeps the newer visit: a replayed older write answers the stored one and changes nothing', async () => {
    const { token } = await newUser('tours-replay');
    const older = classical({ changedAt: new Date(Date.now() - 120_000).toISOString() });
    const newer = classical({
      current: 'winged-victory',
      visited: ['great-sphinx', 'venus-de-milo', 'winged-victory'],
      finished: true,
      changedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await put(token, older)).status).toBe(200);
    const kept = await put(token, newer);
    expect(tourVisitSchema.parse(kept.body)).toMatchObject({ current: 'winged-victory', finished: true });

    const replay = await put(token, older);
    expect(replay.status).toBe(200);
    // The answer is the stored visit, which the device adopts.
    expect(tourVisitSchema.parse(replay.body)).toEqual({ tourId: 'classicalAntiquities', ...newer });
    // The same time again is a replay too: the stored visit stays.
    const sameTime = await put(token, { ...newer, current: 'great-sphinx', finished: false });
    expect(tourVisitSchema.parse(sameTime.body).current).toBe('winged-victory');
    expect(await list(token)).toEqual([{ tourId: 'classicalAntiquities', ...newer }]);
  });

  it('counts a time in the future as now, so it cannot pin a visit', async () => {
    const { token } = await newUser('tours-future');
    const before = Date.now();
    const future = await put(token, classical({ changedAt: '2999-01-01T00:00:00.000Z' }));
    expect(future.status).toBe(200);
    const stored = Date.parse(tourVisitSchema.parse(future.body).changedAt);
    expect(stored).toBeGreaterThanOrEqual(before - 1000);
    expect(stored).toBeLessThanOrEqual(Date.now() + 1000);

    // A real change a moment later wins over the made-up time.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const later = await put(
      token,
      classical({ current: 'great-sphinx', changedAt: new Date().toISOString() }),
    );
    expect(tourVisitSchema.parse(later.body).current).toBe('great-sphinx');
    expect((await list(token))[0]?.current).toBe('great-sphinx');
  });

  it('ends with the newest of 20 concurrent writes, whatever order they arrive in', async () => {
    const { token } = await newUser('tours-race');
    const base = Date.now() - 100_000;
    const stops = ['great-sphinx', 'venus-de-milo', 'winged-victory'] as const;
    // Shuffled times, so arrival order and time order differ.
    const offsets = Array.from({ length: 20 }, (_, index) => (index * 7) % 20);
    const results = await Promise.all(
      offsets.map((offset) =>
        put(
          token,
          classical({
            current: stops[offset % 3],
            visited: [stops[offset % 3] ?? 'great-sphinx'],
            changedAt: new Date(base + offset * 1000).toISOString(),
          }),
        ),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    const newest = {
      tourId: 'classicalAntiquities',
      current: stops[19 % 3],
      visited: [stops[19 % 3]],
      finished: false,
      changedAt: new Date(base + 19_000).toISOString(),
    };
    expect(await list(token)).toEqual([newest]);
  });

  it('limits writes per user (429), not per address', async () => {
    const tired = await newUser('tours-tired');
    const fresh = await newUser('tours-fresh');
    const statuses: number[] = [];
    for (let index = 0; index <= rateLimit; index += 1) {
      statuses.push((await put(tired.token, classical())).status);
    }
    expect(statuses.slice(0, rateLimit)).toEqual(Array(rateLimit).fill(200));
    expect(statuses[rateLimit]).toBe(429);
    // Another user from the same address is not held back.
    expect((await put(fresh.token, classical())).status).toBe(200);
  });

  it('removes the visits with the account', async () => {
    const gone = await newUser('tours-gone');
    expect((await put(gone.token, classical())).status).toBe(200);
    expect(
      (await put(gone.token, classical({ current: 'mona-lisa', visited: [] }), 'renaissanceMasters')).status,
    ).toBe(200);
    const rows = () => server.app.database.db.select().from(tourVisits).where(eq(tourVisits.userId, gone.id));
    expect(await rows()).toHaveLength(2);
    await server.app.database.db.delete(users).where(eq(users.id, gone.id));
    expect(await rows()).toEqual([]);
  });
});
