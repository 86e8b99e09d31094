import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkIds, gameIds, gamificationActionSchema, tourIds } from '@artvoyage/contract';
import { relaxedRateLimits } from '../../testing/auth-helpers';
import { expectGracefulAnswer } from '../../testing/fuzz';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signUpOn } from '../../testing/suite-server';

/*
 * Every gamification and feed route is fuzzed with the rest of the API in http/fuzz-all-routes.test.ts.
 * What it does not reach is here: its schema-shaped bodies follow the first variant of a union only
 * (daily_visit), so the gamification function's other actions get their own property, and the 413 a
 * signed-in caller gets for a huge body is checked outright rather than left to chance.
 */

/** Every action of the contract (new ones included), and names it does not know. */
const actions = [...gamificationActionSchema.options.map((option) => option.shape.action.value), 'fly', ''];
const junk = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.boolean(),
  fc.constant('a'.repeat(6000)),
  fc.jsonValue({ maxDepth: 2 }),
);
/** Right two times in three, so most requests get past validation to the service and the database. */
const mostly = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 2, arbitrary: valid }, { weight: 1, arbitrary: junk });
const data = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      artworkId: mostly(fc.constantFrom(...artworkIds)),
      tourId: mostly(fc.constantFrom(...tourIds)),
      itineraryId: mostly(fc.constant('itinerary-fuzz')),
      eventId: mostly(fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/)),
      gameId: mostly(fc.constantFrom(...gameIds)),
      score: mostly(fc.nat({ max: 100 })),
      maxScore: mostly(fc.integer({ min: 1, max: 100 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'artworkId', 'score'), junk, {
      maxKeys: 3,
    }),
  },
  { weight: 1, arbitrary: junk },
);
const body = fc
  .record({ action: mostly(fc.constantFrom(...actions)), data }, { requiredKeys: ['action'] })
  .map((record) => JSON.stringify(record));

describe('gamification and feed routes beyond the all-routes fuzz', () => {
  let server: TestServer;
  let token = '';

  beforeAll(async () => {
    // A fuzz run sends about 150 requests, a third of them as one user: the per-user gamification limit
    // (tested on its own) would answer 429 by chance, here and to the 413 test after it.
    server = await startTestServer({
      env: { AUTH_RATE_LIMITS: relaxedRateLimits, GAMIFICATION_RATE_LIMIT: '100000/60' },
    });
    token = (await signUpOn(server, 'fuzz')).session.access_token;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('POST /functions/v1/gamification-system answers every action and its data below 500, in its error shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('valid', 'none', 'garbage'),
        fc.constantFrom('application/json', 'text/plain'),
        async (payload, auth, contentType) => {
          const request = {
            method: 'POST',
            path: '/functions/v1/gamification-system',
            params: {},
            payload,
            auth,
            contentType,
          };
          await expectGracefulAnswer(server.baseUrl, token, request, 'api');
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

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
