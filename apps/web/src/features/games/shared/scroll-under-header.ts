/**
 * Where to scroll so that an element's top sits just under the app's sticky header. On a phone a new
 * question must start at the top of the screen, or its options and Next button end up below the fold.
 */
export function scrollTopUnderHeader(elementTop: number, scrollY: number, headerBottom: number): number {
  return Math.max(0, Math.round(elementTop + scrollY - headerBottom));
}

/** Scrolls the page so the game bar (the top of the game) sits just under the sticky header. */
export function scrollGameUnderHeader() {
  const bar = document.querySelector<HTMLElement>('[data-game-bar]');
  if (!bar) return;
  // The header is sticky, so its bottom is the first row of the viewport the page can use.
  const headerBottom = document.querySelector('body header')?.getBoundingClientRect().bottom ?? 0;
  const top = scrollTopUnderHeader(
    bar.getBoundingClientRect().top,
    window.scrollY,
    Math.max(0, headerBottom),
  );
  // Only ever up: a page already showing the game from its top stays put (no jump while reading).
  if (top < window.scrollY) window.scrollTo({ top, behavior: 'instant' });
}
