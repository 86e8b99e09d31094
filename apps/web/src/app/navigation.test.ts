import { describe, expect, it } from 'vitest';
import { isNavItemActive, navItems } from './navigation';

describe('navigation', () => {
  it('lists the desktop items in spec order', () => {
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

  it('highlights Games on any /games path and Home only at the root', () => {
    expect(isNavItemActive('/games', '/games')).toBe(true);
    expect(isNavItemActive('/games', '/games/matching-game')).toBe(true);
    expect(isNavItemActive('/games', '/gamesroom')).toBe(false);
    expect(isNavItemActive('/', '/gallery')).toBe(false);
    expect(isNavItemActive('/', '/')).toBe(true);
  });
});
