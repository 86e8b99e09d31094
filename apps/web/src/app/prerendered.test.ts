// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { authStorageKey } from '@/shared/auth/auth-boot';
import { fitsPrerenderedPage, routerReady } from './prerendered';

describe('fitsPrerenderedPage', () => {
  afterEach(() => localStorage.clear());

  it('holds for an English visitor with no stored session', () => {
    expect(fitsPrerenderedPage('en')).toBe(true);
  });

  it('does not hold in another language or with a stored session (the page differs)', () => {
    expect(fitsPrerenderedPage('fr')).toBe(false);
    localStorage.setItem(authStorageKey, '{"access_token":"x"}');
    expect(fitsPrerenderedPage('en')).toBe(false);
  });
});

describe('routerReady', () => {
  it('waits for the first lazy route to load, and is ready at once afterwards', async () => {
    let finish = () => {};
    const loaded = new Promise<void>((resolve) => (finish = resolve));
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: async () => {
          await loaded;
          return { Component: () => null };
        },
      },
    ]);
    let ready = false;
    const waiting = routerReady(router).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ready).toBe(false);
    finish();
    await waiting;
    expect(router.state.initialized).toBe(true);
    await expect(routerReady(router)).resolves.toBeUndefined();
    router.dispose();
  });
});
