import { eq, inArray } from 'drizzle-orm';
import type { Achievement } from '@artvoyage/contract';
import type { Executor, Tx } from '../../db/database';
import { achievements, badges, userAchievements, userBadges } from '../../db/schema';
import { loadActivity } from './activity';
import { badgeFor, earnedAchievementIds, prepaidAchievements } from './rules';
import { achievementJson } from './standings';

/** Loops of "unlock, add rewards, evaluate again" end well before this; it only guards against a bug. */
const maxUnlockRounds = 10;

/**
 * Unlocks every achievement the user now qualifies for, adds each one's reward once and awards its
 * badge; repeats because a reward can itself cross a threshold (Peak Conqueror, level 5).
 */
export async function unlockEarned(
  tx: Tx,
  userId: string,
  startXp: number,
  now: () => Date,
): Promise<{ xp: number; achievements: Achievement[] }> {
  const catalogue = new Map((await tx.select().from(achievements)).map((row) => [row.id, row]));
  const owned = new Set(
    (
      await tx
        .select({ id: userAchievements.achievementId })
        .from(userAchievements)
        .where(eq(userAchievements.userId, userId))
    ).map((row) => row.id),
  );
  let xp = startXp;
  const fresh: Achievement[] = [];
  for (let round = 0; round < maxUnlockRounds; round++) {
    const activity = await loadActivity(tx, userId, xp);
    const due = earnedAchievementIds(activity).filter((id) => catalogue.has(id) && !owned.has(id));
    if (due.length === 0) break;
    const inserted = await tx
      .insert(userAchievements)
      .values(due.map((achievementId) => ({ userId, achievementId, unlockedAt: now() })))
      .onConflictDoNothing()
      .returning({ id: userAchievements.achievementId });
    for (const { id } of inserted) {
      const row = catalogue.get(id);
      if (!row) continue;
      owned.add(id);
      fresh.push(achievementJson(row));
      if (!prepaidAchievements.has(id)) xp += row.pointsReward;
    }
    // Rows another writer inserted first (only possible without the profile lock) count as owned.
    for (const id of due) owned.add(id);
    const badgeIds = inserted.map(({ id }) => badgeFor(id)).filter((id) => id !== undefined);
    if (badgeIds.length > 0) await awardBadges(tx, userId, badgeIds, now());
  }
  return { xp, achievements: fresh };
}

async function awardBadges(executor: Executor, userId: string, badgeIds: string[], at: Date): Promise<void> {
  // Only badges the catalogue has (a missing seed must not fail the event).
  const known = await executor.select({ id: badges.id }).from(badges).where(inArray(badges.id, badgeIds));
  if (known.length === 0) return;
  await executor
    .insert(userBadges)
    .values(known.map(({ id }) => ({ userId, badgeId: id, earnedAt: at })))
    .onConflictDoNothing();
}
