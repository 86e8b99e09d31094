import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedPageSchema, postCreatedSchema } from '@artvoyage/contract';
import { travelPosts } from '../../db/schema';
import { postJson, relaxedRateLimits } from '../../testing/auth-helpers';
import { startTestServer, testDatabases, type TestServer } from '../../testing/test-server';
import { signUpOn } from '../../testing/suite-server';
import { dateSamplePosts, sampleDate, samplePosts } from './sample-posts';

const dayMs = 86_400_000;
const sampleIds = samplePosts.map((sample) => sample.id);

describe('sampleDate', () => {
  it('puts the samples, in their order, a few whole days before the start', () => {
    const start = new Date('2027-03-10T08:00:00Z');
    const dates = samplePosts.map((sample) => sampleDate(sample, start).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(
      samplePosts.map((sample) =>
        Math.floor((start.getTime() - sampleDate(sample, start).getTime()) / dayMs),
      ),
    ).toEqual([8, 6, 4, 2]);
    expect(sampleDate(samplePosts[3]!, start).toISOString()).toBe('2027-03-08T05:00:00.000Z');
  });
});

describe.each(testDatabases)('the sample posts on %s', (database) => {
  let server: TestServer;
  let startedAfter: Date;
  let startedBefore: Date;
  const db = () => server.app.database.db;
  const sampleDates = async () =>
    new Map(
      (
        await db()
          .select({ id: travelPosts.id, createdAt: travelPosts.createdAt, updatedAt: travelPosts.updatedAt })
          .from(travelPosts)
          .where(inArray(travelPosts.id, sampleIds))
      ).map((row) => [row.id, row]),
    );

  beforeAll(async () => {
    startedAfter = new Date();
    server = await startTestServer({ database, env: { AUTH_RATE_LIMITS: relaxedRateLimits } });
    startedBefore = new Date();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('are dated in the days before a new database’s first start', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/posts`);
    const samples = feedPageSchema
      .parse(await response.json())
      .posts.filter((post) => post.author_name === 'Museum Team');
    expect(samples.map((post) => post.id)).toEqual([...sampleIds].reverse());
    for (const post of samples) {
      const sample = samplePosts.find((entry) => entry.id === post.id);
      if (!sample) throw new Error(`${post.id} is a sample`);
      const shown = new Date(post.created_at).getTime();
      expect(shown).toBeGreaterThanOrEqual(sampleDate(sample, startedAfter).getTime());
      expect(shown).toBeLessThanOrEqual(sampleDate(sample, startedBefore).getTime());
      expect(post.updated_at).toBe(post.created_at);
    }
    const newest = new Date(samples[0]?.created_at ?? 0).getTime();
    expect(startedBefore.getTime() - newest).toBeLessThan(3 * dayMs);
  });

  it('keep their dates when the server starts again', async () => {
    const before = await sampleDates();
    expect(await dateSamplePosts(db(), new Date(Date.now() + 30 * dayMs))).toBe(0);
    expect(await sampleDates()).toEqual(before);
  });

  it('stay where they are in a feed that visitors already use, and so do the visitors’ posts', async () => {
    // A database from before the samples were dated: they still carry the seeded dates.
    for (const sample of samplePosts) {
      const seeded = new Date(sample.seededAt);
      await db()
        .update(travelPosts)
        .set({ createdAt: seeded, updatedAt: seeded })
        .where(eq(travelPosts.id, sample.id));
    }
    const { session } = await signUpOn(server, 'feed');
    const published = await postJson(
      `${server.baseUrl}/api/v1/posts`,
      { title: 'Louvre day', content: 'Saw the Mona Lisa' },
      session.access_token,
    );
    expect(published.status).toBe(201);
    const { id } = postCreatedSchema.parse(published.body);
    const [visitorPost] = await db().select().from(travelPosts).where(eq(travelPosts.id, id));

    expect(await dateSamplePosts(db(), new Date())).toBe(0);
    const dates = await sampleDates();
    for (const sample of samplePosts) {
      expect(dates.get(sample.id)?.createdAt.toISOString()).toBe(sample.seededAt);
    }
    const [after] = await db().select().from(travelPosts).where(eq(travelPosts.id, id));
    expect(after?.createdAt).toEqual(visitorPost?.createdAt);
    expect(after?.updatedAt).toEqual(visitorPost?.updatedAt);

    // Without the visitor's post, the same database would date them.
    await db().delete(travelPosts).where(eq(travelPosts.id, id));
    expect(await dateSamplePosts(db(), new Date())).toBe(samplePosts.length);
  });
});
