import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from './db/database';
import * as schema from './db/schema';
import { seedCatalogue } from './modules/gamification';
import { GazetteerLoader, seedLocalPlaces } from './modules/places';

/**
 * Writes an initialised PGlite data directory (gzipped tar) with the migrations applied and the map
 * content and the achievement catalogue seeded: a first start copies it instead of running initdb and every migration
 * (`npm run build` calls this). With `gazetteer`, the world cities are loaded too: the archive grows
 * from about 5 to 20 MB and a fresh start takes about 1.7 s longer, so by default they load in the
 * background after the server listens instead.
 */
export async function buildPgliteTemplate(
  outFile: string,
  migrationsFolder: string,
  options: { gazetteer?: boolean } = {},
): Promise<void> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    await seedLocalPlaces(db as unknown as Db);
    await seedCatalogue(db as unknown as Db);
    if (options.gazetteer) await new GazetteerLoader(db as unknown as Db).ensure();
    await client.exec('vacuum');
    const archive = await client.dumpDataDir('gzip');
    await writeFile(outFile, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await client.close();
  }
}
