import './zod-without-eval';
import './styles.css';
import { feedPagePath } from '@artvoyage/contract/constants';
import { paths } from '@artvoyage/contract/paths';
import { appReady, holdEarlyClicks } from './early-clicks';
import { readEarly } from './shared/api/early-reads';
import { isOfflineBuild } from './shared/api/offline';
import { startsAsVisitor } from './shared/auth/auth-redirect';
import { hideVisitorOnlyParts } from './visitor-only';

const boot = () => import('./boot');

/**
 * Calls `start` once the browser has shown the page's first content: the prerendered page is on screen
 * before the app's JS is evaluated and hydrates it, which on a slow phone keeps the main thread free
 * until then. At once where the browser cannot tell (a hidden tab paints nothing; no paint timing), and
 * after two seconds whatever happens.
 */
function afterFirstContentfulPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const paintTiming = PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false;
  if (document.visibilityState === 'hidden' || !paintTiming) return once();
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(once, 2000);
}

// A visitor's feed starts with its first page of posts, asked for now rather than once the app's code
// has arrived and run (a signed-in visitor's, with their likes and private posts, waits for auth).
if (!isOfflineBuild && window.location.pathname === paths.social.href() && startsAsVisitor()) {
  readEarly(feedPagePath());
}

// A page the server sent already rendered (app/prerender.tsx) needs no JS to be seen; any other page
// needs the app to show anything. A press on a prerendered page's button is kept until the app answers.
const root = document.getElementById('root');
if (root?.hasAttribute('data-prerendered')) {
  if (!startsAsVisitor()) hideVisitorOnlyParts(root);
  holdEarlyClicks(root, appReady());
  afterFirstContentfulPaint(() => void boot());
} else {
  void boot();
}
