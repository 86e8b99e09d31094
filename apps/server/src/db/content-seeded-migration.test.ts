import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';

// A database made before migration 0011 recorded its places' versions in place_sources_loaded: they
// must reach content_seeded, or the server would reload every place (and the world cities) at start.
describe('migration 0011: one content_seeded table', () => {
  let folder: string;
  let client: PGlite;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'artvoyage-migrations-'));
    await cp(migrationsDir, folder, { recursive: true });
    client = await PGlite.create({ extensions: { pg_trgm } });
  });

  afterAll(async () => {
    await client.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('carries the place versions over and drops place_sources_loaded', async () => {
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    const upTo0010 = journal.entries.findIndex((entry) => entry.tag.startsWith('0011_'));
    expect(upTo0010).toBeGreaterThan(0);
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo0010) }));
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });
    await client.exec(`
      insert into place_sources_loaded (source, version) values ('local', 'l1'), ('gazetteer', 'g1');
      insert into content_seeded (name, version) values ('gamification-catalogue', 'c1');
    `);

    await migrate(db, { migrationsFolder: migrationsDir });

    const seeded = await client.query<{ name: string; version: string }>(
      'select name, version from content_seeded order by name',
    );
    expect(seeded.rows).toEqual([
      { name: 'gamification-catalogue', version: 'c1' },
      { name: 'places-gazetteer', version: 'g1' },
      { name: 'places-local', version: 'l1' },
    ]);
    const left = await client.query("select to_regclass('place_sources_loaded') as name");
    expect(left.rows).toEqual([{ name: null }]);
  });
});
