import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir, pgliteTemplatePath } from '../paths';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: for queries that may run inside a caller's transaction or on their own. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Only on PGlite: hears the notifications of a channel (LISTEN) from then on. PGlite has one session,
   * in this process, so a change committed by any statement is heard, and the listener has run before
   * the promise of the statement that committed it resolves.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite under `dataDir/db`, then migrates. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(resolve(options.dataDir, 'db'));
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** How long a new PostgreSQL connection may take before the request using it fails. */
export const connectTimeoutMs = 5000;
/** How long the health check waits for `select 1` on a connection it got. */
export const pingTimeoutMs = 3000;

function openPostgres(url: string): Database & { migrate(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Without a timeout, a database that accepts connections but never answers (a network partition,
    // a frozen host) hangs every request and the health check forever, and fills the pool for good.
    connectionTimeoutMillis: connectTimeoutMs,
    // Lets the kernel notice a peer that vanished without closing the connection.
    keepAlive: true,
  });
  // An idle connection the server ends (restart, DROP DATABASE … FORCE, admin termination) is dropped
  // by the pool and replaced on demand; without a listener its 'error' event would crash the process.
  pool.on('error', () => undefined);
  // The same for a connection checked out (a transaction, the health check): the pool listens only to
  // idle ones, so its 'error' crashed the process. Its queries still fail, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      const client = await pool.connect();
      const query = client.query('select 1');
      query.catch(() => undefined); // still pending when the timeout wins
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          query,
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`no answer within ${pingTimeoutMs} ms`)),
              pingTimeoutMs,
            );
          }),
        ]);
        client.release();
      } catch (error) {
        // Destroyed rather than returned: the connection may be stuck, or already dead.
        client.release(error as Error);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string): Promise<Database & { migrate(): Promise<void> }> {
  await mkdir(dir, { recursive: true });
  // initdb in WebAssembly takes seconds; a new data directory starts from the build's template instead.
  const isNew = !existsSync(resolve(dir, 'PG_VERSION'));
  const template = isNew && existsSync(pgliteTemplatePath) ? await readFile(pgliteTemplatePath) : undefined;
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: new Blob([template]) } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
