import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  achievementStatusSchema,
  challengeSchema,
  commentSchema,
  errorBodySchema,
  feedPageSchema,
  likeStateSchema,
  postCreatedSchema,
  postSchema,
  profileSchema,
  xpRewards,
  type PostDraft,
} from '@artvoyage/contract';
import { postLikes, travelPosts, userProfiles } from '../../db/schema';
import { postJson } from '../../testing/auth-helpers';
import { uploadTestPhoto } from '../../testing/images';
import { testDatabases } from '../../testing/test-server';
import { setUpAccountsSuite } from '../../testing/suite-server';

describe.each(testDatabases)('travel feed on %s', (database) => {
  const { server, api, db, newAccount: newUser } = setUpAccountsSuite(database);
  const auth = (token?: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  const feed = async (token?: string, query = '') => {
    const response = await fetch(api(`/posts${query}`), { headers: auth(token) });
    expect(response.status).toBe(200);
    return feedPageSchema.parse(await response.json());
  };
  const publish = async (token: string, draft: Partial<PostDraft> = {}) => {
    const response = await postJson(
      api('/posts'),
      { title: 'Louvre day', content: 'Saw the Mona Lisa', ...draft },
      token,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return postCreatedSchema.parse(response.body);
  };
  const like = (token: string, postId: string, method: 'PUT' | 'DELETE' = 'PUT') =>
    fetch(api(`/posts/${postId}/like`), { method, headers: auth(token) });
  const earned = async (token: string) =>
    achievementStatusSchema
      .array()
      .parse((await postJson(`${server.baseUrl}/rest/v1/rpc/get_achievements`, {}, token)).body)
      .filter((entry) => entry.earned_date !== null)
      .map((entry) => entry.id);
  const xpOf = async (userId: string) =>
    (await db().select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0]?.experiencePoints;

  it('shows visitors the Museum Team sample posts, newest first', async () => {
    const page = await feed();
    const samples = page.posts.filter((post) => post.author_name === 'Museum Team');
    expect(samples).toHaveLength(4);
    expect(samples.every((post) => post.user_id === 'museum-team' && !post.liked_by_user)).toBe(true);
    expect(samples.map((post) => post.title)).toContain('Victory at the top of the stairs');
    const times = page.posts.map((post) => post.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(samples.some((post) => post.weather === 'sunny')).toBe(true);
  });

  it('publishes a post, awards its XP and first-post achievement, and refuses foreign images', async () => {
    const user = await newUser('author');
    const post = await publish(user.token, {
      title: '  Evening at the Tuileries ',
      images: [await uploadTestPhoto(server.baseUrl, user.token)],
      tags: ['paris'],
      mood: 'happy',
      weather: 'sunny',
      location_name: 'Jardin des Tuileries',
    });
    expect(post).toMatchObject({
      user_id: user.id,
      title: 'Evening at the Tuileries',
      author_name: 'Test User',
      likes_count: 0,
      comments_count: 0,
      liked_by_user: false,
      is_public: true,
      travel_rating: 5,
    });
    // The answer names what publishing unlocked, so the app can announce it.
    expect(post.newAchievements).toEqual([
      expect.objectContaining({ id: 'first-post', name: 'Storyteller', points_reward: 50 }),
    ]);
    // 100 + 30 (post) + 50 (Storyteller).
    expect(await xpOf(user.id)).toBe(180);
    expect(await earned(user.token)).toContain('first-post');
    for (const images of [
      ['https://evil.example/x.jpg'],
      ['/api/v1/uploads/../../etc/passwd'],
      ['/api/v1/media/artworks/mona-lisa/800.webp'],
      // Shaped like an upload, but this server never stored it.
      ['/api/v1/uploads/0b8f7f0e-8f1c-4c55-9a39-5a4f3f7f6c1d.webp'],
    ]) {
      const refused = await postJson(api('/posts'), { title: 't', content: 'c', images }, user.token);
      expect(refused.status).toBe(400);
      expect(errorBodySchema.parse(refused.body).error.code).toBe('VALIDATION_FAILED');
    }
    const anonymous = await postJson(api('/posts'), { title: 't', content: 'c' });
    expect(anonymous.status).toBe(401);
    const blank = await postJson(api('/posts'), { title: '  ', content: 'c' }, user.token);
    expect(blank.status).toBe(400);
  });

  it('lets only the author edit or delete a post; others get 404', async () => {
    const author = await newUser('owner');
    const other = await newUser('intruder');
    const post = await publish(author.token, { tags: ['keep'], mood: 'amazed' });
    const foreign = await postJson(api(`/posts/${post.id}`), { title: 'Hacked' }, other.token, 'PATCH');
    expect(foreign.status).toBe(404);
    expect(
      (await fetch(api(`/posts/${post.id}`), { method: 'DELETE', headers: auth(other.token) })).status,
    ).toBe(404);
    const edited = await postJson(api(`/posts/${post.id}`), { title: 'Renamed' }, author.token, 'PATCH');
    expect(edited.status).toBe(200);
    // Only the given field changes.
    expect(postSchema.parse(edited.body)).toMatchObject({
      title: 'Renamed',
      tags: ['keep'],
      mood: 'amazed',
      content: post.content,
    });
    const deleted = await fetch(api(`/posts/${post.id}`), { method: 'DELETE', headers: auth(author.token) });
    expect(deleted.status).toBe(204);
    expect(
      (await fetch(api(`/posts/${post.id}`), { method: 'DELETE', headers: auth(author.token) })).status,
    ).toBe(404);
    expect(
      (await fetch(api(`/posts/not-a-uuid`), { method: 'DELETE', headers: auth(author.token) })).status,
    ).toBe(400);
  });

  it('hides private posts from everyone but their author', async () => {
    const author = await newUser('private');
    const other = await newUser('curious');
    const hidden = await publish(author.token, { title: 'Just for me', is_public: false });
    expect((await feed(author.token)).posts.map((p) => p.id)).toContain(hidden.id);
    expect((await feed(other.token)).posts.map((p) => p.id)).not.toContain(hidden.id);
    expect((await feed()).posts.map((p) => p.id)).not.toContain(hidden.id);
    expect((await like(other.token, hidden.id)).status).toBe(404);
    expect((await fetch(api(`/posts/${hidden.id}/comments`), { headers: auth(other.token) })).status).toBe(
      404,
    );
    expect((await postJson(api(`/posts/${hidden.id}/comments`), { content: 'Hi' }, other.token)).status).toBe(
      404,
    );
    expect((await like(author.token, hidden.id)).status).toBe(200);
  });

  it("serves visitors' pages from a short cache that every write forgets at once", async () => {
    const author = await newUser('feed-cache');
    const visitorTitles = async () => (await feed()).posts.map((post) => post.title);
    const before = await visitorTitles();
    await feed(); // cached now

    // A post published, made private, liked and deleted: each shows to the next visitor at once.
    const { id } = await publish(author.token, { title: 'Cached feed check' });
    expect(await visitorTitles()).toEqual(['Cached feed check', ...before]);
    expect((await like(author.token, id)).status).toBe(200);
    expect((await feed()).posts[0]).toMatchObject({ id, likes_count: 1, liked_by_user: false });
    const hidden = await postJson(api(`/posts/${id}`), { is_public: false }, author.token, 'PATCH');
    expect(hidden.status).toBe(200);
    expect(await visitorTitles()).toEqual(before);
    // The author's own view never comes from the visitors' cache.
    expect((await feed(author.token)).posts[0]).toMatchObject({ id, liked_by_user: true });
    expect((await fetch(api(`/posts/${id}`), { method: 'DELETE', headers: auth(author.token) })).status).toBe(
      204,
    );
    expect(await visitorTitles()).toEqual(before);

    // Cached or not, the answer is the same JSON with the same type.
    const [first, second] = await Promise.all([fetch(api('/posts')), fetch(api('/posts'))]);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await first.text()).toBe(await second.text());
  });

  it('pages the feed with a keyset cursor without gaps or repeats', async () => {
    const user = await newUser('pager');
    for (let index = 0; index < 5; index++) await publish(user.token, { title: `Post ${index}` });
    const all = (await feed(user.token, '?limit=50')).posts.map((post) => post.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await feed(user.token, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.posts.length).toBeLessThanOrEqual(2);
      seen.push(...page.posts.map((post) => post.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
    for (const bad of ['nonsense', Buffer.from('[1,2]').toString('base64url'), 'x'.repeat(300)]) {
      expect((await fetch(api(`/posts?cursor=${bad}`))).status).toBe(400);
    }
    expect((await fetch(api('/posts?limit=0'))).status).toBe(400);
    expect((await fetch(api('/posts'), { headers: auth('garbage') })).status).toBe(401);
  });

  it('likes idempotently and reports liked_by_user', async () => {
    const author = await newUser('liked');
    const fan = await newUser('fan');
    const post = await publish(author.token);
    const state = async (response: Response) => likeStateSchema.parse(await response.json());
    expect(await state(await like(fan.token, post.id))).toEqual({ liked_by_user: true, likes_count: 1 });
    expect(await state(await like(fan.token, post.id))).toEqual({ liked_by_user: true, likes_count: 1 });
    expect((await feed(fan.token)).posts.find((p) => p.id === post.id)).toMatchObject({
      liked_by_user: true,
      likes_count: 1,
    });
    expect((await feed()).posts.find((p) => p.id === post.id)).toMatchObject({
      liked_by_user: false,
      likes_count: 1,
    });
    expect(await state(await like(fan.token, post.id, 'DELETE'))).toEqual({
      liked_by_user: false,
      likes_count: 0,
    });
    expect(await state(await like(fan.token, post.id, 'DELETE'))).toEqual({
      liked_by_user: false,
      likes_count: 0,
    });
    expect((await fetch(api(`/posts/${post.id}/like`), { method: 'PUT' })).status).toBe(401);
    expect((await like(fan.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('counts 50 concurrent likes from 50 users exactly and gives the author Crowd Favourite', async () => {
    const author = await newUser('popular');
    const post = await publish(author.token);
    const fans: Array<{ token: string }> = [];
    for (let batch = 0; batch < 5; batch++) {
      fans.push(
        ...(await Promise.all(Array.from({ length: 10 }, (_, index) => newUser(`fan${batch}-${index}`)))),
      );
    }
    const responses = await Promise.all(fans.map((fan) => like(fan.token, post.id)));
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    const [row] = await db().select().from(travelPosts).where(eq(travelPosts.id, post.id));
    expect(row?.likesCount).toBe(50);
    expect(await db().$count(postLikes, eq(postLikes.postId, post.id))).toBe(50);
    expect(await earned(author.token)).toContain('ten-likes');
    // 100 + 30 + 50 (first post) + 150 (ten likes), awarded once despite 50 checks.
    expect(await xpOf(author.id)).toBe(330);
  });

  it('adds, lists and deletes comments with exact counts; only the author deletes', async () => {
    const author = await newUser('commented');
    const commenter = await newUser('commenter');
    const post = await publish(author.token);
    const first = await postJson(
      api(`/posts/${post.id}/comments`),
      { content: '  Beautiful!  ' },
      commenter.token,
    );
    expect(first.status).toBe(201);
    const comment = commentSchema.parse(first.body);
    expect(comment).toMatchObject({
      content: 'Beautiful!',
      post_id: post.id,
      user_id: commenter.id,
      author_name: 'Test User',
    });
    expect(await earned(commenter.token)).toContain('first-comment');
    expect(first.body.newAchievements).toEqual([expect.objectContaining({ id: 'first-comment' })]);
    await postJson(api(`/posts/${post.id}/comments`), { content: 'Thanks!' }, author.token);
    const listed = commentSchema.array().parse(await (await fetch(api(`/posts/${post.id}/comments`))).json());
    expect(listed.map((c) => c.content)).toEqual(['Beautiful!', 'Thanks!']);
    expect((await feed()).posts.find((p) => p.id === post.id)?.comments_count).toBe(2);
    expect(
      (await fetch(api(`/comments/${comment.id}`), { method: 'DELETE', headers: auth(author.token) })).status,
    ).toBe(404);
    expect(
      (await fetch(api(`/comments/${comment.id}`), { method: 'DELETE', headers: auth(commenter.token) }))
        .status,
    ).toBe(204);
    expect(
      (await fetch(api(`/comments/${comment.id}`), { method: 'DELETE', headers: auth(commenter.token) }))
        .status,
    ).toBe(404);
    expect((await feed()).posts.find((p) => p.id === post.id)?.comments_count).toBe(1);
    expect(
      (await postJson(api(`/posts/${post.id}/comments`), { content: '   ' }, commenter.token)).status,
    ).toBe(400);
    expect((await postJson(api(`/posts/${post.id}/comments`), { content: 'anon' })).status).toBe(401);
  });

  it('counts the weekly post challenge from published posts', async () => {
    const user = await newUser('weekly-posts');
    await publish(user.token);
    await publish(user.token);
    const response = await postJson(`${server.baseUrl}/rest/v1/rpc/get_weekly_challenges`, {}, user.token);
    expect(response.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'weekly-posts', progress: 2, completed: true, rewarded: true }),
      ]),
    );
  });

  it('takes back the weekly post challenge with a deleted post, and pays it again for a new one', async () => {
    const user = await newUser('weekly-posts-deleted');
    const challenges = async () =>
      challengeSchema
        .array()
        .parse((await postJson(`${server.baseUrl}/rest/v1/rpc/get_weekly_challenges`, {}, user.token)).body);
    const postsChallenge = async () => (await challenges()).find((c) => c.id === 'weekly-posts');
    const profileXp = async () => {
      const response = await fetch(api('/profile'), { headers: auth(user.token) });
      return profileSchema.parse(await response.json()).experience_points;
    };
    const remove = (postId: string) =>
      fetch(api(`/posts/${postId}`), { method: 'DELETE', headers: auth(user.token) });

    await publish(user.token);
    const afterOne = await xpOf(user.id);
    const second = await publish(user.token);
    const reward = 200;
    expect(await xpOf(user.id)).toBe((afterOne ?? 0) + xpRewards.post_published + reward);
    expect(await postsChallenge()).toMatchObject({ progress: 2, completed: true, rewarded: true });
    // The profile and the listing read the same number; listing pays nothing.
    expect(await profileXp()).toBe(await xpOf(user.id));

    // Deleting the second post takes back its XP and the challenge's reward.
    expect((await remove(second.id)).status).toBe(204);
    expect(await xpOf(user.id)).toBe(afterOne);
    expect(await postsChallenge()).toMatchObject({ progress: 1, completed: false, rewarded: false });
    expect(await profileXp()).toBe(afterOne);
    // A second delete of the same post changes nothing.
    expect((await remove(second.id)).status).toBe(404);
    expect(await xpOf(user.id)).toBe(afterOne);

    // A new post completes the challenge again and earns it again: the reward is held while complete.
    await publish(user.token);
    expect(await xpOf(user.id)).toBe((afterOne ?? 0) + xpRewards.post_published + reward);
    expect(await postsChallenge()).toMatchObject({ progress: 2, completed: true, rewarded: true });

    // Deleting the first post (which did not complete the challenge) still undoes it: 1 of 2 left.
    const first = (await feed(user.token)).posts.filter((p) => p.user_id === user.id).at(-1);
    expect(first).toBeDefined();
    expect((await remove(first?.id ?? '')).status).toBe(204);
    expect(await postsChallenge()).toMatchObject({ progress: 1, completed: false, rewarded: false });
    expect(await xpOf(user.id)).toBe(afterOne);
  });
});
