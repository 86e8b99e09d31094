import { test as base, expect, type Page } from '@playwright/test';

/**
 * `test` with an automatic check: any console error or uncaught page error during a test fails it.
 * Tests that need the collected messages can also ask for `consoleErrors`.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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
