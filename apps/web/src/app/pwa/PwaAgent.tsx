import { useEffect } from 'react';
import { UpdatePrompt } from './UpdatePrompt';

/**
 * Starts the service worker once the page has loaded and the browser is idle (production builds only),
 * and shows the "new version" prompt when one is waiting.
 */
export function PwaAgent() {
  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const start = () => {
      const run = () => {
        if (!cancelled) void import('./start-pwa').then(({ startPwa }) => startPwa());
      };
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(run, { timeout: 3000 });
      else setTimeout(run, 1000);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, []);
  return <UpdatePrompt />;
}
