import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // One per core of the 2-core machines this runs on (Vitest would keep one core free).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'content',
          root: 'packages/content',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at a time: most of a server test's time is spent waiting (timers, sockets, the
          // database), so two in parallel took the suite from about 630 s to 350 s on 2 cores.
          fileParallelism: true,
        },
      },
      'apps/web/vite.config.ts',
      { test: { name: 'bench', root: 'bench', include: ['*.test.ts'], environment: 'node' } },
    ],
  },
});
