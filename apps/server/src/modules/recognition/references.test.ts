import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedMediaDir } from '../../testing/test-server';
import { listReferenceFiles } from './references';

describe('the reference photos', () => {
  it('are the ten artworks and every view of each landmark with a photo in the shared media', async () => {
    const references = await listReferenceFiles(sharedMediaDir);
    expect(references.filter((r) => r.kind === 'artwork')).toHaveLength(10);
    const colosseum = references.filter((r) => r.subject === 'colosseum').map((r) => r.path);
    expect(colosseum).toEqual([
      join(sharedMediaDir, 'landmarks/colosseum-2.jpg'),
      join(sharedMediaDir, 'landmarks/colosseum.jpg'),
    ]);
    expect(references.find((r) => r.subject === 'great-sphinx-giza')?.kind).toBe('landmark');
  });

  it('ignore photos of subjects we do not know, and a missing folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'artvoyage-refs-'));
    try {
      await mkdir(join(dir, 'landmarks'));
      await copyFile(join(sharedMediaDir, 'landmarks/parthenon.jpg'), join(dir, 'landmarks/parthenon.jpg'));
      await copyFile(join(sharedMediaDir, 'landmarks/parthenon.jpg'), join(dir, 'landmarks/my-holiday.jpg'));
      const references = await listReferenceFiles(dir);
      expect(references).toEqual([
        { subject: 'parthenon', kind: 'landmark', path: join(dir, 'landmarks/parthenon.jpg') },
      ]);
      expect(await listReferenceFiles(join(dir, 'nowhere'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
