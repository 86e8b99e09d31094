import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { xpRewards } from '@artvoyage/contract';
import { artTermsCrossword, findQuiz, timelineEvents, trueFalseStatements } from '@artvoyage/content/games';
import { crosswordFor } from '@artvoyage/content/locales/crosswords';
import { achievements, recognitions, userProfiles, xpEvents } from '../../db/schema';
import { postJson } from '../../testing/auth-helpers';
import { testDatabases } from '../../testing/test-server';
import { setUpAccountsSuite } from '../../testing/suite-server';

/*
 * An attacker farming XP along every path that used to take the client's word: invented game and
 * photo event ids, posts and itineraries created (and deleted) in bulk, rounds finished too fast,
 * twice at once, or with another player's id. Each path must stay within its daily cap.
 */
describe.each(testDatabases)('XP cannot be farmed on %s', (database) => {
  const { server, db, newAccount: newUser } = setUpAccountsSuite(database);
  type User = Awaited<ReturnType<typeof newUser>>;
  const act = (user: User, body: unknown) =>
    postJson(`${server.baseUrl}/functions/v1/gamification-system`, body, user.token);
  const xpOf = async (user: User) => {
    const [row] = await db()
      .select({ xp: userProfiles.experiencePoints })
      .from(userProfiles)
      .where(eq(userProfiles.userId, user.id));
    return row?.xp ?? Number.NaN;
  };
  /** XP the user's events of one action earned (achievements apart). */
  const earnedBy = async (user: User, action: string) => {
    const [row] = await db()
      .select({ xp: sql<number>`coalesce(sum(${xpEvents.xp}), 0)::int` })
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, user.id), eq(xpEvents.action, action)));
    return row?.xp ?? Number.NaN;
  };
  const openRound = async (user: User, gameId: string, locale?: string) => {
    const response = await postJson(
      `${server.baseUrl}/api/v1/game-rounds`,
      locale === undefined ? { game_id: gameId } : { game_id: gameId, locale },
      user.token,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: string; items: string[]; locale: string };
  };
  const finishRound = (user: User, roundId: string, answers: unknown[]) =>
    postJson(`${server.baseUrl}/api/v1/game-rounds/${roundId}/finish`, { answers }, user.token);
  /** As if the player had spent `seconds` on the round. */
  const age = async (roundId: string, seconds: number) => {
    await db().execute(
      sql`update game_rounds set opened_at = now() - make_interval(secs => ${seconds}) where id = ${roundId}`,
    );
  };
  /** What the recognition route records for a signed-in user's recognised photo. */
  const recordRecognition = async (user: User) => {
    const [row] = await db()
      .insert(recognitions)
      .values({ userId: user.id, subject: 'artwork:mona-lisa' })
      .returning({ id: recognitions.id });
    return row;
  };
  const rightQuizAnswers = (gameId: string, items: string[]) =>
    items.map((id) => findQuiz(gameId)?.questions.find((question) => question.id === id)?.correctAnswer);

  it('gives nothing for 50 invented game_finished event ids', async () => {
    const user = await newUser('farm-games');
    const before = await xpOf(user);
    for (let i = 0; i < 50; i++) {
      await act(user, {
        action: 'game_finished',
        data: { eventId: `invented-${i}-abcdef`, gameId: 'matching-game', score: 10, maxScore: 10 },
      });
    }
    expect(await xpOf(user)).toBe(before);
  });

  it('gives nothing for invented recognition ids, nor for another user’s', async () => {
    const user = await newUser('farm-photos');
    const before = await xpOf(user);
    for (let i = 0; i < 20; i++) {
      // Both the old field (a client-made id) and the new one (an id the server never recorded).
      const answer = await act(user, {
        action: 'photo_recognized',
        data: { eventId: `invented-photo-${i}`, recognitionId: randomUUID() },
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
    const other = await newUser('farm-photos-other');
    const recorded = await recordRecognition(other);
    const stolen = await act(user, { action: 'photo_recognized', data: { recognitionId: recorded?.id } });
    expect(stolen.status).toBe(404);
    expect(await xpOf(user)).toBe(before);
    // The owner earns it once.
    const own = await act(other, { action: 'photo_recognized', data: { recognitionId: recorded?.id } });
    expect(own.status).toBe(200);
    expect(await earnedBy(other, 'photo_recognized')).toBe(xpRewards.photo_recognized);
    await act(other, { action: 'photo_recognized', data: { recognitionId: recorded?.id } });
    expect(await earnedBy(other, 'photo_recognized')).toBe(xpRewards.photo_recognized);
  });

  it('caps recognitions per day', async () => {
    const user = await newUser('farm-photo-cap');
    for (let i = 0; i < 14; i++) {
      const row = await recordRecognition(user);
      expect((await act(user, { action: 'photo_recognized', data: { recognitionId: row?.id } })).status).toBe(
        200,
      );
    }
    expect(await earnedBy(user, 'photo_recognized')).toBe(10 * xpRewards.photo_recognized);
  });

  it('takes back the XP of deleted posts and caps posts per day', async () => {
    const user = await newUser('farm-posts');
    const before = await xpOf(user);
    for (let i = 0; i < 10; i++) {
      const post = await postJson(
        `${server.baseUrl}/api/v1/posts`,
        { title: `Farm ${i}`, content: 'x' },
        user.token,
      );
      expect(post.status).toBe(201);
      const gone = await fetch(`${server.baseUrl}/api/v1/posts/${String(post.body.id)}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(gone.status).toBe(204);
    }
    // Nothing is left of ten posts created and deleted, but First Post's one-time reward.
    expect(await earnedBy(user, 'post_published')).toBe(0);
    const [firstPost] = await db()
      .select({ points: achievements.pointsReward })
      .from(achievements)
      .where(eq(achievements.id, 'first-post'));
    expect(await xpOf(user)).toBe(before + (firstPost?.points ?? Number.NaN));
    for (let i = 0; i < 8; i++) {
      await postJson(`${server.baseUrl}/api/v1/posts`, { title: `Kept ${i}`, content: 'x' }, user.token);
    }
    expect(await earnedBy(user, 'post_published')).toBe(5 * xpRewards.post_published);
  });

  it('caps itineraries rewarded per day', async () => {
    const user = await newUser('farm-trips');
    for (let i = 0; i < 8; i++) {
      const id = `itinerary-${i}-farm`;
      const put = await postJson(
        `${server.baseUrl}/api/v1/itineraries/${id}`,
        {
          id,
          name: 'Farm',
          linkedArtworkId: 'mona-lisa',
          days: [
            { day: 1, title: 'Day', activities: [{ time: '10:00', description: 'Visit', completed: false }] },
          ],
        },
        user.token,
        'PUT',
      );
      expect(put.status, JSON.stringify(put.body)).toBe(201);
      expect((await act(user, { action: 'itinerary_saved', data: { itineraryId: id } })).status).toBe(200);
    }
    expect(await earnedBy(user, 'itinerary_saved')).toBe(5 * xpRewards.itinerary_saved);
  });

  it('scores a round on the server and refuses one finished faster than a person can play', async () => {
    const user = await newUser('farm-fast');
    const round = await openRound(user, 'famous-artworks-quiz');
    expect(round.items).toHaveLength(8);
    const answers = rightQuizAnswers('famous-artworks-quiz', round.items);
    const fast = await finishRound(user, round.id, answers);
    expect(fast.status).toBe(422);
    expect(fast.body).toMatchObject({ error: { code: 'ROUND_TOO_FAST' } });
    await age(round.id, 60);
    // Wrong answers: the server counts the score, whatever the client believes.
    const wrong = answers.map((answer) => ((answer ?? 0) + 1) % 4);
    const result = await finishRound(user, round.id, wrong);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ score: 0, max_score: 800, xpAwarded: 50 });
    expect(await earnedBy(user, 'game_finished')).toBe(0);
  });

  it('awards a round once when its finish is fired 20 times at once', async () => {
    const user = await newUser('farm-burst');
    const round = await openRound(user, 'true-false-quiz');
    await age(round.id, 60);
    const answers = round.items.map((id) => trueFalseStatements.find((s) => s.id === id)?.isTrue ?? null);
    const burst = await Promise.all(Array.from({ length: 20 }, () => finishRound(user, round.id, answers)));
    expect(burst.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(burst.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await earnedBy(user, 'game_finished')).toBe(xpRewards.game_finished);
  });

  it('refuses another player’s round and answers that do not fit the round', async () => {
    const alice = await newUser('round-alice');
    const bob = await newUser('round-bob');
    const round = await openRound(alice, 'chronology-puzzle');
    await age(round.id, 60);
    const inOrder = [...round.items].sort(
      (a, b) =>
        (timelineEvents.find((e) => e.id === a)?.year ?? 0) -
        (timelineEvents.find((e) => e.id === b)?.year ?? 0),
    );
    expect((await finishRound(bob, round.id, inOrder)).status).toBe(404);
    const doubled = await finishRound(alice, round.id, [...inOrder.slice(1), inOrder[1]]);
    expect(doubled.status).toBe(400);
    expect(doubled.body).toMatchObject({ error: { code: 'ANSWERS_INVALID' } });
    const done = await finishRound(alice, round.id, inOrder);
    expect(done.body).toMatchObject({ score: 1000, max_score: 1000 });
    expect(await earnedBy(bob, 'game_finished')).toBe(0);
  });

  it('scores a crossword round against the grid of the language it was opened in', async () => {
    const user = await newUser('farm-crossword');
    const solved = (grid: typeof artTermsCrossword) =>
      grid.solution.map((row) => row.map((letter) => letter ?? '.').join(''));
    const english = solved(artTermsCrossword);
    const russian = solved(crosswordFor('ru'));
    // Opened in Russian, answered with the English grid: not one of those letters is in the Russian grid.
    const inRussian = await openRound(user, 'art-terms-crossword', 'ru');
    expect(inRussian.locale).toBe('ru');
    await age(inRussian.id, 600);
    const latin = await finishRound(user, inRussian.id, english);
    expect(latin.status, JSON.stringify(latin.body)).toBe(200);
    expect(latin.body).toMatchObject({ score: 0, max_score: 100 });
    // Opened without a language it is the English grid, where the Russian answers score nothing either.
    const inEnglish = await openRound(user, 'art-terms-crossword');
    expect(inEnglish.locale).toBe('en');
    await age(inEnglish.id, 600);
    expect((await finishRound(user, inEnglish.id, russian)).body).toMatchObject({ score: 0 });
    // The grid the round was opened in scores in full.
    const again = await openRound(user, 'art-terms-crossword', 'ru');
    await age(again.id, 600);
    expect((await finishRound(user, again.id, russian)).body).toMatchObject({ score: 100, max_score: 100 });
    const french = await openRound(user, 'art-terms-crossword', 'fr');
    await age(french.id, 600);
    expect((await finishRound(user, french.id, solved(crosswordFor('fr')))).body).toMatchObject({
      score: 100,
    });
  });

  it('refuses a round in a language the app does not offer', async () => {
    const user = await newUser('farm-locale');
    for (const locale of ['de', 'EN', '', 42, null]) {
      const response = await postJson(
        `${server.baseUrl}/api/v1/game-rounds`,
        { game_id: 'art-terms-crossword', locale },
        user.token,
      );
      expect(response.status, `${String(locale)}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(response.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('caps game rewards per day', async () => {
    const user = await newUser('farm-rounds');
    for (let i = 0; i < 18; i++) {
      const round = await openRound(user, 'louvre-history-quiz');
      await age(round.id, 60);
      const result = await finishRound(user, round.id, rightQuizAnswers('louvre-history-quiz', round.items));
      expect(result.status).toBe(200);
    }
    expect(await earnedBy(user, 'game_finished')).toBe(15 * xpRewards.game_finished);
  });

  it('rate-limits the gamification function per user', async () => {
    const user = await newUser('farm-rate');
    const answers = await Promise.all(
      Array.from({ length: 70 }, () => act(user, { action: 'check_achievements', data: {} })),
    );
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(10);
    // Another user is not held back by it.
    const other = await newUser('farm-rate-other');
    expect((await act(other, { action: 'check_achievements', data: {} })).status).toBe(200);
  });
});
