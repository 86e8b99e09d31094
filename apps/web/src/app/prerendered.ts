import type { createBrowserRouter } from 'react-router';
import { startsAsVisitor } from '@/shared/auth/auth-redirect';
import type { Locale } from '@/shared/i18n';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded the first page's lazy route (its chunk and messages). */
export function routerReady(router: BrowserRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Whether this visitor's first render is the prerendered page: the page is in the language the app
 * starts in (`data-prerendered` names it), and no session or e-mail link to start from (the header and
 * some screens differ for a signed-in visitor).
 */
export function fitsPrerenderedPage(locale: Locale, prerenderedIn: string | null): boolean {
  return prerenderedIn === locale && startsAsVisitor();
}
