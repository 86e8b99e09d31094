// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { authStorageKey } from '@/shared/auth/auth-boot';
import { fitsPrerenderedPage, routerReady } from './prerendered';

describe('fitsPrerenderedPage', () => {
  afterEach(() => localStorage.clear());

  it('holds when the page was rendered in the language the app starts in, with no stored session', () => {
    expect(fitsPrerenderedPage('en', 'en')).toBe(true);
    expect(fitsPrerenderedPage('fr', 'fr')).toBe(true);
    expect(fitsPrerenderedPage('ru', 'ru')).toBe(true);
  });

  it('does not hold for a page of another language, no page, or with a stored session (the page differs)', () => {
    // A visitor who chose French in the app, whose browser asked for English.
    expect(fitsPrerenderedPage('fr', 'en')).toBe(false);
    expect(fitsPrerenderedPage('en', 'ru')).toBe(false);
    expect(fitsPrerenderedPage('en', null)).toBe(false);
    expect(fitsPrerenderedPage('en', '')).toBe(false);
    localStorage.setItem(authStorageKey, '{"access_token":"x"}');
    expect(fitsPrerenderedPage('en', 'en')).toBe(false);
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
