import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gameRounds, recognitions } from '../db/schema';
import { relaxedRateLimits } from '../testing/auth-helpers';
import { signUpOn } from '../testing/suite-server';
import { uploadTestPhoto } from '../testing/images';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';

/**
 * Insecure direct object references, table-driven: user B names each of user A's own items by id and
 * tries to read, change and delete it. Every attempt is refused (403 or 404), and everything A sees of
 * A's data is the same afterwards. The module suites test each refusal in more detail (itineraries,
 * social, accounts); this file keeps one list of every user-owned resource.
 */
describe.each(testDatabases)('no access to another user’s items on %s', (database) => {
  let server: TestServer;
  const url = (path: string) => `${server.baseUrl}${path}`;

  interface Caller {
    id: string;
    token: string;
    email: string;
  }
  const newUser = async (label: string): Promise<Caller> => {
    const { email, session } = await signUpOn(server, label);
    return { id: session.user.id, token: session.access_token, email };
  };
  const call = async (caller: Caller, method: string, path: string, body?: unknown) => {
    const response = await fetch(url(path), {
      method,
      headers: {
        authorization: `Bearer ${caller.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };

  let alice: Caller;
  let bob: Caller;
  /** Ids of Alice's items. */
  const ids = {
    itinerary: 'itinerary-idor-alice',
    publicPost: '',
    privatePost: '',
    comment: '',
    factor: '',
    photo: '',
    round: '',
    recognition: '',
  };
  const itinerary = {
    id: ids.itinerary,
    name: 'Alice in Paris',
    linkedArtworkId: 'mona-lisa',
    days: [
      {
        day: 1,
        title: 'Louvre',
        activities: [{ time: '09:00', description: 'Denon wing', completed: false }],
      },
    ],
  };

  const tourVisit = {
    current: 'raft-medusa',
    visited: ['liberty-leading', 'raft-medusa'],
    finished: false,
    changedAt: new Date(Date.now() - 60_000).toISOString(),
  };

  /** Everything Alice can see of her own data, to compare before and after Bob's attempts. */
  async function aliceView() {
    const get = async (path: string, method = 'GET') => {
      const answer = await call(alice, method, path);
      expect(answer.status, path).toBe(200);
      return answer.body;
    };
    const feed = (await get('/api/v1/posts?limit=50')) as { posts: Array<{ id: string; user_id: string }> };
    const user = (await get('/auth/v1/user')) as Record<string, unknown>;
    return {
      itinerary: await get(`/api/v1/itineraries/${ids.itinerary}`),
      itineraries: await get('/api/v1/itineraries'),
      posts: feed.posts.filter((post) => post.user_id === alice.id),
      comments: await get(`/api/v1/posts/${ids.publicPost}/comments`),
      profile: await get('/api/v1/profile'),
      achievements: await get('/api/v1/profile/achievements'),
      user: { email: user.email, factors: user.factors, user_metadata: user.user_metadata },
      stats: await get('/rest/v1/rpc/get_user_stats'),
      tourVisits: await get('/api/v1/tour-visits'),
    };
  }

  beforeAll(async () => {
    server = await startTestServer({ database, env: { AUTH_RATE_LIMITS: relaxedRateLimits } });
    [alice, bob] = await Promise.all([newUser('alice'), newUser('bob')]);

    expect((await call(alice, 'PUT', `/api/v1/itineraries/${ids.itinerary}`, itinerary)).status).toBe(201);
    expect((await call(alice, 'PUT', '/api/v1/tour-visits/frenchArt', tourVisit)).status).toBe(200);
    ids.photo = await uploadTestPhoto(server.baseUrl, alice.token);
    const publicPost = await call(alice, 'POST', '/api/v1/posts', {
      title: 'Public',
      content: 'For all',
      images: [ids.photo],
    });
    const privatePost = await call(alice, 'POST', '/api/v1/posts', {
      title: 'Private',
      content: 'For me',
      is_public: false,
    });
    ids.publicPost = (publicPost.body as { id: string }).id;
    ids.privatePost = (privatePost.body as { id: string }).id;
    const comment = await call(alice, 'POST', `/api/v1/posts/${ids.publicPost}/comments`, {
      content: 'Mine',
    });
    ids.comment = (comment.body as { id: string }).id;
    expect((await call(alice, 'PUT', `/api/v1/posts/${ids.publicPost}/like`)).status).toBe(200);
    const factor = await call(alice, 'POST', '/auth/v1/factors', { factor_type: 'totp', friendly_name: 'A' });
    ids.factor = (factor.body as { id: string }).id;
    expect(ids.factor).toBeTruthy();
    const round = await call(alice, 'POST', '/api/v1/game-rounds', { game_id: 'matching-game' });
    ids.round = (round.body as { id: string }).id;
    // What the recognition route records for her recognised photo.
    const [recognition] = await server.app.database.db
      .insert(recognitions)
      .values({ userId: alice.id, subject: 'artwork:mona-lisa' })
      .returning({ id: recognitions.id });
    ids.recognition = recognition?.id ?? '';
  });
  afterAll(async () => {
    await server?.close();
  });

  /** [resource, method, path, body]: Bob's attempts on Alice's items, all to be refused. */
  const attempts = (): Array<[string, string, string, unknown?]> => [
    ['itinerary: read', 'GET', `/api/v1/itineraries/${ids.itinerary}`],
    ['itinerary: delete', 'DELETE', `/api/v1/itineraries/${ids.itinerary}`],
    ['public post: edit', 'PATCH', `/api/v1/posts/${ids.publicPost}`, { title: 'Hacked' }],
    ['public post: delete', 'DELETE', `/api/v1/posts/${ids.publicPost}`],
    ['private post: edit', 'PATCH', `/api/v1/posts/${ids.privatePost}`, { is_public: true }],
    ['private post: delete', 'DELETE', `/api/v1/posts/${ids.privatePost}`],
    ['private post: read comments', 'GET', `/api/v1/posts/${ids.privatePost}/comments`],
    ['private post: comment', 'POST', `/api/v1/posts/${ids.privatePost}/comments`, { content: 'Hi' }],
    ['private post: like', 'PUT', `/api/v1/posts/${ids.privatePost}/like`],
    ['private post: unlike', 'DELETE', `/api/v1/posts/${ids.privatePost}/like`],
    ['comment: delete', 'DELETE', `/api/v1/comments/${ids.comment}`],
    ['MFA factor: challenge', 'POST', `/auth/v1/factors/${ids.factor}/challenge`, {}],
    [
      'MFA factor: verify',
      'POST',
      `/auth/v1/factors/${ids.factor}/verify`,
      { challenge_id: '00000000-0000-4000-8000-000000000000', code: '123456' },
    ],
    ['MFA factor: remove', 'DELETE', `/auth/v1/factors/${ids.factor}`],
    [
      'gamification: XP for her itinerary',
      'POST',
      '/functions/v1/gamification-system',
      { action: 'itinerary_saved', data: { itineraryId: ids.itinerary } },
    ],
    [
      'gamification: XP for her recognised photo',
      'POST',
      '/functions/v1/gamification-system',
      { action: 'photo_recognized', data: { recognitionId: ids.recognition } },
    ],
    ['game round: finish hers', 'POST', `/api/v1/game-rounds/${ids.round}/finish`, { answers: [] }],
  ];

  it('refuses every attempt by id (403 or 404) and leaves Alice’s items as they were', async () => {
    const before = await aliceView();
    expect(before.posts).toHaveLength(2);
    expect(before.user.factors).toHaveLength(1);

    const refused: string[] = [];
    for (const [resource, method, path, body] of attempts()) {
      const answer = await call(bob, method, path, body);
      if (answer.status === 403 || answer.status === 404) refused.push(resource);
      else expect.soft(answer.status, `${resource}: ${method} ${path}`).toBe(404);
    }
    expect(refused).toEqual(attempts().map(([resource]) => resource));

    // Requests that name only the caller's own data act on Bob's, whatever ids they carry.
    const putSameId = await call(bob, 'PUT', `/api/v1/itineraries/${ids.itinerary}`, {
      ...itinerary,
      name: "Bob's",
    });
    expect(putSameId.status).toBe(201);
    const sync = await call(bob, 'POST', '/api/v1/itineraries/sync', { delete: [ids.itinerary] });
    expect(sync.status).toBe(200);
    // Tour progress has no id but the tour's: Bob's newer visit lands in his account, never hers.
    const newerVisit = { ...tourVisit, current: 'liberty-leading', changedAt: new Date().toISOString() };
    expect(
      (await call(bob, 'PUT', `/api/v1/tour-visits/frenchArt?user_id=${alice.id}`, newerVisit)).status,
    ).toBe(200);
    expect(
      (await call(bob, 'PUT', '/api/v1/tour-visits/frenchArt', { ...newerVisit, userId: alice.id })).status,
    ).toBe(400);
    expect((await call(bob, 'DELETE', `/api/v1/posts/${ids.publicPost}/like`)).status).toBe(200);
    const profile = await call(bob, 'PATCH', `/api/v1/profile?user_id=${alice.id}`, { full_name: 'Mallory' });
    expect(profile.body).toMatchObject({ user_id: bob.id });
    expect((await call(bob, 'PATCH', '/api/v1/profile', { user_id: alice.id, bio: 'x' })).status).toBe(400);
    const stats = await call(bob, 'POST', '/rest/v1/rpc/get_user_stats', { user_id: alice.id });
    expect(stats.status).toBe(200);
    expect(stats.body).not.toEqual(before.stats);
    // Moving Bob's account to her address answers like any address change, so it does not reveal that
    // the address has an account, and moves nothing: her address never gets a link to confirm.
    const takeover = await call(bob, 'PUT', '/auth/v1/user', { email: alice.email });
    expect(takeover.status).toBe(200);
    expect((takeover.body as { email?: string }).email).not.toBe(alice.email);
    // Her photo is public, like her post, but it is hers: Bob cannot post it.
    const reposted = await call(bob, 'POST', '/api/v1/posts', {
      title: 'Mine',
      content: 'x',
      images: [ids.photo],
    });
    expect(reposted.status).toBe(400);
    // Last: signing out everywhere ends Bob's sessions (his token stops working), never Alice's.
    expect((await call(bob, 'POST', '/auth/v1/logout?scope=global')).status).toBe(204);

    expect(await aliceView()).toEqual(before);
    const [round] = await server.app.database.db
      .select({ finishedAt: gameRounds.finishedAt })
      .from(gameRounds)
      .where(eq(gameRounds.id, ids.round));
    expect(round).toEqual({ finishedAt: null });
    expect((await fetch(url(ids.photo))).status).toBe(200);
  });
});
