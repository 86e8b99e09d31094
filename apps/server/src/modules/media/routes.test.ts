import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@artvoyage/contract';
import { imageRevision } from '@artvoyage/contract/constants';
import { sharedMediaDir } from '../../testing/test-server';
import { setUpTestServer } from '../../testing/suite-server';

const immutable = 'public, max-age=31536000, immutable';

describe('media service', () => {
  const server = setUpTestServer();

  /** As the web app asks: with the current rendering revision, unless the path names its own query. */
  const get = (path: string, init?: RequestInit) =>
    fetch(`${server.baseUrl}/api/v1/media/${path}${path.includes('?') ? '' : `?v=${imageRevision}`}`, init);
  const image = async (response: Response) => {
    const bytes = Buffer.from(await response.arrayBuffer());
    return { bytes, meta: await sharp(bytes).metadata() };
  };

  it('caches for a year only an address that names the current rendering revision', async () => {
    // An address from before a rendering change (or without a revision) must not pin its pixels.
    for (const query of ['', '?v=1', `?v=${imageRevision + 1}`]) {
      const response = await get(`artworks/mona-lisa/320.webp${query || '?'}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toBeTruthy();
      await response.arrayBuffer();
    }
    const current = await get(`artworks/mona-lisa/320.webp?v=${imageRevision}`);
    expect(current.headers.get('cache-control')).toBe(immutable);
    await current.arrayBuffer();
    const tooLong = await get('artworks/mona-lisa/320.webp?v=1234567890123');
    expect(tooLong.status).toBe(400);
    expect(errorBodySchema.parse(await tooLong.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it("cuts an artwork's card to its 4:3 frame, from the part the focus names", async () => {
    // mona-lisa.jpg is 754x1125: its card is 754x566 of it, starting 112 px from the top.
    const response = await get('cards/mona-lisa/640.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(immutable);
    expect(response.headers.get('x-media-placeholder')).toBeNull();
    const card = await image(response);
    expect([card.meta.width, card.meta.height]).toEqual([640, 480]);
    // The same part cut from the original by hand looks the same (mean channel difference).
    const original = join(sharedMediaDir, 'artworks', 'mona-lisa.jpg');
    const expected = await sharp(original)
      .extract({ left: 0, top: 112, width: 754, height: 566 })
      .resize(64, 48)
      .raw()
      .toBuffer();
    const actual = await sharp(card.bytes).resize(64, 48).raw().toBuffer();
    const difference = expected.reduce(
      (sum, value, index) => sum + Math.abs(value - (actual[index] ?? 0)),
      0,
    );
    expect(difference / expected.length).toBeLessThan(8);

    // A wide painting keeps its height and loses its sides.
    const wide = await image(await get('cards/raft-medusa/320.avif'));
    expect([wide.meta.width, wide.meta.height]).toEqual([320, 240]);
    // Landmarks have no cards: the placeholder, as for any missing original.
    const landmark = await get('cards/eiffel-tower/320.webp');
    expect(landmark.headers.get('x-media-placeholder')).toBe('1');
    await landmark.arrayBuffer();
  });

  it('renders a WebP scaled down to the width, with immutable caching', async () => {
    // mona-lisa.jpg is 754x1125: 640 scales it down, 800 keeps it at 754 (never enlarged).
    const response = await get('artworks/mona-lisa/640.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(immutable);
    expect(response.headers.get('x-media-placeholder')).toBeNull();
    const { bytes, meta } = await image(response);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(Math.round((1125 * 640) / 754));
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();

    const small = await image(await get('artworks/mona-lisa/320.webp'));
    expect(small.meta.width).toBe(320);
  });

  it('cuts the guess-the-artwork details from the originals', async () => {
    // guess-mona-lisa is x 0.28, y 0.7, 0.55 x 0.22 of the 754x1125 original: 415x248 px, her hands.
    const response = await get('crops/guess-mona-lisa/320.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(immutable);
    expect(response.headers.get('x-media-placeholder')).toBeNull();
    const { meta } = await image(response);
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(Math.round((248 * 320) / 415));
    // Never enlarged either: the whole crop is narrower than 640.
    expect((await image(await get('crops/guess-mona-lisa/640.webp'))).meta.width).toBe(415);

    const unknown = await get('crops/mona-lisa/320.webp');
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('x-media-placeholder')).toBe('1');
  });

  it('never enlarges a smaller original', async () => {
    const { meta } = await image(await get('artworks/mona-lisa/800.webp'));
    expect(meta.width).toBe(754);
  });

  it('answers a strong ETag and 304 when it matches', async () => {
    const first = await get('artworks/mona-lisa/640.webp');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    await first.arrayBuffer();
    const again = await get('artworks/mona-lisa/640.webp', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(immutable);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('keeps rendered variants on disk and serves them from there', async () => {
    await (await get('artworks/venus-de-milo/480.webp')).arrayBuffer();
    const dir = join(server.config.dataDir, 'cache', 'media', 'artworks', 'venus-de-milo');
    const files = (await readdir(dir)).filter((name) => name.endsWith('.webp'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^480-[0-9a-f]{16}\.webp$/);

    // Swap the cached file for another picture: the next answer must be that file.
    const marker = await sharp({ create: { width: 480, height: 10, channels: 3, background: '#f00' } })
      .webp()
      .toBuffer();
    await writeFile(join(dir, files[0] ?? ''), marker);
    const cached = await get('artworks/venus-de-milo/480.webp');
    expect(Buffer.from(await cached.arrayBuffer()).equals(marker)).toBe(true);
  });

  it('renders AVIF and JPEG', async () => {
    for (const [path, contentType, format, width] of [
      ['artworks/great-sphinx/320.avif', 'image/avif', 'heif', 320],
      ['landmarks/eiffel-tower/480.jpeg', 'image/jpeg', 'jpeg', 480],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(contentType);
      const { meta } = await image(response);
      expect(meta.format, path).toBe(format);
      expect(meta.width, path).toBe(width);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const full = await get('artworks/winged-victory/320.webp');
    const length = (await full.arrayBuffer()).byteLength;
    const head = await get('artworks/winged-victory/320.webp', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(head.headers.get('etag')).toBe(full.headers.get('etag'));
    expect(Number(head.headers.get('content-length'))).toBe(length);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('serves a placeholder card, not cached for long, while an original is missing', async () => {
    for (const format of ['webp', 'jpeg'] as const) {
      const response = await get(`artworks/no-such-painting/640.${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-media-placeholder')).toBe('1');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toBe(`image/${format}`);
      expect(response.headers.get('etag')).toBeTruthy();
      const { meta } = await image(response);
      expect(meta.format).toBe(format);
      expect(meta.width).toBe(640);
      expect(meta.height).toBe(480);
    }
    const dir = join(server.config.dataDir, 'cache', 'media', 'artworks');
    expect(await readdir(dir)).not.toContain('no-such-painting');
  });

  it.each([
    ['artworks/mona-lisa/801.webp', 'width'],
    ['artworks/mona-lisa/800.gif', 'format'],
    ['artworks/mona-lisa/large.webp', 'variant'],
    ['secrets/mona-lisa/800.webp', 'kind'],
    ['artworks/..%2Fetc/800.webp', 'id'],
    ['artworks/..%2F..%2Fetc%2Fpasswd/800.webp', 'id'],
    ['artworks/Mona-Lisa/800.webp', 'id'],
  ])('refuses %s with a 400 in the error shape', async (path, field) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = errorBodySchema.parse(await response.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toContain(field);
  });

  it('is documented on the OpenAPI page', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, { get?: { tags?: string[]; parameters?: Array<{ name: string }> } }>;
    };
    const route = document.paths['/api/v1/media/{kind}/{id}/{variant}']?.get;
    expect(route?.tags).toEqual(['media']);
    expect(route?.parameters?.map((p) => p.name).sort()).toEqual(['id', 'kind', 'v', 'variant']);
  });
});
