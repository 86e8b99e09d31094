// Renders the pages listed in src/app/prerender.tsx to HTML after `vite build`, and writes them to
// dist/.prerender/pages.json ({ address: { html: #root's HTML, title } }), which the server puts into
// index.html for English visitors. The dot keeps the file out of the static files the server publishes and out of the
// service worker's precache. Runs the app's own modules through Vite's SSR loader: the same source,
// aliases and content as the browser build.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/.prerender/', import.meta.url));

const started = performance.now();
const vite = await createServer({
  root,
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, watch: null },
});
try {
  const { prerenderedUrls, renderPage } = await vite.ssrLoadModule('/src/app/prerender.tsx');
  const pages = {};
  for (const url of prerenderedUrls) {
    const page = await renderPage(url);
    // React adds preloads for the images it renders; the server sends its own hints in the head.
    const html = page.html.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
    if (!html.includes('<main')) throw new Error(`${url} rendered without its <main>`);
    pages[url] = { html, title: page.title };
  }
  await mkdir(outDir, { recursive: true });
  await writeFile(`${outDir}pages.json`, JSON.stringify(pages));
  const bytes = Object.values(pages).reduce((sum, page) => sum + page.html.length, 0);
  console.log(
    `prerendered ${Object.keys(pages).length} pages (${Math.round(bytes / 1024)} KB of HTML) in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await vite.close();
}
