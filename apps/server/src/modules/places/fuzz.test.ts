import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

const routes = ['/api/v1/destinations', '/api/v1/landmarks', '/api/v1/landmarks/{id}', '/api/v1/places'];

/** Query values that have broken search code elsewhere: LIKE wildcards, escapes, odd Unicode, huge input. */
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('%', '_', '\\', "'", '%_%', 'a\\%b', '\u0000', '\u0301', 'ﬁ', '🏛️', ' ', ',,,', '1,2,3,4'),
  fc.constant('x'.repeat(5000)),
);
const query = fc.dictionary(fc.constantFrom('q', 'limit', 'city', 'bbox', 'other'), text, { maxKeys: 4 });

describe('places routes under random input', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(routes)('GET %s answers 2xx or 4xx in the error shape, never 5xx', async (route) => {
    await fc.assert(
      fc.asyncProperty(query, text, async (params, id) => {
        const path = route.replace('{id}', encodeURIComponent(id) || 'x');
        const search = new URLSearchParams(params).toString();
        const response = await fetch(`${server.baseUrl}${path}${search ? `?${search}` : ''}`);
        expect(response.status).toBeLessThan(500);
        const json = (await response.json()) as unknown;
        if (response.status >= 400) {
          expect(json).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
        } else {
          expect(Array.isArray(json) || typeof json === 'object').toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});
