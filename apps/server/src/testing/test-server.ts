import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { buildApp, type App, type AppOverrides } from '../app';
import { loadConfig, type AppConfig } from '../config';

/** The databases the integration suites run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** The shared reference images (see docs/features/images.md); tests that need real originals use them. */
export const sharedMediaDir = resolve(
  process.env.MEDIA_DIR ?? join(import.meta.dirname, '../../../../../shared/media'),
);

export interface TestServer {
  app: App;
  config: AppConfig;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts the real server on a random loopback port with a fresh data directory and, on PostgreSQL,
 * a fresh database that is dropped afterwards.
 */
export async function startTestServer(
  options: { database?: 'pglite' | 'postgres'; env?: Record<string, string>; overrides?: AppOverrides } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'artvoyage-test-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl = '';
  if (options.database === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `artvoyage_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    // Each test prepares what it uses (gazetteer.ensure(), warmRecognition()); nothing runs behind it.
    WARM_ON_START: 'false',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MEDIA_DIR: sharedMediaDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    // The learned recognition stage takes a minute to prepare on a fresh cache: tests that need it turn
    // it on (with `sharedRecognitionCache`); the others test the local features alone.
    RECOGNITION_GLOBAL: 'off',
    ...options.env,
  });
  const app = await buildApp(config, options.overrides);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return {
    app,
    config,
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await dropDatabase?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export { sharedRecognitionCache } from './shared-caches';
