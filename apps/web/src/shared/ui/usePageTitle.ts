import { useEffect } from 'react';

/** The document title of a page named `title` (the home page passes ''). */
export function documentTitle(title: string): string {
  return title ? `${title} · ArtVoyage` : 'ArtVoyage';
}

/**
 * The title the page rendered last asked for, when rendered outside a browser (app/prerender.tsx),
 * where effects do not run: the prerendered HTML carries it in its `<title>`.
 */
export const prerenderedTitle: { current: string | null } = { current: null };

/** Sets the document title so tabs, history and screen readers name the page. */
export function usePageTitle(title: string): void {
  if (typeof document === 'undefined') prerenderedTitle.current = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
