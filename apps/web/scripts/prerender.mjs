// Renders the pages listed in src/app/prerender.tsx to HTML after `vite build`, in each language, and
// writes them to dist/.prerender/pages.json ({ language: { address: { html: #root's HTML, title } } }),
// which the server puts into index.html for visitors whose app starts in that language. The dot keeps the file out of the static files the server publishes and out of the
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
  const { prerenderedUrls, prerenderedLocales, prerenderIn, renderPage } =
    await vite.ssrLoadModule('/src/app/prerender.tsx');
  const pages = {};
  for (const locale of prerenderedLocales) {
    await prerenderIn(locale);
    pages[locale] = {};
    for (const url of prerenderedUrls) {
      const page = await renderPage(url);
      // React adds preloads for the images it renders; the server sends its own hints in the head.
      const html = page.html.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
      if (!html.includes('<main')) throw new Error(`${url} (${locale}) rendered without its <main>`);
      // A page identical to the English one was not rendered in its language (its texts did not load).
      if (locale !== 'en' && html === pages.en[url].html)
        throw new Error(`${url} (${locale}) rendered the same HTML as in English`);
      pages[locale][url] = { html, title: page.title };
    }
  }
  await mkdir(outDir, { recursive: true });
  await writeFile(`${outDir}pages.json`, JSON.stringify(pages));
  const all = Object.values(pages).flatMap((byAddress) => Object.values(byAddress));
  const bytes = all.reduce((sum, page) => sum + page.html.length, 0);
  console.log(
    `prerendered ${prerenderedUrls.length} pages in ${prerenderedLocales.length} languages ` +
      `(${Math.round(bytes / 1024)} KB of HTML) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await vite.close();
}
