import { FunctionsClient, FunctionsHttpError } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findQuiz, matchingPairs, trueFalseStatements } from '@artvoyage/content/games';
import type { gameIds } from '@artvoyage/contract';
import {
  achievementStatusSchema,
  artworkIds,
  challengeSchema,
  errorBodySchema,
  gameRoundResultSchema,
  gameRoundSchema,
  gamificationResultSchema,
  leaderboardRowSchema,
  tourIds,
  userStatsSchema,
  xpRewards,
  type GamificationAction,
  type Itinerary,
} from '@artvoyage/contract';
import {
  achievements,
  badges,
  gameRounds,
  recognitions,
  userAchievements,
  userBadges,
  userProfiles,
  xpEvents,
} from '../../db/schema';
import { postJson } from '../../testing/auth-helpers';
import { testDatabases } from '../../testing/test-server';
import { setUpAccountsSuite } from '../../testing/suite-server';
import { achievementRules, badgeForAchievement, isoWeek } from './rules';

type AnswerFor = (items: string[]) => unknown[];

describe.each(testDatabases)('gamification on %s', (database) => {
  const { server, db, newAccount: newUser } = setUpAccountsSuite(database);
  const act = (token: string | undefined, body: GamificationAction | Record<string, unknown>) =>
    postJson(`${server.baseUrl}/functions/v1/gamification-system`, body, token);
  const ok = async (token: string, body: GamificationAction) => {
    const response = await act(token, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return gamificationResultSchema.parse(response.body);
  };
  const rpc = async (token: string | undefined, name: string) =>
    postJson(`${server.baseUrl}/rest/v1/rpc/${name}`, {}, token);
  const achievementsOf = async (token: string) =>
    achievementStatusSchema.array().parse((await rpc(token, 'get_achievements')).body);
  const earned = async (token: string) =>
    (await achievementsOf(token)).filter((entry) => entry.earned_date !== null).map((entry) => entry.id);
  const setXp = async (userId: string, xp: number) => {
    await db().update(userProfiles).set({ experiencePoints: xp }).where(eq(userProfiles.userId, userId));
  };
  const profile = async (userId: string) => {
    const [row] = await db().select().from(userProfiles).where(eq(userProfiles.userId, userId));
    if (!row) throw new Error('no profile');
    return row;
  };
  const view = (token: string, artworkId: (typeof artworkIds)[number]) =>
    ok(token, { action: 'artwork_viewed', data: { artworkId } });
  /** The row the recognition route records for a signed-in user's recognised photo. */
  const recognised = async (userId: string) => {
    const [row] = await db()
      .insert(recognitions)
      .values({ userId, subject: 'artwork:mona-lisa' })
      .returning({ id: recognitions.id });
    if (!row) throw new Error('no recognition');
    return row.id;
  };
  /** Opens a round, lets a minute pass as if it were played, finishes it with the given answers. */
  const playRound = async (token: string, gameId: (typeof gameIds)[number], answer: AnswerFor) => {
    const opened = await postJson(`${server.baseUrl}/api/v1/game-rounds`, { game_id: gameId }, token);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const round = gameRoundSchema.parse(opened.body);
    await db()
      .update(gameRounds)
      .set({ openedAt: new Date(Date.now() - 60_000) })
      .where(eq(gameRounds.id, round.id));
    const finished = await postJson(
      `${server.baseUrl}/api/v1/game-rounds/${round.id}/finish`,
      { answers: answer(round.items) },
      token,
    );
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    return gameRoundResultSchema.parse(finished.body);
  };

  it('seeds one achievement per rule and the badges they award', async () => {
    const rows = await db().select().from(achievements);
    expect(rows.map((row) => row.id).sort()).toEqual(Object.keys(achievementRules).sort());
    for (const row of rows) {
      expect([50, 100, 150, 300, 500]).toContain(row.pointsReward);
      expect(row.icon).not.toBe('');
    }
    const badgeIds = (await db().select({ id: badges.id }).from(badges)).map((row) => row.id).sort();
    expect(badgeIds).toEqual(Object.values(badgeForAchievement).sort());
  });

  it('gives every new account First Steps at sign-up, its points being the initial 100 XP', async () => {
    const user = await newUser('first');
    const list = await achievementsOf(user.token);
    expect(list).toHaveLength(Object.keys(achievementRules).length);
    const first = list.find((entry) => entry.id === 'first-steps');
    const signedUp = (await profile(user.id)).createdAt.getTime();
    expect(Math.abs(new Date(first?.earned_date ?? 0).getTime() - signedUp)).toBeLessThan(5000);
    expect(list.filter((entry) => entry.earned_date !== null).map((entry) => entry.id)).toEqual([
      'first-steps',
    ]);
    // Ordered by points, then name.
    const keys = list.map((entry) => [entry.points_reward, entry.name] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)));
    const check = await ok(user.token, { action: 'check_achievements', data: {} });
    expect(check).toMatchObject({ newAchievements: [], xpAwarded: 0, experience_points: 100, user_level: 1 });
  });

  it('refuses callers without a valid token in each API shape', async () => {
    const none = await act(undefined, { action: 'daily_visit' });
    expect(none.status).toBe(401);
    expect(errorBodySchema.parse(none.body).error.code).toBe('UNAUTHORIZED');
    const garbage = await act('a.b.c', { action: 'daily_visit' });
    expect(garbage.status).toBe(401);
    const stats = await rpc(undefined, 'get_user_stats');
    expect(stats.status).toBe(401);
    expect(stats.body).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String), details: null });
  });

  it('counts each event key once', async () => {
    const user = await newUser('idem');
    expect(await ok(user.token, { action: 'daily_visit', data: {} })).toMatchObject({
      success: true,
      message: '+10 XP',
      xpAwarded: 10,
      experience_points: 110,
    });
    expect(await ok(user.token, { action: 'daily_visit', data: {} })).toMatchObject({
      message: 'Already counted',
      xpAwarded: 0,
      experience_points: 110,
    });
    await view(user.token, 'mona-lisa');
    expect((await view(user.token, 'mona-lisa')).xpAwarded).toBe(0);
    // A tour counts only once each of its artworks was viewed.
    const early = await act(user.token, { action: 'tour_completed', data: { tourId: 'frenchArt' } });
    expect(early.status).toBe(422);
    expect(errorBodySchema.parse(early.body).error.code).toBe('TOUR_INCOMPLETE');
    for (const artworkId of ['liberty-leading', 'coronation-napoleon', 'raft-medusa'] as const) {
      await view(user.token, artworkId);
    }
    await ok(user.token, { action: 'tour_completed', data: { tourId: 'frenchArt' } });
    expect(
      (await ok(user.token, { action: 'tour_completed', data: { tourId: 'frenchArt' } })).xpAwarded,
    ).toBe(0);
    const photo = { action: 'photo_recognized', data: { recognitionId: await recognised(user.id) } } as const;
    expect((await ok(user.token, photo)).newAchievements.map((a) => a.id)).toEqual(['first-photo']);
    expect((await ok(user.token, photo)).xpAwarded).toBe(0);
    // 100 + 10 (visit) + 4 × 5 (artworks) + 50 (tour) + 20 (photo) + 50 (Keen Eye).
    expect((await profile(user.id)).experiencePoints).toBe(250);
    // Concurrent repeats of one new event still count once.
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        act(user.token, { action: 'artwork_viewed', data: { artworkId: 'psyche-cupid' } }),
      ),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(burst.filter((r) => (r.body as { xpAwarded: number }).xpAwarded > 0)).toHaveLength(1);
    // The fifth artwork of the week also completes Gallery Wanderer: 5 + its 100, paid once.
    expect((await profile(user.id)).experiencePoints).toBe(355);
  });

  it('pays a tour once, to the user who opened its stops, and refuses invented or oversized completions', async () => {
    const walker = await newUser('tour-walker');
    const other = await newUser('tour-other');
    for (const artworkId of ['great-sphinx', 'venus-de-milo', 'winged-victory'] as const) {
      await view(walker.token, artworkId);
    }
    // Another user's views are not evidence for this one: the tour finish screen cannot pay them.
    const borrowed = await act(other.token, {
      action: 'tour_completed',
      data: { tourId: 'classicalAntiquities' },
    });
    expect(borrowed.status).toBe(422);
    expect(errorBodySchema.parse(borrowed.body).error.code).toBe('TOUR_INCOMPLETE');
    // The walker is paid once, however often the finish screen is replayed, even all at once.
    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        act(walker.token, { action: 'tour_completed', data: { tourId: 'classicalAntiquities' } }),
      ),
    );
    expect(replays.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(replays.filter((r) => (r.body as { xpAwarded: number }).xpAwarded > 0)).toHaveLength(1);
    // An invented tour (a page slug is not a tour id), an oversized id and no token: 4xx, never a 500.
    for (const tourId of ['classical', 'x'.repeat(100_000), 42, null]) {
      const invented = await act(walker.token, { action: 'tour_completed', data: { tourId } });
      expect(invented.status, String(tourId).slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(invented.status).toBeLessThan(500);
    }
    expect(
      (await act(undefined, { action: 'tour_completed', data: { tourId: 'classicalAntiquities' } })).status,
    ).toBe(401);
    // 100 + 3 × 5 (views) + 50 (tour, once).
    expect((await profile(walker.id)).experiencePoints).toBe(165);
    expect((await profile(other.id)).experiencePoints).toBe(100);
  });

  it('moves levels at 1000 XP boundaries and unlocks Peak Conqueror at 1000 XP', async () => {
    const user = await newUser('levels');
    await setXp(user.id, 994);
    expect(await view(user.token, 'mona-lisa')).toMatchObject({
      experience_points: 999,
      user_level: 1,
      newAchievements: [],
    });
    const peak = await view(user.token, 'venus-de-milo');
    expect(peak.newAchievements.map((a) => a.id)).toEqual(['peak-conqueror']);
    // 1004 plus Peak Conqueror's 300.
    expect(peak).toMatchObject({ xpAwarded: 305, experience_points: 1304, user_level: 2 });
    await setXp(user.id, 1994);
    expect(await view(user.token, 'winged-victory')).toMatchObject({
      experience_points: 1999,
      user_level: 2,
    });
    expect(await view(user.token, 'liberty-leading')).toMatchObject({
      experience_points: 2004,
      user_level: 3,
    });
    expect((await profile(user.id)).userLevel).toBe(3);
    await setXp(user.id, 3995);
    const beacon = await view(user.token, 'wedding-feast');
    expect(beacon.newAchievements.map((a) => a.id)).toEqual(['beacon-of-knowledge']);
    // 4000 plus Beacon's 500, plus Gallery Wanderer's 100: this was the week's fifth artwork.
    expect(beacon).toMatchObject({ experience_points: 4600, user_level: 5, xpAwarded: 605 });
  });

  it('lets one reward cross the next threshold (Peak Conqueror into level 5) and awards the badges', async () => {
    const user = await newUser('cascade');
    await setXp(user.id, 3695);
    const result = await view(user.token, 'mona-lisa');
    expect(result.newAchievements.map((a) => a.id)).toEqual(['peak-conqueror', 'beacon-of-knowledge']);
    expect(result).toMatchObject({ experience_points: 4500, user_level: 5, xpAwarded: 805 });
    const owned = await db()
      .select({ id: userBadges.badgeId })
      .from(userBadges)
      .where(eq(userBadges.userId, user.id));
    expect(owned.map((row) => row.id).sort()).toEqual(['beacon', 'summit']);
  });

  it('unlocks the culture and planning achievements by their rules', async () => {
    const user = await newUser('culture');
    for (const artworkId of artworkIds.slice(0, -1)) await view(user.token, artworkId);
    expect(await earned(user.token)).not.toContain('all-artworks');
    expect(
      (await view(user.token, artworkIds[artworkIds.length - 1] ?? 'mona-lisa')).newAchievements.map(
        (a) => a.id,
      ),
    ).toEqual(['all-artworks']);
    for (const tourId of tourIds) await ok(user.token, { action: 'tour_completed', data: { tourId } });
    expect(await earned(user.token)).toContain('all-tours');
    const owned = await db()
      .select({ id: userBadges.badgeId })
      .from(userBadges)
      .where(eq(userBadges.userId, user.id));
    // With the week's artwork challenge paid on the way, the XP passes 1000 too (Summit).
    expect(owned.map((row) => row.id).sort()).toEqual(['culture-explorer', 'summit', 'tour-guide']);

    // An itinerary counts only once it is stored in the account.
    const missing = await act(user.token, {
      action: 'itinerary_saved',
      data: { itineraryId: 'itinerary-1-abc' },
    });
    expect(missing.status).toBe(404);
    expect(errorBodySchema.parse(missing.body).error.code).toBe('NOT_FOUND');
    expect(
      (
        await postJson(
          `${server.baseUrl}/api/v1/itineraries/itinerary-1-abc`,
          trip('itinerary-1-abc', 'mona-lisa', [false]),
          user.token,
          'PUT',
        )
      ).status,
    ).toBe(201);
    const saved = await ok(user.token, {
      action: 'itinerary_saved',
      data: { itineraryId: 'itinerary-1-abc' },
    });
    // 100 + 10×5 + 100 (Gallery Wanderer) + 300 (all artworks) + 4×50 + 300 (all tours) = 1050,
    // plus Peak Conqueror's 300 on the way; now +25 +50.
    expect(saved.newAchievements.map((a) => a.id)).toEqual(['first-itinerary']);
    expect(saved).toMatchObject({ xpAwarded: 25 + 50, experience_points: 1425, user_level: 2 });
  });

  it('scales game XP with the score the server counts and unlocks the game achievements', async () => {
    const user = await newUser('games');
    const rightQuiz = (gameId: string) => (items: string[]) =>
      items.map((id) => findQuiz(gameId)?.questions.find((question) => question.id === id)?.correctAnswer);
    // Seven of ten pairs matched.
    const first = await playRound(user.token, 'matching-game', () =>
      matchingPairs.slice(0, 7).map((pair) => [pair.id, pair.id]),
    );
    expect(first).toMatchObject({ score: 700, max_score: 1000 });
    expect(first.newAchievements.map((a) => a.id)).toEqual(['first-game']);
    expect(first.xpAwarded).toBe(35 + 50);
    // A perfect score outside the quizzes is not a perfect quiz; inside one it is.
    await playRound(user.token, 'true-false-quiz', (items) =>
      items.map((id) => trueFalseStatements.find((statement) => statement.id === id)?.isTrue ?? null),
    );
    expect(await earned(user.token)).not.toContain('perfect-quiz');
    const almost = await playRound(user.token, 'louvre-history-quiz', (items) =>
      rightQuiz('louvre-history-quiz')(items).map((answer, index) => (index === 0 ? null : answer)),
    );
    expect(almost).toMatchObject({ score: 700, max_score: 800, newAchievements: [] });
    const perfect = await playRound(user.token, 'famous-artworks-quiz', rightQuiz('famous-artworks-quiz'));
    expect(perfect.newAchievements.map((a) => a.id)).toEqual(['perfect-quiz']);
    // Playing one game again does not add a distinct game.
    await playRound(user.token, 'matching-game', () => []);
    const remaining: Array<[(typeof gameIds)[number], AnswerFor]> = [
      ['artists-knowledge-test', (items) => items.map(() => null)],
      ['art-terms-crossword', () => Array.from({ length: 15 }, () => '.'.repeat(15))],
      ['guess-the-artwork', (items) => items.map(() => null)],
      ['chronology-puzzle', (items) => items],
    ];
    for (const [index, [gameId, answer]] of remaining.entries()) {
      const result = await playRound(user.token, gameId, answer);
      expect(result.newAchievements.map((a) => a.id)).toEqual(
        index === remaining.length - 1 ? ['all-games'] : [],
      );
    }
    // The old way, a score the client claims, is gone.
    const claimed = await act(user.token, {
      action: 'game_finished',
      data: { eventId: 'game-event-99', gameId: 'matching-game', score: 10, maxScore: 10 },
    });
    expect(claimed.status).toBe(400);
  });

  it('checks the profile before counting it complete', async () => {
    const user = await newUser('profile');
    const incomplete = await act(user.token, { action: 'profile_completed', data: {} });
    expect(incomplete.status).toBe(422);
    const { error } = errorBodySchema.parse(incomplete.body);
    expect(error.code).toBe('PROFILE_INCOMPLETE');
    expect(error.message).toMatch(/bio/);
    expect(error.message).toMatch(/favourite destination/);
    expect(error.message).not.toMatch(/language/);
    const patched = await postJson(
      `${server.baseUrl}/api/v1/profile`,
      { bio: 'Painter of sunsets', favorite_destinations: ['Florence'] },
      user.token,
      'PATCH',
    );
    expect(patched.status).toBe(200);
    const done = await ok(user.token, { action: 'profile_completed', data: {} });
    expect(done.newAchievements.map((a) => a.id)).toEqual(['profile-complete']);
    expect(done.xpAwarded).toBe(50 + 100);
  });

  it('unlocks Regular Visitor on the seventh daily visit', async () => {
    const user = await newUser('visits');
    await db()
      .insert(xpEvents)
      .values(
        [1, 2, 3, 4, 5, 6].map((daysAgo) => ({
          userId: user.id,
          eventKey: `daily_visit:2000-01-0${daysAgo}`,
          action: 'daily_visit',
          xp: 10,
        })),
      );
    const visit = await ok(user.token, { action: 'daily_visit', data: {} });
    expect(visit.newAchievements.map((a) => a.id)).toEqual(['seven-visits']);
  });

  it('pays a weekly challenge with the event that completes it; listing them is a pure read', async () => {
    const user = await newUser('weekly');
    const list = async () =>
      challengeSchema.array().parse((await rpc(user.token, 'get_weekly_challenges')).body);
    const before = await list();
    expect(before.map((c) => [c.id, c.progress, c.total, c.completed, c.rewarded])).toEqual([
      ['weekly-artworks', 0, 5, false, false],
      ['weekly-games', 0, 3, false, false],
      ['weekly-posts', 0, 2, false, false],
    ]);
    const secondsLeft = (isoWeek(new Date()).end.getTime() - Date.now()) / 1000;
    expect(Math.abs((before[0]?.timeLeft ?? 0) - secondsLeft)).toBeLessThan(60);
    // Artworks viewed in an earlier week (before this one started) do not count this week.
    await db()
      .insert(xpEvents)
      .values({
        userId: user.id,
        eventKey: 'artwork_week:2000-01-03:mona-lisa',
        action: 'artwork_week',
        xp: 0,
        createdAt: new Date('2000-01-04T00:00:00Z'),
      });
    for (const artworkId of artworkIds.slice(0, 4)) await view(user.token, artworkId);
    const xpBefore = (await profile(user.id)).experiencePoints;
    expect((await list())[0]).toMatchObject({ progress: 4, completed: false, rewarded: false });
    // The fifth view earns its own XP and the challenge's 100 in the same answer.
    const fifth = await ok(user.token, { action: 'artwork_viewed', data: { artworkId: artworkIds[4] } });
    expect(fifth.xpAwarded).toBe(xpRewards.artwork_viewed + 100);
    expect(fifth.experience_points).toBe(xpBefore + xpRewards.artwork_viewed + 100);
    expect((await profile(user.id)).experiencePoints).toBe(fifth.experience_points);
    // Listing, however often, changes nothing.
    expect((await list())[0]).toMatchObject({ progress: 5, completed: true, rewarded: true });
    expect((await list())[0]).toMatchObject({ completed: true, rewarded: true });
    expect((await profile(user.id)).experiencePoints).toBe(fifth.experience_points);
  });

  it('ranks the leaderboard by XP, then the earlier account, then the user id, for visitors too', async () => {
    const users = [
      await newUser('lead-a'),
      await newUser('lead-b'),
      await newUser('lead-c'),
      await newUser('lead-d'),
    ];
    const [a, b, c, d] = users as [
      (typeof users)[0],
      (typeof users)[0],
      (typeof users)[0],
      (typeof users)[0],
    ];
    await db().update(userProfiles).set({ fullName: '' }).where(eq(userProfiles.userId, d.id));
    await setXp(a.id, 900_000);
    await setXp(b.id, 950_000);
    await setXp(c.id, 900_000);
    await setXp(d.id, 900_000);
    // a and c signed up at the same instant: the smaller user id wins; d signed up earlier than both.
    const same = new Date('2024-01-02T00:00:00Z');
    await db()
      .update(userProfiles)
      .set({ createdAt: same })
      .where(sql`${userProfiles.userId} in (${a.id}, ${c.id})`);
    await db()
      .update(userProfiles)
      .set({ createdAt: new Date('2024-01-01T00:00:00Z') })
      .where(eq(userProfiles.userId, d.id));
    // These points went straight into the database, past the service that forgets the cached
    // leaderboard: they show once its second is over.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await fetch(`${server.baseUrl}/rest/v1/rpc/get_leaderboard`);
    expect(response.status).toBe(200);
    const rows = leaderboardRowSchema.array().parse(await response.json());
    expect(rows.length).toBeLessThanOrEqual(10);
    const [smaller, larger] = [a.id, c.id].sort();
    expect(rows.slice(0, 4).map((row) => [row.rank, row.user_id, row.points])).toEqual([
      [1, b.id, 950_000],
      [2, d.id, 900_000],
      [3, smaller, 900_000],
      [4, larger, 900_000],
    ]);
    expect(rows[1]).toMatchObject({ name: 'Traveler', level: 901 });
    expect(rows[0]).toMatchObject({ name: 'Test User', level: 951 });
  });

  it('reports stats with completed trips and their countries', async () => {
    const user = await newUser('stats');
    const put = (itinerary: Itinerary) =>
      postJson(`${server.baseUrl}/api/v1/itineraries/${itinerary.id}`, itinerary, user.token, 'PUT');
    expect((await put(trip('itinerary-1-paris', 'mona-lisa', [true, true]))).status).toBe(201);
    expect((await put(trip('itinerary-2-milos', 'venus-de-milo', [true]))).status).toBe(201);
    expect((await put(trip('itinerary-3-samothrace', 'winged-victory', [true]))).status).toBe(201);
    expect((await put(trip('itinerary-4-venice', 'wedding-feast', [true, false]))).status).toBe(201);
    expect((await put(trip('itinerary-5-empty', 'great-sphinx', []))).status).toBe(201);
    expect((await put(trip('itinerary-6-gone', 'psyche-cupid', [true]))).status).toBe(201);
    expect(
      (
        await fetch(`${server.baseUrl}/api/v1/itineraries/itinerary-6-gone`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${user.token}` },
        })
      ).status,
    ).toBe(204);
    const stats = userStatsSchema.parse((await rpc(user.token, 'get_user_stats')).body);
    expect(stats).toEqual({
      achievementsUnlocked: 1,
      postsCreated: 0,
      tripsCompleted: 3,
      countriesVisited: 2,
    });
  });

  it('works through @supabase/functions-js and @supabase/postgrest-js', async () => {
    const user = await newUser('clients');
    for (const artworkId of [
      'venus-de-milo',
      'winged-victory',
      'psyche-cupid',
      'michelangelo-slaves',
    ] as const) {
      await view(user.token, artworkId);
    }
    const functions = new FunctionsClient(`${server.baseUrl}/functions/v1`);
    const { data, error } = await functions.invoke('gamification-system', {
      body: { action: 'tour_completed', data: { tourId: 'sculptureRoute' } },
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(error).toBeNull();
    expect(gamificationResultSchema.parse(data)).toMatchObject({
      success: true,
      xpAwarded: 50,
      message: '+50 XP',
    });
    const refused = await functions.invoke('gamification-system', { body: { action: 'fly' } });
    expect(refused.error).toBeInstanceOf(FunctionsHttpError);
    expect(refused.response?.status).toBe(401);

    const rest = new PostgrestClient(`${server.baseUrl}/rest/v1`, {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    const stats = await rest.rpc('get_user_stats');
    expect(stats.error).toBeNull();
    expect(userStatsSchema.parse(stats.data)).toMatchObject({ achievementsUnlocked: 1 });
    const leaders = await rest.rpc('get_leaderboard');
    expect(leaderboardRowSchema.array().parse(leaders.data).length).toBeGreaterThan(0);
    const check = await rest.rpc('check_achievements');
    expect(check.data).toEqual({ newAchievements: [] });
    const viaGet = await rest.rpc('get_achievements', {}, { get: true });
    expect(achievementStatusSchema.array().parse(viaGet.data).length).toBe(
      Object.keys(achievementRules).length,
    );
    const challenges = await rest.rpc('get_weekly_challenges');
    expect(challengeSchema.array().parse(challenges.data)).toHaveLength(3);
    const unknown = await rest.rpc('drop_everything');
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: expect.stringContaining('drop_everything'),
    });
    const anonymous = await new PostgrestClient(`${server.baseUrl}/rest/v1`).rpc('get_user_stats');
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.message).toEqual(expect.any(String));
  });

  it("serves each caller's achievements from a short cache that an unlock forgets at once", async () => {
    const user = await newUser('cached-achievements');
    const other = await newUser('cached-achievements-other');
    // Both lists are cached now; each is its own caller's.
    expect(await earned(user.token)).toEqual(['first-steps']);
    expect(await earned(other.token)).toEqual(['first-steps']);
    await setXp(user.id, 994);
    const peak = await view(user.token, 'mona-lisa').then(() => view(user.token, 'venus-de-milo'));
    expect(peak.newAchievements.map((a) => a.id)).toEqual(['peak-conqueror']);
    // The unlock shows on the next read, for its owner only.
    expect((await earned(user.token)).sort()).toEqual(['first-steps', 'peak-conqueror']);
    expect(await earned(other.token)).toEqual(['first-steps']);
    // Without a token there is no list to read, cached or not.
    expect((await rpc(undefined, 'get_achievements')).status).toBe(401);

    // The leaderboard, cached for visitors, shows an XP change through the service on the next read.
    const leaders = async () =>
      leaderboardRowSchema.array().parse((await rpc(undefined, 'get_leaderboard')).body);
    await leaders();
    await setXp(other.id, 5_000_000);
    // 5 for the view, and the XP achievements it unlocks on the way.
    const { experience_points: points } = await view(other.token, 'mona-lisa');
    expect(points).toBeGreaterThan(5_000_000);
    expect((await leaders())[0]).toMatchObject({ user_id: other.id, points });
  });

  it('keeps achievements per account', async () => {
    const user = await newUser('isolated');
    const other = await newUser('isolated-other');
    await ok(other.token, {
      action: 'photo_recognized',
      data: { recognitionId: await recognised(other.id) },
    });
    expect(await earned(user.token)).toEqual(['first-steps']);
    const rows = await db().select().from(userAchievements).where(eq(userAchievements.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});

function trip(id: string, linkedArtworkId: string, completed: boolean[]): Itinerary {
  return {
    id,
    name: `Trip ${id}`,
    linkedArtworkId,
    days: [
      {
        day: 1,
        title: 'Day one',
        activities: completed.map((done, index) => ({
          time: `1${index}:00`,
          description: 'Visit the museum',
          completed: done,
        })),
      },
    ],
  };
}
