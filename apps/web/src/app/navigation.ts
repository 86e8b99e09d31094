/**
 * The header's items in their order (see docs/product/museum.md); `mobileOnly` items appear only in the mobile menu. `also` lists
 * other paths that belong to an item: an artwork's page is reached from the gallery, so Gallery stays
 * highlighted there.
 */
export const navItems = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/gallery', key: 'nav.gallery', also: ['/artwork'] },
  { to: '/interactive-map', key: 'nav.map' },
  { to: '/ai-recognition', key: 'nav.aiPhoto' },
  { to: '/travel-assistant', key: 'nav.assistant' },
  { to: '/social', key: 'nav.social' },
  { to: '/games', key: 'nav.games' },
  { to: '/achievements', key: 'nav.achievements' },
  { to: '/gamification', key: 'nav.gamification', mobileOnly: true },
] as const;

export const footerLinks = [
  { to: '/', key: 'nav.home' },
  { to: '/gallery', key: 'nav.gallery' },
  { to: '/guided-tours', key: 'nav.guidedTours' },
  { to: '/interactive-map', key: 'nav.map' },
  { to: '/games', key: 'nav.games' },
  // The achievements screen, at the address the footer links to, named as the header names it.
  { to: '/gamification', key: 'nav.achievements' },
  { to: '/about', key: 'nav.about' },
] as const;

/** A link of a navigation bar, with the other paths (and everything under them) that count as its own. */
export interface NavTarget {
  to: string;
  also?: readonly string[];
}

/** Whether an item is the current one: Games stays highlighted on every /games path, Gallery on artworks. */
export function isNavItemActive(item: NavTarget, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  return [item.to, ...(item.also ?? [])].some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
