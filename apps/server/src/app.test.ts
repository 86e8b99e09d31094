import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, healthSchema } from '@artvoyage/contract';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './storage/data-dir-lock';
import { sharedMediaDir, startTestServer, testDatabases, type TestServer } from './testing/test-server';
import { makeWebDist } from './testing/web-dist';

describe.each(testDatabases)('server foundation on %s', (database) => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = await makeWebDist();
    await writeFile(join(webDir, 'assets', 'app-1a2b3c.js.map'), '{"version":3,"sourcesContent":["app"]}');
    await writeFile(join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(
      join(webDir, 'sw.js.br'),
      brotliCompressSync('self.addEventListener("fetch", () => {});'),
    );
    await writeFile(join(webDir, 'manifest.webmanifest'), '{"name":"ArtVoyage"}');
    await mkdir(join(webDir, '.prerender'));
    await writeFile(
      join(webDir, '.prerender', 'pages.json'),
      JSON.stringify({
        en: {
          '/gallery': { html: '<main>All ten artworks</main>', title: 'Gallery · ArtVoyage' },
          '/gallery?filter=sculptures': { html: '<main>The sculptures</main>', title: 'Gallery · ArtVoyage' },
        },
        fr: { '/gallery': { html: '<main>Les dix œuvres</main>', title: 'Galerie · ArtVoyage' } },
      }),
    );
    await writeFile(join(webDir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync('console.log("app")'));
    server = await startTestServer({ database, env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('reports healthy with the database it runs on', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/health`);
    expect(response.status).toBe(200);
    const body = healthSchema.parse(await response.json());
    expect(body.database).toBe(database);
    // The world gazetteer is not loaded in tests unless asked: search is the database's meanwhile.
    expect(body.placeSearch).toBe('database');
  });

  it('refuses a second server on its data directory, and keeps answering', async () => {
    // Same DATA_DIR and, on PostgreSQL, the same database: the caches, uploads and outbox are shared too.
    await expect(buildApp(server.config)).rejects.toThrow(DataDirLockedError);
    await expect(buildApp(server.config)).rejects.toThrow(`pid ${process.pid}`);
    expect((await fetch(`${server.baseUrl}/api/v1/health`)).status).toBe(200);
  });

  it('applies the committed migrations at start', async () => {
    // Both drivers answer execute() with node-postgres' result shape.
    const result = (await server.app.database.db.execute(
      "select extname from pg_extension where extname = 'pg_trgm'",
    )) as unknown as { rows: Array<{ extname: string }> };
    expect(result.rows).toEqual([{ extname: 'pg_trgm' }]);
  });

  it.each(['/', '/gallery', '/artwork/mona-lisa', '/guided-tours/french', '/auth/callback', '/no/such/page'])(
    'serves the app for the client route %s',
    async (path) => {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root"');
    },
  );

  it("puts the page prerendered in the visitor's language into #root, or the empty shell when it has none", async () => {
    const page = (path: string, language?: string) =>
      fetch(`${server.baseUrl}${path}`, { headers: language ? { 'accept-language': language } : {} });
    for (const language of [undefined, 'en-GB,en;q=0.9', 'de-DE,en;q=0.5']) {
      const english = await page('/gallery', language);
      expect(english.headers.get('vary')).toBe('accept-encoding, accept-language');
      const html = await english.text();
      expect(html).toContain('<div id="root" data-prerendered="en"><main>All ten artworks</main></div>');
      expect(html).toContain('<title>Gallery · ArtVoyage</title>');
    }
    expect(await (await page('/gallery/?filter=sculptures', 'en')).text()).toContain('The sculptures');

    // A French browser gets the French page, marked French, for the app to hydrate in French.
    const french = await page('/gallery', 'fr-FR,fr;q=0.9,en;q=0.8');
    expect(french.headers.get('vary')).toBe('accept-encoding, accept-language');
    const frenchHtml = await french.text();
    expect(frenchHtml).toContain('<div id="root" data-prerendered="fr"><main>Les dix œuvres</main></div>');
    expect(frenchHtml).toContain('<title>Galerie · ArtVoyage</title>');
    expect(frenchHtml).not.toContain('All ten artworks');

    // A page a language lacks (Russian here, or a French filter) is the empty shell, which the app
    // renders in that language; never the English page.
    for (const [path, language] of [
      ['/gallery', 'ru'],
      ['/gallery?filter=sculptures', 'fr'],
    ] as const) {
      const other = await page(path, language);
      expect(other.headers.get('vary')).toBe('accept-encoding, accept-language');
      const html = await other.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('data-prerendered');
    }
    // A filter that was not prerendered, and a page without a prerendered version, as before.
    expect(await (await page('/gallery?filter=nonsense', 'en')).text()).toContain('<div id="root"></div>');
    const artwork = await page('/artwork/mona-lisa', 'en');
    expect(artwork.headers.get('vary')).toBe('accept-encoding');
    expect(await artwork.text()).toContain('<div id="root"></div>');
    // The prerendered pages are read by the server, not published as a file.
    expect((await fetch(`${server.baseUrl}/.prerender/pages.json`)).status).toBe(404);
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${server.baseUrl}/assets/app-1a2b3c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the source maps to itself', async () => {
    for (const encoding of ['identity', 'br']) {
      const response = await fetch(`${server.baseUrl}/assets/app-1a2b3c.js.map`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(404);
      expect(errorBodySchema.parse(await response.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('serves the service worker and the web app manifest with their types, revalidated every time', async () => {
    for (const encoding of ['identity', 'br']) {
      const worker = await fetch(`${server.baseUrl}/sw.js`, { headers: { 'accept-encoding': encoding } });
      expect(worker.status).toBe(200);
      expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript\b/);
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      expect(await worker.text()).toContain('addEventListener');
    }
    const manifest = await fetch(`${server.baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json\b/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a precompressed asset when the client accepts it', async () => {
    const response = await fetch(`${server.baseUrl}/assets/app-1a2b3c.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('console.log("app")');
  });

  it('answers a missing asset with 404 instead of the app', async () => {
    const response = await fetch(`${server.baseUrl}/assets/app-old.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    for (const path of ['/api/v1/nothing', '/auth/v1/nothing', '/functions/v1/nothing']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status).toBe(404);
      const body = errorBodySchema.parse(await response.json());
      expect(body.error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a malformed JSON body with a 400 in the error shape, not a 500', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken"',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    errorBodySchema.parse(await response.json());
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths).toHaveProperty('/api/v1/health');
    expect(document.components.schemas).toHaveProperty('Health');
    const page = await fetch(`${server.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
  });
});

describe('the data directory after a server closes', () => {
  it('is free for the next server', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'artvoyage-reopen-'));
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        MEDIA_DIR: sharedMediaDir,
        LOG_LEVEL: 'silent',
      });
      const first = await buildApp(config);
      await first.close();
      const second = await buildApp(config);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
