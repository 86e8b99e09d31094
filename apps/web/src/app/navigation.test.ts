import { describe, expect, it } from 'vitest';
import { footerLinks, isNavItemActive, navItems } from './navigation';

describe('navigation', () => {
  it('lists the desktop items in the documented order', () => {
    expect(navItems.filter((item) => !('mobileOnly' in item)).map((item) => item.key)).toEqual([
      'nav.home',
      'nav.gallery',
      'nav.map',
      'nav.aiPhoto',
      'nav.assistant',
      'nav.social',
      'nav.games',
      'nav.achievements',
    ]);
  });

  it('names each page in the footer as the header names it', () => {
    // /gamification and /achievements show the same screen.
    const headerPath = (to: string) => (to === '/gamification' ? '/achievements' : to);
    const headerKeys = new Map<string, string>(navItems.map((item) => [item.to, item.key]));
    const mismatches = footerLinks.filter((link) => {
      const key = headerKeys.get(headerPath(link.to));
      return key !== undefined && key !== link.key;
    });
    expect(mismatches).toEqual([]);
    expect(footerLinks.find((link) => link.to === '/gamification')?.key).toBe('nav.achievements');
  });

  it('highlights Games on any /games path and Home only at the root', () => {
    const games = { to: '/games' };
    expect(isNavItemActive(games, '/games')).toBe(true);
    expect(isNavItemActive(games, '/games/matching-game')).toBe(true);
    expect(isNavItemActive(games, '/gamesroom')).toBe(false);
    expect(isNavItemActive({ to: '/' }, '/gallery')).toBe(false);
    expect(isNavItemActive({ to: '/' }, '/')).toBe(true);
  });

  it('highlights Gallery, and only Gallery, on an artwork page, which the gallery leads to', () => {
    const current = (pathname: string) =>
      navItems.filter((item) => isNavItemActive(item, pathname)).map((item) => item.key);
    expect(current('/artwork/mona-lisa')).toEqual(['nav.gallery']);
    expect(current('/gallery')).toEqual(['nav.gallery']);
    expect(current('/artworks')).toEqual([]);
  });
});
