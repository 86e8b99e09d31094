import { readdir } from 'node:fs/promises';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@artvoyage/contract';
import { imageRevision } from '@artvoyage/contract/constants';
import { isErrorShape } from '../../testing/fuzz';
import { sharedMediaDir, startTestServer, testDatabases, type TestServer } from '../../testing/test-server';

/*
 * Attacks on image rendering: made-up ids that each rendered a card of their own, bursts of renders
 * that filled libuv's thread pool so static files waited behind them, and one client asking without
 * end. Timings are compared within one run (a static file under load against the burst itself),
 * never against fixed figures.
 */

const mediaUrl = (server: TestServer, path: string) =>
  `${server.baseUrl}/api/v1/media/${path}?v=${imageRevision}`;

async function timed(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Originals in the shared media directory, as `kind/id`. */
async function originals(): Promise<string[]> {
  const found: string[] = [];
  for (const kind of ['landmarks', 'artworks']) {
    for (const name of (await readdir(join(sharedMediaDir, kind))).sort()) {
      if (name.endsWith('.jpg')) found.push(`${kind}/${name.slice(0, -4)}`);
    }
  }
  return found;
}

describe.each(testDatabases)('image rendering under attack (%s)', (database) => {
  let server: TestServer;
  let webDir: string;
  let images: string[];

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'artvoyage-media-web-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>ArtVoyage</title>');
    await writeFile(
      join(webDir, 'assets', 'app-1a2b3c.js'),
      `console.log(${JSON.stringify('x'.repeat(20_000))})`,
    );
    server = await startTestServer({
      database,
      env: { WEB_DIST_DIR: webDir, MEDIA_RATE_LIMIT: '100000/60' },
    });
    images = await originals();
  });
  afterAll(async () => {
    await server?.close();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  it("gives every id without an original the same card, made-up ids and the catalogue's alike", async () => {
    const etags = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const response = await fetch(mediaUrl(server, `artworks/made-up-${i}-${Date.now()}/640.webp`));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-media-placeholder')).toBe('1');
      etags.add(response.headers.get('etag') ?? '');
      await response.arrayBuffer();
    }
    expect(etags.size).toBe(1);
    // A landmark of the catalogue without a photo gets that card too: it holds no words to translate.
    const known = await fetch(mediaUrl(server, 'landmarks/musee-d-orsay/640.webp'));
    expect(known.headers.get('x-media-placeholder')).toBe('1');
    expect(etags).toContain(known.headers.get('etag'));
  });

  it('keeps static files quick while 16 clients ask for images without pause', async () => {
    const staticUrl = `${server.baseUrl}/assets/app-1a2b3c.js`;
    expect((await timed(staticUrl)).status).toBe(200);
    const alone: number[] = [];
    for (let i = 0; i < 7; i++) alone.push((await timed(staticUrl)).ms);

    // Each client asks, as soon as it has its answer, for an image nobody asked for before: a made-up
    // id (a placeholder card) or a variant of a real original not rendered yet (a fresh data directory).
    const fresh = images.flatMap((image) =>
      [1600, 1200, 800].flatMap((width) => [`${image}/${width}.webp`, `${image}/${width}.jpeg`]),
    );
    let next = 0;
    let stop = false;
    const statuses = new Map<number, number>();
    const attacker = async (client: number) => {
      for (let round = 0; !stop; round++) {
        const path =
          client % 2 === 0
            ? `landmarks/made-up-${client}-${round}-${Date.now()}/${[640, 800, 1200][round % 3]}.webp`
            : (fresh[next++ % fresh.length] ?? '');
        const { status } = await timed(mediaUrl(server, path));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const attackers = Array.from({ length: 16 }, (_, client) => attacker(client));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const underLoad: number[] = [];
    for (let i = 0; i < 5; i++) underLoad.push((await timed(staticUrl)).ms);
    stop = true;
    await Promise.all(attackers);

    console.warn(
      `static file alone ${median(alone).toFixed(1)} ms, with 16 clients rendering ` +
        `${median(underLoad).toFixed(1)} ms (${underLoad.map((ms) => ms.toFixed(0)).join(', ')}); ` +
        `image answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
    // Queued behind the renders in libuv's pool, a static file took hundreds of times longer.
    expect(median(underLoad)).toBeLessThan(median(alone) * 30);
  }, 120_000);

  it('answers 503 MEDIA_BUSY, not a long wait, when too many renders are waiting', async () => {
    const widths = [320, 480, 640, 800, 1200];
    const paths = images.flatMap((image) => widths.map((width) => `${image}/${width}.jpeg`)).slice(0, 60);
    const answers = await Promise.all(
      paths.map(async (path) => {
        const response = await fetch(mediaUrl(server, path));
        const type = response.headers.get('content-type') ?? '';
        const body = type.startsWith('application/json')
          ? await response.json()
          : await response.arrayBuffer();
        return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.retryAfter).toBe('1');
      expect(errorBodySchema.parse(answer.body).error.code).toBe('MEDIA_BUSY');
    }
    // Nothing is stuck: the next request renders.
    expect((await timed(mediaUrl(server, `${images[0]}/320.webp`))).status).toBe(200);
  }, 120_000);
});

describe('the media rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { MEDIA_RATE_LIMIT: '5/60' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 in the API error shape past MEDIA_RATE_LIMIT per client address', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await timed(mediaUrl(server, 'artworks/mona-lisa/320.webp'))).status).toBe(200);
    }
    const over = await fetch(mediaUrl(server, `artworks/made-up-${Date.now()}/320.webp`));
    expect(over.status).toBe(429);
    expect(isErrorShape(await over.json(), 429, 'api')).toBe(true);
  });
});
