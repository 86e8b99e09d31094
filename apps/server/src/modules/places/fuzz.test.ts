import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOsrm, type FakeOsrm } from '../../testing/fake-osrm';
import { expectGracefulAnswer } from '../../testing/fuzz';
import { startTestServer, type TestServer } from '../../testing/test-server';

const routes = [
  '/api/v1/destinations',
  '/api/v1/landmarks',
  '/api/v1/landmarks/{id}',
  '/api/v1/places',
  '/api/v1/cities',
  '/api/v1/map/config',
  '/api/v1/routes',
];

/** Query values that have broken search code elsewhere: LIKE wildcards, escapes, odd Unicode, huge input. */
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('%', '_', '\\', "'", '%_%', 'a\\%b', '\u0000', '\u0301', 'ﬁ', '🏛️', ' ', ',,,', '1,2,3,4'),
  fc.constant('x'.repeat(5000)),
  // Points, valid and not, so routes reach the engine too.
  fc
    .tuple(fc.double({ min: -100, max: 100 }), fc.double({ min: -200, max: 200 }))
    .map(([lat, lng]) => `${lat},${lng}`),
  fc.constantFrom('48.8606,2.3376', '0,0', '-90,180', '90,-180', '-0,-0', '1e1,2', '0x10,5', ' 1 , 2 '),
);
const query = fc.dictionary(fc.constantFrom('q', 'limit', 'city', 'bbox', 'from', 'to', 'other'), text, {
  maxKeys: 4,
});

describe('places routes under random input', () => {
  let server: TestServer;
  let engine: FakeOsrm;
  beforeAll(async () => {
    engine = await startFakeOsrm();
    server = await startTestServer({ env: { ROUTING_URL: engine.url } });
  });
  afterAll(async () => {
    await server?.close();
    await engine?.close();
  });

  it.each(routes)('GET %s answers 2xx or 4xx in the error shape, never 5xx', async (route) => {
    await fc.assert(
      fc.asyncProperty(query, text, async (params, id) => {
        const path = route.replace('{id}', encodeURIComponent(id) || 'x');
        const request = {
          method: 'GET',
          path,
          params,
          payload: '',
          auth: 'none' as const,
          contentType: 'application/json',
        };
        await expectGracefulAnswer(server.baseUrl, '', request, 'api');
      }),
      { numRuns: 40 },
    );
  });

  it('GET /api/v1/routes answers a route or a 400 for any pair of points, never 5xx', async () => {
    const point = fc.oneof(
      fc.tuple(fc.double({ min: -95, max: 95 }), fc.double({ min: -185, max: 185 })),
      fc.tuple(fc.integer({ min: -90, max: 90 }), fc.integer({ min: -180, max: 180 })),
    );
    await fc.assert(
      fc.asyncProperty(point, point, async ([fromLat, fromLng], [toLat, toLng]) => {
        const search = new URLSearchParams({ from: `${fromLat},${fromLng}`, to: `${toLat},${toLng}` });
        const response = await fetch(`${server.baseUrl}/api/v1/routes?${search}`);
        const json = (await response.json()) as unknown;
        const valid =
          [fromLat, toLat].every((lat) => Math.abs(lat) <= 90) &&
          [fromLng, toLng].every((lng) => Math.abs(lng) <= 180);
        expect({ status: response.status, json }).toMatchObject(
          valid
            ? { status: 200, json: { geometry: { type: 'LineString' } } }
            : { status: 400, json: { error: { code: 'VALIDATION_FAILED' } } },
        );
      }),
      { numRuns: 60 },
    );
    expect(engine.calls.length).toBeGreaterThan(0);
  });
});
