import type { Page } from '@playwright/test';
import { expect, holdAppCode, test } from './fixtures';

// A prerendered page shows its buttons before the app's code has run. A press in that moment must not
// be lost: it is kept and pressed again once the app answers (apps/web/src/early-clicks.ts).

const controls = [
  {
    page: '/',
    press: (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }),
    result: (page: Page) => page.getByRole('dialog').getByRole('tab', { name: 'Sign In' }),
  },
  {
    page: '/artwork/mona-lisa',
    press: (page: Page) => page.getByRole('button', { name: 'Plan a Trip Inspired by This', exact: true }),
    result: (page: Page) => page.getByRole('dialog').getByText('Destination: Paris'),
  },
  {
    page: '/gallery',
    press: (page: Page) => page.getByRole('tab', { name: 'Sculptures', exact: true }),
    result: (page: Page) => page.getByRole('tab', { name: 'Sculptures', exact: true, selected: true }),
  },
  {
    // A game's opening screen: the first question appears without a second press.
    page: '/games/true-false-quiz',
    press: (page: Page) => page.getByRole('button', { name: 'Start Quiz', exact: true }),
    result: (page: Page) => page.getByRole('main').getByText('Statement 1 of 8', { exact: true }),
  },
];

test.describe('a press before the app has started is not lost', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const control of controls) {
    test(`on ${control.page}`, async ({ page }) => {
      const { release } = await holdAppCode(page);
      await page.goto(control.page, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('#root[data-prerendered]')).toBeAttached();
      await control.press(page).click();
      expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();

      await release();
      // On a loaded machine the app may take a while to start; the press must then still take effect.
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', null, {
        timeout: 30_000,
      });
      await expect(control.result(page)).toBeVisible({ timeout: 15_000 });
    });
  }

  test('a language chosen before the app has started is applied, and a press after it opens in that language', async ({
    page,
  }) => {
    const { release } = await holdAppCode(page);
    await page.goto('/gallery', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root[data-prerendered]')).toBeAttached();
    await page.getByRole('banner').getByRole('combobox').selectOption({ label: 'Русский' });
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();

    await release();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', null, {
      timeout: 30_000,
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru', { timeout: 30_000 });
    // By its markup: once the dialog is open, the page behind it is hidden from the accessibility tree.
    await expect(page.locator('header select')).toHaveValue('ru');
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'Вход' })).toBeVisible();
  });

  test('a press as soon as the page is loaded works on the first try, with nothing held back', async ({
    page,
  }) => {
    // The app's code is not held back here: the press comes whenever the page has been parsed.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true });
    await signIn.click();
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });
});
