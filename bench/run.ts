// `npm run bench`: prints the performance figures (see docs/performance.md). Run `npm run build` first.
// Timings are measured here, in one run, never asserted in tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finishRun, record } from './figures';
import { printRouteSizes, routeSizes } from './route-chunks';
import { repoRoot, startServer } from './server';

/** Milliseconds from spawning `npm start` until /api/v1/health answers 200. */
async function timeToHealthy(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startServer({ dataDir });
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error('server did not become healthy in 60 s');
      const { exitCode } = server.child;
      if (exitCode !== null) throw new Error(`npm start exited with code ${exitCode} before it was healthy`);
      try {
        const response = await fetch(`${server.api}/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// Every route's JS: the home route's initial JS and each lazy route's own chunks, with their budgets.
printRouteSizes(routeSizes(join(repoRoot, 'apps/web/dist')));

const fresh: number[] = [];
const restart: number[] = [];
for (let run = 0; run < 3; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'artvoyage-bench-'));
  try {
    fresh.push(await timeToHealthy(dataDir));
    restart.push(await timeToHealthy(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const freshS = median(fresh) / 1000;
record('start to healthy, fresh data directory', Math.round(freshS * 100) / 100, 's', 'lower');
console.log(
  `npm start -> healthy, fresh data directory: median ${freshS.toFixed(2)} s of [${fresh.map((t) => (t / 1000).toFixed(2)).join(', ')}] (target < 5) ${freshS < 5 ? 'OK' : 'OVER'}`,
);
console.log(
  `npm start -> healthy, existing data directory: median ${(median(restart) / 1000).toFixed(2)} s of [${restart.map((t) => (t / 1000).toFixed(2)).join(', ')}]`,
);

// The art-expert chat's answers in English, French and Russian (also `npm run bench:chat`).
await import('./chat');

// Place search latency (also `npm run bench:places` on its own).
await import('./places');

// Visual recognition: accuracy and latency on generated photos (also `npm run bench:recognition`).
await import('./recognition');

// Lighthouse (mobile) on every route in three languages (also `npm run bench:lighthouse`).
await import('./lighthouse');

// API requests/s, p99 latency and errors under load (also `npm run bench:load`).
await import('./load');

// This run against the previous figures (BENCH_UPDATE_BASELINE=1 makes them the baseline).
finishRun(import.meta.url);
