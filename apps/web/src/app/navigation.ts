/** The header's items in spec order; `mobileOnly` items appear only in the mobile menu. */
export const navItems = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/gallery', key: 'nav.gallery' },
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

/** The Games item stays highlighted on every /games path (spec). */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
