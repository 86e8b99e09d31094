// Starting the built server for a benchmark: a free port, `npm start` in its own process group.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { artworks } from '@artvoyage/content';
import { locales } from '@artvoyage/contract/locales';

export const repoRoot = resolve(import.meta.dirname, '..');
/** The shared reference images (MEDIA_DIR), by default ../shared/media next to the repository. */
export const mediaDir = resolve(process.env.MEDIA_DIR ?? join(repoRoot, '../shared/media'));

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

export interface BenchServer {
  child: ChildProcess;
  /** `http://127.0.0.1:{port}/api/v1` */
  api: string;
  stop(): Promise<void>;
}

/**
 * `npm start` on a free port with this data directory; `logs` pipes its stdout for reading; `env` adds
 * to (or overrides) the environment, e.g. MEDIA_DIR or AUTH_RATE_LIMITS.
 */
export async function startServer(options: {
  dataDir: string;
  logLevel?: string;
  logs?: boolean;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: options.logLevel ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', options.logs ? 'pipe' : 'ignore', 'ignore'],
    detached: true,
  });
  return {
    child,
    api: `http://127.0.0.1:${port}/api/v1`,
    async stop() {
      if (child.pid) await stopGroup(child.pid);
    },
  };
}

/** Whether any process of the group is still alive (signal 0 checks without sending anything). */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

/**
 * Ends `npm start`'s process group and waits until none of it is left: the server lets go of its data
 * directory only when it has shut down, and a server started on that directory before then is refused
 * (npm itself may be gone long before). After 10 s of shutting down, the group is killed.
 */
async function stopGroup(pid: number): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  };
  signal('SIGTERM');
  const deadline = performance.now() + 10_000;
  while (groupAlive(pid)) {
    if (performance.now() > deadline) {
      signal('SIGKILL');
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Waits until /api/v1/health answers 200 and the start-up background work is done, so it does not
 * compete for the CPU with what is measured next: the gazetteer load and the place search index
 * built after it (/api/v1/health says `placeSearch: memory`) and, when `dataDir` is given, the audio
 * guides (one MP3 per artwork and language in its cache).
 * Returns the milliseconds it waited.
 */
export async function waitUntilReady(
  server: BenchServer,
  options: { dataDir?: string; timeoutMs?: number } = {},
): Promise<number> {
  const { dataDir, timeoutMs = 300_000 } = options;
  const started = performance.now();
  const until = async (what: string, done: () => Promise<boolean>, pollMs: number) => {
    while (!(await done())) {
      if (performance.now() - started > timeoutMs)
        throw new Error(`${what} not ready within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, pollMs));
    }
  };
  const ok = async (path: string, check: (body: unknown) => boolean) => {
    try {
      const response = await fetch(`${server.api}${path}`);
      return response.ok && check(await response.json());
    } catch {
      return false; // not listening yet
    }
  };
  await until('the server', () => ok('/health', () => true), 100);
  // The search index is built once the whole gazetteer is in the database.
  await until(
    'the gazetteer and the place search index',
    () => ok('/health', (body) => (body as { placeSearch?: string }).placeSearch === 'memory'),
    250,
  );
  if (dataDir) {
    const audioDir = join(dataDir, 'cache', 'audio');
    const mp3s = async () => (await readdir(audioDir).catch(() => [])).filter((f) => f.endsWith('.mp3'));
    // One guide per artwork in each language, all made at start.
    const guides = artworks.length * locales.length;
    await until('the audio guides', async () => (await mp3s()).length >= guides, 500);
  }
  return performance.now() - started;
}
