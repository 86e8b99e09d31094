// Build-time rendering of the pages whose content is the same for every visitor of one language who is
// not signed in, in each language: their HTML goes into index.html (see the server's spa module), so the
// first paint and the largest image do not wait for the app's JS; main.tsx then hydrates it. Loaded by
// scripts/prerender.mjs through Vite (outside a browser), never by the app itself.
import type { PrerenderedPage } from '@artvoyage/contract';
import { artworkIds, gameIds, tourSlugs } from '@artvoyage/contract/constants';
import { paths } from '@artvoyage/contract/paths';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { galleryFilters } from '@/features/gallery/gallery-filter';
import { locales } from '@/shared/i18n';
import { prerenderedTitle } from '@/shared/ui/usePageTitle';
import { App } from './App';
import { routes } from './routes';

export { prerenderIn } from '@/shared/i18n';

/** Every language is prerendered; English first (the other languages fall back to its texts). */
export const prerenderedLocales = locales;

/** Addresses as the server looks them up: the path, and the gallery's filter when not the default. */
export const prerenderedUrls: readonly string[] = [
  paths.home.href(),
  paths.gallery.href(),
  ...galleryFilters.filter((filter) => filter !== 'all').map((filter) => paths.gallery.href({ filter })),
  ...artworkIds.map((id) => paths.artwork.href(id)),
  paths.games.href(),
  // Each game's opening screen, which its loader has loaded first. Not Match the Artist: it opens on a
  // board shuffled afresh for each play, which no page built in advance can show.
  ...gameIds.filter((id) => id !== 'matching-game').map((id) => paths.game.href(id)),
  // The page around the map (heading, search, filters, legend); the map itself is drawn in the browser.
  paths.interactiveMap.href(),
  paths.guidedTours.href(),
  ...Object.values(tourSlugs).map((slug) => paths.tour.href(slug)),
  paths.about.href(),
  // The upload panel: the same for every visitor until a photo is chosen. (Not the chat: its welcome
  // message carries the visitor's clock time.)
  paths.aiRecognition.href(),
  // The feed's heading and its loading state: its posts change by the minute, so they are read and
  // drawn in the browser, but the page around them paints with the HTML.
  paths.social.href(),
  // The account's pages as a visitor who is not signed in sees them: the invitation to sign in. Only a
  // visitor with no stored session is given that page to hydrate (app/prerendered.ts); anyone else's
  // app renders their own page in its place.
  paths.profile.href(),
  paths.security.href(),
  paths.achievements.href(),
  paths.gamification.href(),
];

/** One address rendered as the browser's first render will be: the HTML of `#root` and its title. */
export async function renderPage(url: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  // The origin is never shown: links are rendered as paths.
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response)
    throw new Error(`${url} redirects (${context.status}); nothing to prerender`);
  if (context.errors) throw new Error(`${url} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  prerenderedTitle.current = null;
  const html = renderToString(
    <StrictMode>
      <App>
        {/* hydrate={false}: no inline script with router data (the CSP allows none); a page's loader
            loads only code, which the browser's router loads again before its first render. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  if (prerenderedTitle.current === null) throw new Error(`${url} set no page title`);
  return { html, title: prerenderedTitle.current };
}
