import { acceptedLanguages, pickLocale } from '@artvoyage/contract/locales';

/**
 * Pages rendered at build time (apps/web/src/app/prerender.tsx, written to `.prerender/pages.json` in
 * the web build): the HTML of `#root` by address, for English visitors. The browser paints them before
 * the app's JS has run, then the app hydrates them.
 */
export type PrerenderedPages = ReadonlyMap<string, string>;

/** The address a page is prerendered under: its path, with the gallery's filter when one is asked. */
export function prerenderKey(path: string, search: URLSearchParams): string {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const filter = page === '/gallery' ? search.get('filter') : null;
  return filter === null ? page : `${page}?filter=${filter}`;
}

/** Whether the app will start in English for this visitor, as far as the server can tell. */
export function startsInEnglish(acceptLanguage: string | undefined): boolean {
  return pickLocale(null, acceptedLanguages(acceptLanguage)) === 'en';
}

/** Reads pages.json; anything but an object of strings is refused whole. */
export function parsePrerenderedPages(json: string): PrerenderedPages {
  const parsed: unknown = JSON.parse(json);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('pages.json is not an object');
  }
  const pages = new Map<string, string>();
  for (const [key, html] of Object.entries(parsed)) {
    if (typeof html !== 'string' || !key.startsWith('/')) throw new Error(`pages.json: bad entry ${key}`);
    pages.set(key, html);
  }
  return pages;
}

const emptyRoot = '<div id="root"></div>';

/**
 * index.html with the page in its `#root`, marked so the app hydrates it instead of rendering anew. The
 * page is seen without the app, so the app's preloaded code is asked for at low priority: on a slow
 * network the page's image and stylesheet come first.
 */
export function withPrerendered(html: string, page: string): string {
  const at = html.indexOf(emptyRoot);
  if (at < 0) return html;
  const head = html
    .slice(0, at)
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
  return `${head}<div id="root" data-prerendered="">${page}</div>${html.slice(at + emptyRoot.length)}`;
}
