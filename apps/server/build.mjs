// Bundles the server and the workspace packages it imports (TypeScript sources) into dist/main.js, and
// the speech and recognition worker threads into dist/audio-worker.js, dist/recognition-worker.js and
// dist/recognition-global-worker.js (main.js starts them from beside itself); npm dependencies stay
// external and load from node_modules (the global ranker's weights and wasm binaries too).
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@artvoyage/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'audio-worker': 'src/modules/audio/speech-worker.ts',
    'recognition-worker': 'src/modules/recognition/recognition-worker.ts',
    'recognition-global-worker': 'src/modules/recognition/global/global-worker.ts',
    'pglite-template': 'src/pglite-template.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});

// The global ranker's background descriptors, read from beside its worker (global/background.ts).
copyFileSync('src/modules/recognition/global/background-descriptors.bin', 'dist/background-descriptors.bin');

// An initialised PGlite data directory with the committed migrations applied and the map content
// seeded: the first start copies it instead of running initdb and every migration (the start still
// migrates and checks the content, finding nothing to do; the world cities load after it listens).
const { buildPgliteTemplate } = await import('./dist/pglite-template.js');
await buildPgliteTemplate('dist/pglite-template.tar.gz', 'drizzle');
