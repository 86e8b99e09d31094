import { test as base, expect, type Page, type Route } from '@playwright/test';

/**
 * A prerendered page (home, gallery, artworks) is on screen before the app runs, and a click on one of
 * its buttons does nothing until the app has taken it over. After a page load, this waits for that, as a
 * visitor would wait for the page to answer. Loads that stop early (`domcontentloaded`, `commit`) are the
 * test's business.
 */
async function untilTheAppAnswers(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('#root[data-prerendered]') ||
      document.documentElement.dataset.appReady === 'true',
  );
}

const waitsForLoad = (options?: { waitUntil?: string }) =>
  options?.waitUntil === undefined || options.waitUntil === 'load' || options.waitUntil === 'networkidle';

/**
 * `test` with an automatic check: any console error or uncaught page error during a test fails it.
 * Tests that need the collected messages can also ask for `consoleErrors`.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (waitsForLoad(options)) await untilTheAppAnswers(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (waitsForLoad(options)) await untilTheAppAnswers(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error')
          errors.push(`console: ${message.text()} at ${message.location().url}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'no console errors or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The page's only level-1 heading. */
export const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Where the fake clock of `openWithPausedClock` starts. */
export const clockStart = new Date('2025-06-01T10:00:00Z');

/** A fake clock that only moves when the test says so: installed before the page loads, paused once it has. */
export async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install({ time: clockStart });
  await page.goto(path);
  await expect(pageHeading(page)).toBeVisible();
  await page.clock.pauseAt(new Date(clockStart.getTime() + 60_000));
}

/**
 * The toast on screen that says `title`. Toasts stack (up to three at once) rather than replace each
 * other, so a confirmation stays on screen beside later notices. Found by test id, not by role: while a
 * dialog is open the rest of the page, toasts included, is hidden from assistive technology.
 */
export const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });

/**
 * Holds the app's code (its shell chunk) back, so that what a page shows meanwhile is the HTML the
 * server sent: `release` lets the held requests and any later one through, `hold` holds again (before
 * the next page). Routing turns the browser's cache off, so every page asks for the code again.
 */
export async function holdAppCode(page: Page): Promise<{ release: () => Promise<void>; hold: () => void }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/app-shell-[^/]+\.js$/, async (route) => {
    if (!holding) return route.continue();
    held.push(route);
  });
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
    hold: () => {
      holding = true;
    },
  };
}
