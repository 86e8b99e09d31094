import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes, not seconds, on a fresh machine. Vitest would start them late (it runs
 * an unknown file's larger neighbours first), so the run ended with one worker busy on them and the
 * other idle: started first, they overlap with everything else.
 */
const slowestFiles = [
  'apps/server/src/modules/recognition/evaluation.test.ts',
  'apps/server/src/modules/auth/auth.test.ts',
  'apps/server/src/modules/auth/takeover.test.ts',
  'apps/server/src/modules/recognition/recognition.test.ts',
];

class SlowestFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => slowestFiles.findIndex((path) => file.moduleId.endsWith(path));
    const slow = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...slow, ...sorted.filter((file) => rank(file) < 0)];
  }
}

// One run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // Three on the 2-core machines this runs on: the server's files spend much of their time waiting
    // (sockets, timers, the database), so a third file fills the gaps. A cold run took 405 s with two
    // and 350 s with three on one idle machine (Vitest alone would keep one core free).
    maxWorkers: 3,
    sequence: { sequencer: SlowestFilesFirst },
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
          hookTimeout: 120_000,
          // Two files at a time: most of a server test's time is spent waiting (timers, sockets, the
          // database), so two in parallel took the suite from about 630 s to 350 s on 2 cores.
          fileParallelism: true,
          // Each worker runs its files in one module graph instead of importing the server anew for
          // each: the suite spent about 270 s of worker time on imports, and 1,030 s of CPU in all
          // against 685 s this way. It can, because no server test mutates process.env, mocks a
          // module or fakes timers; every test server is built from its own config and data dir.
          isolate: false,
        },
      },
      // The web app's tests: components in happy-dom, and its pure logic (most `.test.ts` files) in
      // Node, since creating a happy-dom window costs about half a second of CPU per file. A logic test
      // that needs the DOM says so in its first line: `// @vitest-environment happy-dom`.
      'apps/web/vite.config.ts',
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web-logic',
          root: 'apps/web',
          include: ['src/**/*.test.ts'],
          // Added to the components' pattern by `extends`, which joins lists.
          exclude: ['src/**/*.test.tsx'],
          environment: 'node',
        },
      },
      { test: { name: 'bench', root: 'bench', include: ['*.test.ts'], environment: 'node' } },
    ],
  },
});
