// The worker thread end to end on real weights, with two subjects to keep it short; the second start
// reads everything from the cache.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReferenceFile } from '../references';
import { GlobalRanker, rgbOfPhoto } from './global-ranker';

const mediaDir = process.env.MEDIA_DIR ?? join(import.meta.dirname, '../../../../../../../shared/media');
const references: ReferenceFile[] = [
  { subject: 'eiffel-tower', kind: 'landmark', path: join(mediaDir, 'landmarks', 'eiffel-tower.jpg') },
  { subject: 'mona-lisa', kind: 'artwork', path: join(mediaDir, 'artworks', 'mona-lisa.jpg') },
];

describe.skipIf(!existsSync(join(mediaDir, 'landmarks')))('GlobalRanker', () => {
  const rankers: GlobalRanker[] = [];
  let cacheDir = '';
  afterAll(async () => {
    await Promise.all(rankers.map((ranker) => ranker.close()));
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  });

  it('ranks a photo of a subject in a worker and caches what it learnt', async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'artvoyage-global-'));
    const first = new GlobalRanker({ listReferences: async () => references, cacheDir });
    rankers.push(first);
    const stats = await first.warm();
    expect(stats).toMatchObject({
      references: 2,
      subjects: 2,
      computed: 2,
      background: 'shipped',
      rankerCached: false,
    });
    const ranking = await first.rank(await rgbOfPhoto(join(mediaDir, 'landmarks', 'eiffel-tower-2.jpg')));
    expect(ranking.ranked.map(({ subject }) => subject)).toEqual(['eiffel-tower', 'mona-lisa']);
    expect(ranking.ranked.reduce((sum, { score }) => sum + score, ranking.background)).toBeCloseTo(1);
    expect((await readdir(cacheDir)).filter((name) => name.startsWith('reference-'))).toHaveLength(2);
    await first.close();

    // A file of a reference photo that has since changed: removed on the next start.
    await writeFile(join(cacheDir, 'reference-0123456789abcdef01234567.json'), '[]');
    const second = new GlobalRanker({ listReferences: async () => references, cacheDir });
    rankers.push(second);
    expect(await second.warm()).toMatchObject({ computed: 0, rankerCached: true });
    expect((await readdir(cacheDir)).filter((name) => name.endsWith('.json'))).toHaveLength(3);
  }, 120_000);

  it('ranks nothing without references', async () => {
    const empty = new GlobalRanker({ listReferences: async () => [] });
    rankers.push(empty);
    expect(await empty.rank({ data: new Uint8Array(3), width: 1, height: 1 })).toEqual({
      ranked: [],
      background: 1,
    });
  });
});
