// Starting the built server for a benchmark: a free port, `npm start` in its own process group.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');

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

/** `npm start` on a free port with this data directory; `logs` pipes its stdout for reading. */
export async function startServer(options: {
  dataDir: string;
  logLevel?: string;
  logs?: boolean;
}): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: options.logLevel ?? 'warn',
    },
    stdio: ['ignore', options.logs ? 'pipe' : 'ignore', 'ignore'],
    detached: true,
  });
  return {
    child,
    api: `http://127.0.0.1:${port}/api/v1`,
    async stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
    },
  };
}
