import { and, count, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { quizGameIds } from '@artvoyage/contract';
import type { Executor } from '../../db/database';
import { postComments, travelPosts, userProfiles, xpEvents } from '../../db/schema';
import { levelForXp, utcDayStart, type UserActivity, type WeeklyActivity } from './rules';

/** Counts the caller's xp_events of one action (each event key counts once by construction). */
const eventCount = (userId: string, action: string) =>
  sql<number>`(select count(*) from ${xpEvents} where ${xpEvents.userId} = ${userId} and ${xpEvents.action} = ${action})::int`;

const quizList = sql.join(
  quizGameIds.map((id) => sql`${id}`),
  sql`, `,
);

// Subqueries filter by the user id as a parameter: drizzle renders columns inside `sql` unqualified,
// so a correlated "user_id = user_id" would compare the inner table with itself.

/**
 * One snapshot of everything the achievement rules look at, in one query. `xp` is passed in because
 * the caller holds the not yet written total. Counts of events are monotonic (deleting a post does not
 * take "first post" back); likes received and comments are the current totals.
 */
export async function loadActivity(db: Executor, userId: string, xp: number): Promise<UserActivity> {
  const [row] = await db
    .select({
      postsPublished: eventCount(userId, 'post_published'),
      likesReceived: sql<number>`(select coalesce(sum(${travelPosts.likesCount}), 0) from ${travelPosts} where ${travelPosts.userId} = ${userId})::int`,
      commentsWritten: sql<number>`(select count(*) from ${postComments} where ${postComments.userId} = ${userId})::int`,
      artworksViewed: eventCount(userId, 'artwork_viewed'),
      toursCompleted: eventCount(userId, 'tour_completed'),
      itinerariesSaved: eventCount(userId, 'itinerary_saved'),
      photosRecognised: eventCount(userId, 'photo_recognized'),
      gamesFinished: sql<number>`(select count(distinct ${xpEvents.data}->>'gameId') from ${xpEvents} where ${xpEvents.userId} = ${userId} and ${xpEvents.action} = 'game_finished')::int`,
      perfectQuiz: sql<boolean>`exists (select 1 from ${xpEvents} where ${xpEvents.userId} = ${userId} and ${xpEvents.action} = 'game_finished' and ${xpEvents.data}->>'gameId' in (${quizList}) and (${xpEvents.data}->>'score') = (${xpEvents.data}->>'maxScore'))`,
      profileCompleted: sql<boolean>`exists (select 1 from ${xpEvents} where ${xpEvents.userId} = ${userId} and ${xpEvents.action} = 'profile_completed')`,
      dailyVisits: eventCount(userId, 'daily_visit'),
    })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  if (!row) throw new Error('activity of a user without a profile');
  return { ...row, xp, level: levelForXp(xp) };
}

/** What the user did between `start` (inclusive) and `end` (exclusive), for the weekly challenges. */
export async function loadWeeklyActivity(
  db: Executor,
  userId: string,
  week: { start: Date; end: Date },
): Promise<WeeklyActivity> {
  const [row] = await db
    .select({
      artworksViewed: sql<number>`(count(*) filter (where ${xpEvents.action} = 'artwork_week'))::int`,
      gamesFinished: sql<number>`(count(*) filter (where ${xpEvents.action} = 'game_finished'))::int`,
      postsPublished: sql<number>`(count(*) filter (where ${xpEvents.action} = 'post_published'))::int`,
    })
    .from(xpEvents)
    .where(
      and(eq(xpEvents.userId, userId), gte(xpEvents.createdAt, week.start), lt(xpEvents.createdAt, week.end)),
    );
  return row ?? { artworksViewed: 0, gamesFinished: 0, postsPublished: 0 };
}

/** How many events of `action` earned XP for the user since midnight UTC. */
export async function xpEventsToday(
  db: Executor,
  userId: string,
  action: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(xpEvents)
    .where(
      and(
        eq(xpEvents.userId, userId),
        eq(xpEvents.action, action),
        gt(xpEvents.xp, 0),
        gte(xpEvents.createdAt, utcDayStart(now)),
      ),
    );
  return row?.value ?? 0;
}
