import { paths } from '@artvoyage/contract/paths';

/** The part of a pattern before its first parameter ('/artwork' of '/artwork/:id'). */
const sectionOf = (pattern: string): string => pattern.replace(/\/:.*$/, '');

/**
 * The header's items in their order (see docs/product/museum.md); `mobileOnly` items appear only in the mobile menu. `also` lists
 * other paths that belong to an item: an artwork's page is reached from the gallery, so Gallery stays
 * highlighted there.
 */
export const navItems = [
  { to: paths.home.href(), key: 'nav.home', end: true },
  { to: paths.gallery.href(), key: 'nav.gallery', also: [sectionOf(paths.artwork.path)] },
  { to: paths.interactiveMap.href(), key: 'nav.map' },
  { to: paths.aiRecognition.href(), key: 'nav.aiPhoto' },
  { to: paths.travelAssistant.href(), key: 'nav.assistant' },
  { to: paths.social.href(), key: 'nav.social' },
  { to: paths.games.href(), key: 'nav.games' },
  { to: paths.achievements.href(), key: 'nav.achievements' },
  { to: paths.gamification.href(), key: 'nav.gamification', mobileOnly: true },
] as const;

export const footerLinks = [
  { to: paths.home.href(), key: 'nav.home' },
  { to: paths.gallery.href(), key: 'nav.gallery' },
  { to: paths.guidedTours.href(), key: 'nav.guidedTours' },
  { to: paths.interactiveMap.href(), key: 'nav.map' },
  { to: paths.games.href(), key: 'nav.games' },
  // The achievements screen, at the address the footer links to, named as the header names it.
  { to: paths.gamification.href(), key: 'nav.achievements' },
  { to: paths.about.href(), key: 'nav.about' },
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
