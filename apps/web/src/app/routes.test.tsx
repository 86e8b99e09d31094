import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
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
