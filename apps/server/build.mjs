// Bundles the server and the workspace packages it imports (TypeScript sources) into dist/main.js,
// and the speech worker thread into dist/audio-worker.js (main.js starts it from beside itself);
// npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@artvoyage/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'audio-worker': 'src/modules/audio/speech-worker.ts',
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

// An initialised PGlite data directory with the committed migrations applied: the first start copies
// it instead of running initdb and every migration (the start still migrates, finding nothing to do).
const { PGlite } = await import('@electric-sql/pglite');
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
const { drizzle } = await import('drizzle-orm/pglite');
const { migrate } = await import('drizzle-orm/pglite/migrator');
const { writeFile } = await import('node:fs/promises');
const template = await PGlite.create({ extensions: { pg_trgm } });
await migrate(drizzle(template), { migrationsFolder: 'drizzle' });
const archive = await template.dumpDataDir('gzip');
await writeFile('dist/pglite-template.tar.gz', Buffer.from(await archive.arrayBuffer()));
await template.close();
