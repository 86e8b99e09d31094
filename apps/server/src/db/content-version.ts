import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from './database';
import { contentSeeded } from './schema';

/**
 * The version of content seeded at start (the local places, the world cities, the achievement
 * catalogue): a hash of its JSON, stored
 * with what was written, so an unchanged start writes nothing.
 */
export function contentVersion(content: unknown): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 32);
}

/** The version of the content `name` the database holds (table content_seeded), if any. */
export async function seededVersion(db: Executor, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ version: contentSeeded.version })
    .from(contentSeeded)
    .where(eq(contentSeeded.name, name));
  return row?.version;
}

/** Records that the database now holds `version` of the content `name`. */
export async function recordSeeded(db: Executor, name: string, version: string): Promise<void> {
  await db
    .insert(contentSeeded)
    .values({ name, version })
    .onConflictDoUpdate({ target: contentSeeded.name, set: { version, seededAt: sql`now()` } });
}
