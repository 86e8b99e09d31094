import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievementCatalogue, badgeCatalogue, samplePostCatalogue } from '@artvoyage/content/gamification';
import { achievements, badges, contentSeeded, travelPosts, userAchievements } from '../../db/schema';
import { relaxedRateLimits } from '../../testing/auth-helpers';
import { startTestServer, testDatabases, type TestServer } from '../../testing/test-server';
import { signUpOn } from '../../testing/suite-server';
import { catalogueVersion, seedCatalogue } from './catalogue-seed';

// content_seeded holds the places' versions too: these tests touch the catalogue's row only.
const catalogueRow = eq(contentSeeded.name, 'gamification-catalogue');

describe('the migrations', () => {
  it('only make tables: no catalogue row is written by SQL', () => {
    const folder = join(import.meta.dirname, '../../../drizzle');
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
      const text = readFileSync(join(folder, file), 'utf8');
      expect(text, file).not.toMatch(/insert\s+into\s+"?(achievements|badges|travel_posts)"?/i);
    }
  });
});

describe('catalogueVersion', () => {
  it('changes with any text of the catalogue', () => {
    const changed = {
      achievements: achievementCatalogue.map((entry, index) =>
        index === 0 ? { ...entry, description: `${entry.description}!` } : entry,
      ),
      badges: badgeCatalogue,
      samplePosts: samplePostCatalogue,
    };
    expect(catalogueVersion(changed)).not.toBe(catalogueVersion());
    expect(catalogueVersion()).toBe(catalogueVersion());
  });
});

describe.each(testDatabases)('the catalogue seeded at start on %s', (database) => {
  let server: TestServer;
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { AUTH_RATE_LIMITS: relaxedRateLimits } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('holds every achievement, badge and sample post of the content, as written there', async () => {
    const rows = await db().select().from(achievements);
    expect(rows.map(({ createdAt: _, ...row }) => row).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      achievementCatalogue.map((entry) => ({ ...entry })).sort((a, b) => a.id.localeCompare(b.id)),
    );
    const badgeRows = await db().select().from(badges);
    expect(badgeRows.map(({ createdAt: _, ...row }) => row).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      badgeCatalogue.map((entry) => ({ ...entry })).sort((a, b) => a.id.localeCompare(b.id)),
    );
    const posts = await db()
      .select({ id: travelPosts.id, title: travelPosts.title, userId: travelPosts.userId })
      .from(travelPosts)
      .where(
        inArray(
          travelPosts.id,
          samplePostCatalogue.map(({ id }) => id),
        ),
      );
    expect(posts.map(({ title }) => title).sort()).toEqual(
      samplePostCatalogue.map(({ title }) => title).sort(),
    );
    expect(posts.every(({ userId }) => userId === null)).toBe(true);
  });

  it('writes nothing when the content is unchanged, and restores it when it changed', async () => {
    expect(await seedCatalogue(db())).toBe(false);

    // An edited row, a deleted sample post, an account that lost its first steps, and an older version.
    const {
      session: { user },
    } = await signUpOn(server, 'catalogue');
    await db().update(achievements).set({ name: 'Edited' }).where(eq(achievements.id, 'first-post'));
    await db().delete(travelPosts).where(eq(travelPosts.id, samplePostCatalogue[0].id));
    await db()
      .delete(userAchievements)
      .where(and(eq(userAchievements.userId, user.id), eq(userAchievements.achievementId, 'first-steps')));
    await db()
      .insert(userAchievements)
      .values({ userId: user.id, achievementId: 'first-comment' })
      .onConflictDoNothing();
    await db().update(contentSeeded).set({ version: 'an older catalogue' }).where(catalogueRow);

    expect(await seedCatalogue(db())).toBe(true);
    const [firstPost] = await db().select().from(achievements).where(eq(achievements.id, 'first-post'));
    expect(firstPost?.name).toBe('Storyteller');
    const restored = await db()
      .select()
      .from(travelPosts)
      .where(eq(travelPosts.id, samplePostCatalogue[0].id));
    expect(restored).toHaveLength(1);
    const owned = await db()
      .select({ id: userAchievements.achievementId })
      .from(userAchievements)
      .where(eq(userAchievements.userId, user.id));
    // First steps back, and what the account had earned kept.
    expect(owned.map(({ id }) => id).sort()).toEqual(['first-comment', 'first-steps']);
    expect(await seedCatalogue(db())).toBe(false);
  });

  it('lets two servers starting together seed once each without a conflict', async () => {
    await db().update(contentSeeded).set({ version: 'an older catalogue' }).where(catalogueRow);
    const results = await Promise.all([seedCatalogue(db()), seedCatalogue(db())]);
    expect(results.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(contentSeeded).where(catalogueRow);
    expect(row?.version).toBe(catalogueVersion());
  });
});
