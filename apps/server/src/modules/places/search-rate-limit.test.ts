import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorShape } from '../../testing/fuzz';
import { startTestServer, testDatabases, type TestServer } from '../../testing/test-server';

/*
 * Place search ranks thousands of cities by similarity on each request: a few anonymous clients
 * searching without pause slowed every other route. Past PLACE_SEARCH_RATE_LIMIT per client address
 * it answers 429, while the map's cheap reads stay open.
 */
describe.each(testDatabases)('the place search rate limit (%s)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLACE_SEARCH_RATE_LIMIT: '6/60' } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 in the API error shape past the limit, and only for search', async () => {
    const search = (q: string) => fetch(`${server.baseUrl}/api/v1/places?q=${encodeURIComponent(q)}`);
    for (const q of ['Paris', 'Rome', 'Lon', 'Flor', 'Cairo', 'Venice']) {
      const response = await search(q);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const over = await search('Berlin');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(isErrorShape(await over.json(), 429, 'api')).toBe(true);
    const destinations = await fetch(`${server.baseUrl}/api/v1/destinations`);
    expect(destinations.status).toBe(200);
    await destinations.arrayBuffer();
  });
});
