import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { travelPosts } from '../../db/schema';
import { samplePostCatalogue } from '@artvoyage/content/gamification';

/**
 * How long before the database's first start each of the Museum Team's sample posts (packages/content,
 * seeded at their `seededAt`) is shown as written: a fixed date would make a new install's feed open on
 * posts "551 days ago". Whole days plus a few hours, so the feed reads "2 days ago" rather than
 * "yesterday" whatever the hour of the start.
 */
const shownBefore: Readonly<
  Record<(typeof samplePostCatalogue)[number]['id'], { days: number; hours: number }>
> = {
  '5a1e0000-0000-4000-8000-000000000001': { days: 8, hours: 2 },
  '5a1e0000-0000-4000-8000-000000000002': { days: 6, hours: 5 },
  '5a1e0000-0000-4000-8000-000000000003': { days: 4, hours: 1 },
  '5a1e0000-0000-4000-8000-000000000004': { days: 2, hours: 3 },
};

export const samplePosts = samplePostCatalogue.map(({ id, seededAt }) => ({
  id,
  seededAt,
  before: shownBefore[id],
}));

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
