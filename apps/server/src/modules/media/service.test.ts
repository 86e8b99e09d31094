import { copyFile, mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedMediaDir } from '../../testing/test-server';
import { MediaService } from './service';

describe('MediaService cache', () => {
  let root: string;
  let rendered: number;
  let service: MediaService;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'artvoyage-media-'));
    await mkdir(join(root, 'media', 'artworks'), { recursive: true });
    await copyFile(
      join(sharedMediaDir, 'artworks', 'great-sphinx.jpg'),
      join(root, 'media', 'artworks', 'x.jpg'),
    );
    rendered = 0;
    const log = pino(
      { level: 'debug' },
      { write: (line: string) => void (line.includes('rendered variant') && rendered++) },
    );
    service = new MediaService({ mediaDir: join(root, 'media'), cacheDir: join(root, 'cache'), log });
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const params = { kind: 'artworks', id: 'x', width: 480, format: 'webp' } as const;

  it('renders a variant once for concurrent requests', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => service.get(params)));
    expect(rendered).toBe(1);
    expect(new Set(results.map((r) => r.etag)).size).toBe(1);
    expect(results[0]?.placeholder).toBe(false);
  });

  it('renders again when the original is replaced, and drops the stale file', async () => {
    const before = await service.get(params);
    const original = join(root, 'media', 'artworks', 'x.jpg');
    await sharp({ create: { width: 900, height: 300, channels: 3, background: '#345' } })
      .jpeg()
      .toFile(original);
    const later = new Date(Date.now() + 10_000);
    await utimes(original, later, later);

    const after = await service.get(params);
    expect(after.etag).not.toBe(before.etag);
    expect((await sharp(after.body).metadata()).height).toBe(160);
    const files = await readdir(join(root, 'cache', 'artworks', 'x'));
    expect(files.filter((name) => name.startsWith('480-'))).toHaveLength(1);
  });

  it('leaves no partial files behind', async () => {
    const files = await readdir(join(root, 'cache', 'artworks', 'x'));
    expect(files.some((name) => name.includes('partial'))).toBe(false);
  });

  it('falls back to the placeholder when the original is unreadable', async () => {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(root, 'media', 'artworks', 'broken.jpg'), 'not a jpeg');
    const silent = new MediaService({
      mediaDir: join(root, 'media'),
      cacheDir: join(root, 'cache'),
      log: pino({ level: 'silent' }),
    });
    const result = await silent.get({ ...params, id: 'broken' });
    expect(result.placeholder).toBe(true);
  });
});
