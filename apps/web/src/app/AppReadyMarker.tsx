import { useEffect } from 'react';

/**
 * Marks the document once the page's own content has been committed: `data-app-ready` on <html>. It is
 * rendered after the route's page, inside the same Suspense boundary, because React hydrates that
 * boundary in a later pass than the header: a mark set by the app's root would come while the page's
 * buttons still have no handlers. Early presses are replayed on it (src/early-clicks.ts), and the
 * browser tests wait for it after a page load.
 */
export function AppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
