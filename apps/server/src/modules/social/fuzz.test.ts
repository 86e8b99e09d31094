import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser, outboxLinks, postJson, relaxedRateLimits } from '../../testing/auth-helpers';
import { expectGracefulAnswer } from '../../testing/fuzz';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** Every route the gamification and social modules add; `shape` is the error body they answer with. */
const routes: Array<{ method: string; path: string; shape: 'api' | 'postgrest' }> = [
  { method: 'POST', path: '/functions/v1/gamification-system', shape: 'api' },
  ...[
    'get_user_stats',
    'get_leaderboard',
    'check_achievements',
    'get_achievements',
    'get_weekly_challenges',
    'nope',
  ].flatMap((fn) => [
    { method: 'POST', path: `/rest/v1/rpc/${fn}`, shape: 'postgrest' as const },
    { method: 'GET', path: `/rest/v1/rpc/${fn}`, shape: 'postgrest' as const },
  ]),
  { method: 'GET', path: '/api/v1/posts', shape: 'api' },
  { method: 'POST', path: '/api/v1/posts', shape: 'api' },
  { method: 'PATCH', path: '/api/v1/posts/{id}', shape: 'api' },
  { method: 'DELETE', path: '/api/v1/posts/{id}', shape: 'api' },
  { method: 'PUT', path: '/api/v1/posts/{id}/like', shape: 'api' },
  { method: 'DELETE', path: '/api/v1/posts/{id}/like', shape: 'api' },
  { method: 'GET', path: '/api/v1/posts/{id}/comments', shape: 'api' },
  { method: 'POST', path: '/api/v1/posts/{id}/comments', shape: 'api' },
  { method: 'DELETE', path: '/api/v1/comments/{id}', shape: 'api' },
];

const fieldNames = [
  'action',
  'data',
  'artworkId',
  'tourId',
  'itineraryId',
  'eventId',
  'gameId',
  'score',
  'maxScore',
  'title',
  'content',
  'images',
  'tags',
  'location_name',
  'travel_rating',
  'mood',
  'weather',
  'is_public',
  '__proto__',
  'constructor',
];
const value = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...fieldNames), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 }),
  fc.constant('a'.repeat(6000)),
  fc.constantFrom('daily_visit', 'artwork_viewed', 'game_finished', 'profile_completed', 'fly', 'mona-lisa'),
  fc.uuid(),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.array(fc.jsonValue(), { maxLength: 3 }).map((v) => JSON.stringify(v)),
  fc.string(),
  fc.constant(''),
  fc.constant('{"action":'),
  fc.constant('null'),
);
const query = fc.dictionary(
  fc.constantFrom('limit', 'cursor', 'select'),
  fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom('-1', '51', '1e9', 'eyJ4Ijox', '')),
  { maxKeys: 2 },
);

describe('fuzzing every gamification and feed route with malformed input', () => {
  let server: TestServer;
  let token = '';
  let postId = '';

  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMITS: relaxedRateLimits } });
    token = (await createConfirmedUser(server.baseUrl, outboxLinks(server.config.dataDir), 'fuzz')).session
      .access_token;
    postId = (
      (await postJson(`${server.baseUrl}/api/v1/posts`, { title: 'Fuzz', content: 'Target' }, token))
        .body as { id: string }
    ).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(routes)('$method $path answers 4xx (or 2xx) in its error shape, never 5xx', async (route) => {
    await fc.assert(
      fc.asyncProperty(
        body,
        query,
        fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.constant('post')),
        fc.constantFrom('valid', 'none', 'garbage'),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (payload, params, id, auth, contentType) => {
          const target = id === 'post' ? postId : id;
          const path = route.path.replace('{id}', encodeURIComponent(target) || 'x');
          const request = { method: route.method, path, params, payload, auth, contentType };
          await expectGracefulAnswer(server.baseUrl, token, request, route.shape);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('refuses bodies over the size limit with 413, not a crash', async () => {
    const huge = JSON.stringify({ title: 'x', content: 'y'.repeat(2 * 1024 * 1024) });
    for (const path of [
      '/api/v1/posts',
      '/functions/v1/gamification-system',
      '/rest/v1/rpc/get_user_stats',
    ]) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: huge,
      });
      expect(response.status).toBe(413);
    }
  });
});
