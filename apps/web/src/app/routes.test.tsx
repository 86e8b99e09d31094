import { cleanup, render, screen } from '@testing-library/react';
import { notFoundPath, paths, type PageName } from '@artvoyage/contract/paths';
import { createMemoryRouter, matchRoutes, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorScreen } from './RouteErrorScreen';
import { routes } from './routes';

afterEach(cleanup);

describe('the pages’ error boundary', () => {
  it('wraps every page under the layout', () => {
    const [layout] = routes;
    expect(layout?.children).toHaveLength(1);
    const boundary = layout?.children?.[0] as RouteObject;
    expect(boundary.path).toBeUndefined();
    expect(boundary.ErrorBoundary).toBe(PageErrorScreen);
    expect(boundary.children?.length).toBeGreaterThanOrEqual(20);
  });

  it('shows a failing page’s error inside the layout, which keeps its header', async () => {
    // React reports the caught error on the console; it is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Failing = () => {
      throw new Error('The page broke');
    };
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: () => (
            <>
              <header>ArtVoyage</header>
              <main>
                <Outlet />
              </main>
            </>
          ),
          children: [{ ErrorBoundary: PageErrorScreen, children: [{ path: 'broken', Component: Failing }] }],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong.The page broke');
    expect(screen.getByRole('banner').textContent).toBe('ArtVoyage');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    consoleError.mockRestore();
  });
});

/** Every routed pattern, written in full ('/artwork/:id'); an index route is its parent's address. */
function routedPatterns(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : joinPattern(parent, route.path);
    const here = route.index || (route.path !== undefined && !route.children) ? [own || '/'] : [];
    return [...here, ...routedPatterns(route.children ?? [], own)];
  });
}
const joinPattern = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/** One address of each page, built as the links build it. */
const sampleAddresses: Record<PageName, string> = {
  home: paths.home.href(),
  gallery: paths.gallery.href({ filter: 'sculptures' }),
  artwork: paths.artwork.href('mona-lisa', { tour: 'classical' }),
  guidedTours: paths.guidedTours.href(),
  tour: paths.tour.href('classical'),
  tourFinish: paths.tourFinish.href('classical'),
  about: paths.about.href(),
  interactiveMap: paths.interactiveMap.href(),
  aiRecognition: paths.aiRecognition.href(),
  travelAssistant: paths.travelAssistant.href(),
  social: paths.social.href(),
  gamification: paths.gamification.href(),
  achievements: paths.achievements.href(),
  profile: paths.profile.href(),
  security: paths.security.href(),
  myItineraries: paths.myItineraries.href(),
  authCallback: paths.authCallback.href(),
  games: paths.games.href(),
  game: paths.game.href('louvre-history-quiz'),
};

describe('the route table', () => {
  it('routes exactly the pages of the shared table, and the catch-all', () => {
    const table = Object.values(paths).map((page) => page.path);
    expect(routedPatterns(routes).sort()).toEqual([...table, joinPattern('/', notFoundPath)].sort());
  });

  it('sends the address each link builds to that page, not to the not-found page', () => {
    for (const [name, address] of Object.entries(sampleAddresses)) {
      const matched = matchRoutes(routes, address)?.at(-1)?.route;
      const expected = name === 'home' ? undefined : paths[name as PageName].path;
      expect({ name, pattern: matched?.path }).toEqual({ name, pattern: expected });
      expect(matched?.path).not.toBe(notFoundPath);
    }
  });

  it('keeps ids and slugs inside their segment', () => {
    expect(paths.artwork.href('mona-lisa', { tour: 'classical' })).toBe('/artwork/mona-lisa?tour=classical');
    expect(paths.artwork.href('a/b?c')).toBe('/artwork/a%2Fb%3Fc');
    expect(paths.gallery.href()).toBe('/gallery');
    expect(paths.tourFinish.href('french')).toBe('/guided-tours/french/finish');
  });
});
