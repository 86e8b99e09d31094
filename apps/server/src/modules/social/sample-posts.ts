import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { travelPosts } from '../../db/schema';

/**
 * The Museum Team's sample posts (seeded by apps/server/drizzle/0003_gamification_social.sql) with the
 * time the migration gives them, and how long before the database's first start they are shown as
 * written: a fixed date would make a new install's feed open on posts "551 days ago". Whole days plus a
 * few hours, so the feed reads "2 days ago" rather than "yesterday" whatever the hour of the start.
 */
export const samplePosts = [
  {
    id: '5a1e0000-0000-4000-8000-000000000001',
    seededAt: '2025-05-02T19:45:00.000Z',
    before: { days: 8, hours: 2 },
  },
  {
    id: '5a1e0000-0000-4000-8000-000000000002',
    seededAt: '2025-05-09T10:30:00.000Z',
    before: { days: 6, hours: 5 },
  },
  {
    id: '5a1e0000-0000-4000-8000-000000000003',
    seededAt: '2025-05-16T16:00:00.000Z',
    before: { days: 4, hours: 1 },
  },
  {
    id: '5a1e0000-0000-4000-8000-000000000004',
    seededAt: '2025-05-23T09:15:00.000Z',
    before: { days: 2, hours: 3 },
  },
] as const;

const hourMs = 3_600_000;

/** When a sample post is shown as written, for a first start at `now`. */
export function sampleDate(sample: { before: { days: number; hours: number } }, now: Date): Date {
  return new Date(now.getTime() - (sample.before.days * 24 + sample.before.hours) * hourMs);
}

/**
 * Dates the sample posts from this start, once: only those still at their seeded time move, and only in
 * a feed nobody has used yet (no visitor's post, like or comment), so an existing feed keeps its order
 * and a restart changes nothing. Each update re-checks its post, so servers starting together cannot
 * both move one. Returns how many posts it moved.
 */
export async function dateSamplePosts(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    let moved = 0;
    for (const sample of samplePosts) {
      const seeded = new Date(sample.seededAt);
      const shown = sampleDate(sample, now);
      const rows = await tx
        .update(travelPosts)
        .set({ createdAt: shown, updatedAt: shown })
        .where(
          and(
            eq(travelPosts.id, sample.id),
            isNull(travelPosts.userId),
            eq(travelPosts.createdAt, seeded),
            eq(travelPosts.updatedAt, seeded),
            sql`not exists (select 1 from travel_posts as visitor_post where visitor_post.user_id is not null)`,
            sql`not exists (select 1 from post_likes)`,
            sql`not exists (select 1 from post_comments)`,
          ),
        )
        .returning({ id: travelPosts.id });
      moved += rows.length;
    }
    return moved;
  });
}
