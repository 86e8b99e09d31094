import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema, mapConfigSchema, routeSchema } from '@artvoyage/contract';
import { fakeOsrmRoute, startFakeOsrm, type FakeOsrm } from '../../testing/fake-osrm';
import { startTestServer, testDatabases, type TestServer } from '../../testing/test-server';

const tileUrl = 'https://{s}.tile.example.org/{z}/{x}/{y}{r}.png';
const louvre = '48.8606,2.3376';
const orsay = '48.86,2.3266'; // about 0.8 km from the Louvre
const versailles = '48.8049,2.1204'; // about 17 km
const timeoutMs = 800;

const imgSrc = (response: Response) =>
  /(?:^|;)\s*img-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.trim();

async function getJson(url: string) {
  const response = await fetch(url);
  return { response, status: response.status, body: (await response.json()) as unknown };
}

describe.each(testDatabases)('map settings and routes on %s', (database) => {
  let engine: FakeOsrm;
  /** Tiles and a routing engine (the fake) configured. */
  let online: TestServer;
  /** Neither: the bundled base map and no routes. */
  let offline: TestServer;
  const route = (query: string) => getJson(`${online.baseUrl}/api/v1/routes?${query}`);
  const expectError = async (
    result: Promise<{ status: number; body: unknown }>,
    status: number,
    code: string,
  ) => {
    const { status: actual, body } = await result;
    expect({ status: actual, code: errorBodySchema.parse(body).error.code }).toEqual({ status, code });
    return errorBodySchema.parse(body).error.message;
  };

  beforeAll(async () => {
    engine = await startFakeOsrm();
    online = await startTestServer({
      database,
      env: {
        MAP_TILE_URL: tileUrl,
        MAP_TILE_ATTRIBUTION: '© Example Tiles, © OpenStreetMap contributors',
        MAP_TILE_MAX_ZOOM: '17',
        // A trailing slash and a path prefix, as behind a proxy; the client must keep both right.
        ROUTING_URL: `${engine.url}/osrm/`,
        ROUTING_PROFILE: 'bike',
        ROUTING_TIMEOUT_MS: String(timeoutMs),
      },
    });
    offline = await startTestServer({ database });
  }, 120_000);
  afterAll(async () => {
    await online?.close();
    await offline?.close();
    await engine?.close();
  });
  beforeEach(() => {
    engine.behaviour = 'ok';
    engine.calls.length = 0;
  });

  describe('GET /api/v1/map/config', () => {
    it('gives the tile provider and routing when both are configured', async () => {
      const { response, status, body } = await getJson(`${online.baseUrl}/api/v1/map/config`);
      expect(status).toBe(200);
      expect(mapConfigSchema.parse(body)).toEqual({
        tiles: { url: tileUrl, attribution: '© Example Tiles, © OpenStreetMap contributors', max_zoom: 17 },
        routing: true,
      });
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    });

    it('gives no tiles and no routing when neither is configured', async () => {
      const { status, body } = await getJson(`${offline.baseUrl}/api/v1/map/config`);
      expect(status).toBe(200);
      expect(body).toEqual({ tiles: null, routing: false });
    });
  });

  describe('content security policy', () => {
    it('lets images come from the tile provider’s hosts only when tiles are configured', async () => {
      for (const path of ['/', '/api/v1/health']) {
        expect(imgSrc(await fetch(`${online.baseUrl}${path}`))).toBe(
          "'self' data: blob: https://*.tile.example.org",
        );
        expect(imgSrc(await fetch(`${offline.baseUrl}${path}`))).toBe("'self' data: blob:");
      }
    });
  });

  describe('GET /api/v1/routes', () => {
    it('routes a short trip on foot, asking the engine in lng,lat order', async () => {
      const { response, status, body } = await route(`from=${louvre}&to=${orsay}`);
      expect(status).toBe(200);
      const parsed = routeSchema.parse(body);
      expect(engine.calls).toHaveLength(1);
      const [call] = engine.calls;
      expect(call?.prefix).toBe('/osrm');
      expect(call?.profile).toBe('foot');
      expect(call?.coordinates).toEqual([
        [2.3376, 48.8606],
        [2.3266, 48.86],
      ]);
      expect(call?.query.get('overview')).toBe('full');
      expect(call?.query.get('geometries')).toBe('geojson');
      const expected = fakeOsrmRoute('foot', call?.coordinates ?? []).routes[0];
      expect(parsed).toEqual({
        mode: 'walking',
        distance_m: expected?.distance,
        duration_s: expected?.duration,
        geometry: { type: 'LineString', coordinates: expected?.geometry.coordinates },
      });
      expect(parsed.distance_m).toBeGreaterThan(700);
      expect(parsed.distance_m).toBeLessThan(2000);
      expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    });

    it('routes a longer trip with the configured profile', async () => {
      const { status, body } = await route(`from=${louvre}&to=${versailles}`);
      expect(status).toBe(200);
      const parsed = routeSchema.parse(body);
      expect(parsed.mode).toBe('cycling');
      expect(engine.calls.map((call) => call.profile)).toEqual(['bike']);
      expect(engine.calls[0]?.coordinates).toEqual([
        [2.3376, 48.8606],
        [2.1204, 48.8049],
      ]);
      expect(parsed.geometry.coordinates[0]).toEqual([2.3376, 48.8606]);
      expect(parsed.geometry.coordinates.at(-1)).toEqual([2.1204, 48.8049]);
      expect(parsed.distance_m).toBeGreaterThan(15_000);
    });

    it('keeps signs and order in the western and southern hemispheres', async () => {
      const { status, body } = await route('from=-22.9519,-43.2105&to=-22.9711,-43.1822');
      expect(status).toBe(200);
      expect(routeSchema.parse(body).mode).toBe('cycling'); // about 3.6 km
      expect(engine.calls[0]?.coordinates).toEqual([
        [-43.2105, -22.9519],
        [-43.1822, -22.9711],
      ]);
    });

    it('answers identical points with a zero-length walk without asking the engine', async () => {
      const { status, body } = await route(`from=${louvre}&to=${louvre}`);
      expect(status).toBe(200);
      expect(routeSchema.parse(body)).toEqual({
        mode: 'walking',
        distance_m: 0,
        duration_s: 0,
        geometry: {
          type: 'LineString',
          coordinates: [
            [2.3376, 48.8606],
            [2.3376, 48.8606],
          ],
        },
      });
      expect(engine.calls).toHaveLength(0);
    });

    it.each(['NoRoute', 'NoSegment'] as const)(
      'answers 404 NO_ROUTE when the engine says %s',
      async (code) => {
        engine.behaviour = code;
        await expectError(route(`from=${louvre}&to=${versailles}`), 404, 'NO_ROUTE');
        expect(engine.calls).toHaveLength(1);
      },
    );

    it.each(['http500', 'garbage', 'bad-shape', 'drop'] as const)(
      'answers 502 ROUTING_FAILED when the engine fails (%s)',
      async (behaviour) => {
        engine.behaviour = behaviour;
        const message = await expectError(route(`from=${louvre}&to=${versailles}`), 502, 'ROUTING_FAILED');
        // Nothing of the engine's answer leaks.
        expect(message).not.toMatch(/html|500|polyline/i);
      },
    );

    it('answers 502 ROUTING_FAILED when the engine is too slow', async () => {
      engine.behaviour = 'hang';
      const started = performance.now();
      await expectError(route(`from=${louvre}&to=${versailles}`), 502, 'ROUTING_FAILED');
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 50);
      expect(elapsed).toBeLessThan(timeoutMs + 3000);
    });

    it('answers 503 ROUTING_UNAVAILABLE when no engine is configured', async () => {
      await expectError(
        getJson(`${offline.baseUrl}/api/v1/routes?from=${louvre}&to=${versailles}`),
        503,
        'ROUTING_UNAVAILABLE',
      );
    });

    it.each([
      ['', /from.*to|to.*from|Required|expected/i],
      [`to=${louvre}`, /from/],
      [`from=${louvre}`, /to/],
      [`from=abc&to=${louvre}`, /from: expected two numbers/],
      [`from=${louvre}&to=91,0`, /to: lat must be within/],
      [`from=${louvre}&to=0,-180.5`, /to: lat must be within/],
      [`from=1,2,3&to=${louvre}`, /from: expected two numbers/],
      [`from=1,&to=${louvre}`, /from: expected two numbers/],
      [`from=,&to=${louvre}`, /from: expected two numbers/],
      [`from=Infinity,0&to=${louvre}`, /from: expected two numbers/],
      [`from=48.8606;2.3376&to=${louvre}`, /from: expected two numbers/],
      [`from=1.${'0'.repeat(80)}1,2&to=${louvre}`, /from: expected lat,lng of at most 64 characters/],
      [`from=${louvre}&from=${orsay}&to=${louvre}`, /from/],
    ])('refuses the query "%s" with a 400 in the error shape', async (query, message) => {
      for (const server of [online, offline]) {
        const text = await expectError(
          getJson(`${server.baseUrl}/api/v1/routes?${query}`),
          400,
          'VALIDATION_FAILED',
        );
        expect(text).toMatch(message);
      }
      expect(engine.calls).toHaveLength(0);
    });
  });

  it('documents both endpoints in the OpenAPI document', async () => {
    const { status, body } = await getJson(`${online.baseUrl}/api/docs/json`);
    expect(status).toBe(200);
    const paths = (body as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> })
      .paths;
    expect(Object.keys(paths['/api/v1/map/config']?.get?.responses ?? {})).toEqual(['200']);
    expect(Object.keys(paths['/api/v1/routes']?.get?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '404',
      '502',
      '503',
    ]);
  });
});
