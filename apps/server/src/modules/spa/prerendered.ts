import { prerenderedPagesSchema, type PrerenderedPage } from '@artvoyage/contract';
import { acceptedLanguages, pickLocale } from '@artvoyage/contract/locales';
import { paths } from '@artvoyage/contract/paths';
import { escapeHtml } from '../../http/escape-html';

/**
 * Pages rendered at build time (apps/web/src/app/prerender.tsx, written to `.prerender/pages.json` in
 * the web build): the HTML of `#root` and the title by address, for English visitors. The browser paints
 * them before the app's JS has run, then the app hydrates them.
 */
export type PrerenderedPages = ReadonlyMap<string, PrerenderedPage>;

/** Every artwork page's address starts with this ('/artwork/'). */
const artworkPages = paths.artwork.path.replace(/:id$/, '');

/**
 * The address a page is prerendered under: its path, with the gallery's filter when one is asked. An
 * artwork walked as a tour stop (`?tour=`) shows the tour's bar, which the prerendered page lacks: it
 * gets a key no page has, so the app renders it afresh instead of hydrating a page that differs.
 */
export function prerenderKey(path: string, search: URLSearchParams): string {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const tour = page.startsWith(artworkPages) ? search.get('tour') : null;
  if (tour !== null) return `${page}?tour=${tour}`;
  const filter = page === paths.gallery.href() ? search.get('filter') : null;
  return filter === null ? page : `${page}?filter=${filter}`;
}

/** Whether the app will start in English for this visitor, as far as the server can tell. */
export function startsInEnglish(acceptLanguage: string | undefined): boolean {
  return pickLocale(null, acceptedLanguages(acceptLanguage)) === 'en';
}

/** Reads pages.json; anything but addresses with their HTML and title is refused whole. */
export function parsePrerenderedPages(json: string): PrerenderedPages {
  return new Map(Object.entries(prerenderedPagesSchema.parse(JSON.parse(json))));
}

const emptyRoot = '<div id="root"></div>';

/**
 * index.html with the page in its `#root`, marked so the app hydrates it instead of rendering anew, and
 * with the page's title. The page is seen without the app, so the app's preloaded code is asked for at
 * low priority: on a slow network the page's image and stylesheet come first.
 */
export function withPrerendered(html: string, page: PrerenderedPage): string {
  const at = html.indexOf(emptyRoot);
  if (at < 0) return html;
  const head = html
    .slice(0, at)
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  return `${head}<div id="root" data-prerendered="">${page.html}</div>${html.slice(at + emptyRoot.length)}`;
}
