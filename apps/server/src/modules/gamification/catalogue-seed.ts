import { sql } from 'drizzle-orm';
import { achievementCatalogue, badgeCatalogue, samplePostCatalogue } from '@artvoyage/content/gamification';
import { contentVersion, recordSeeded, seededVersion } from '../../db/content-version';
import type { Db } from '../../db/database';
import { achievements, badges, travelPosts, userAchievements, userProfiles } from '../../db/schema';
import { allProposed } from '../../db/upsert';
import { firstStepsId } from './rules';

/** The catalogue as the database holds it; its hash says whether a start has anything to write. */
export const catalogue = {
  achievements: achievementCatalogue,
  badges: badgeCatalogue,
  samplePosts: samplePostCatalogue,
};

export function catalogueVersion(content: unknown = catalogue): string {
  return contentVersion(content);
}

const seededName = 'gamification-catalogue';

/** An upsert's `set` that gives every column but the id and creation time the value being inserted. */
const asInserted = (table: typeof achievements | typeof badges) => allProposed(table, ['id', 'createdAt']);

/**
 * Makes the achievements and badges equal to packages/content (upserted; one that left the content
 * stays, since accounts may hold it) and adds any sample post that is missing, at its seeded time.
 * Every account gets "first-steps", which sign-up gives: accounts from before the catalogue had it
 * from the migration that created it. Runs at every start before the server listens, and writes
 * nothing when the content's hash is the one already seeded. Returns whether it wrote.
 */
export async function seedCatalogue(db: Db): Promise<boolean> {
  const version = catalogueVersion();
  if ((await seededVersion(db, seededName)) === version) return false;

  await db.transaction(async (tx) => {
    // Servers starting together write one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(7415002)`);
    await tx
      .insert(achievements)
      .values(achievementCatalogue.map((entry) => ({ ...entry })))
      .onConflictDoUpdate({ target: achievements.id, set: asInserted(achievements) });
    await tx
      .insert(badges)
      .values(badgeCatalogue.map((entry) => ({ ...entry })))
      .onConflictDoUpdate({ target: badges.id, set: asInserted(badges) });
    await tx
      .insert(travelPosts)
      .values(
        samplePostCatalogue.map(({ seededAt, images, tags, ...post }) => ({
          ...post,
          images: [...images],
          tags: [...tags],
          userId: null,
          isPublic: true,
          createdAt: new Date(seededAt),
          updatedAt: new Date(seededAt),
        })),
      )
      .onConflictDoNothing({ target: travelPosts.id });
    await tx
      .insert(userAchievements)
      .select(
        tx
          .select({
            userId: userProfiles.userId,
            achievementId: sql<string>`cast(${firstStepsId} as text)`.as('achievement_id'),
            unlockedAt: userProfiles.createdAt,
          })
          .from(userProfiles),
      )
      .onConflictDoNothing();
    await recordSeeded(tx, seededName, version);
  });
  return true;
}
