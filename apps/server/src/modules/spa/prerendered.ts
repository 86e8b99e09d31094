import { prerenderedPagesSchema, type PrerenderedPage } from '@artvoyage/contract';
import { acceptedLanguages, pickLocale, type Locale } from '@artvoyage/contract/locales';
import { paths } from '@artvoyage/contract/paths';
import { escapeHtml } from '../../http/escape-html';

/**
 * Pages rendered at build time (apps/web/src/app/prerender.tsx, written to `.prerender/pages.json` in
 * the web build) in each language: the HTML of `#root` and the title by address. The browser paints
 * them before the app's JS has run, then the app hydrates them.
 */
export type PrerenderedPages = ReadonlyMap<Locale, ReadonlyMap<string, PrerenderedPage>>;

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

/** The language the app will start in for this visitor, as far as the server can tell (no stored choice). */
export function startingLocale(acceptLanguage: string | undefined): Locale {
  return pickLocale(null, acceptedLanguages(acceptLanguage));
}

/** Reads pages.json; anything but languages with addresses, HTML and titles is refused whole. */
export function parsePrerenderedPages(json: string): PrerenderedPages {
  const byLanguage = prerenderedPagesSchema.parse(JSON.parse(json));
  return new Map(
    Object.entries(byLanguage).map(([locale, pages]) => [locale as Locale, new Map(Object.entries(pages))]),
  );
}

/** Whether a page is prerendered at this address in some language (so the language decides the answer). */
export function prerenderedInSomeLanguage(pages: PrerenderedPages, address: string): boolean {
  return [...pages.values()].some((byAddress) => byAddress.has(address));
}

const emptyRoot = '<div id="root"></div>';

/**
 * index.html with the page in its `#root`, marked with its language so the app hydrates it when it
 * starts in that language (and renders anew otherwise), with the page's title and `<html lang>`. The
 * page is seen without the app, so the app's preloaded code is asked for at low priority: on a slow
 * network the page's image and stylesheet come first.
 */
export function withPrerendered(html: string, page: PrerenderedPage, locale: Locale): string {
  const at = html.indexOf(emptyRoot);
  if (at < 0) return html;
  const head = html
    .slice(0, at)
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  return `${head}<div id="root" data-prerendered="${locale}">${page.html}</div>${html.slice(at + emptyRoot.length)}`;
}
