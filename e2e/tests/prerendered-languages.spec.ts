import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, holdAppCode, pageHeading, test } from './fixtures';

// Every page prerendered at build time comes, to a browser that prefers French or Russian, already
// rendered in that language, and the app takes it over as it is: hydrated, not rendered anew (a mark
// set on the server's heading before the app runs is still there), with no hydration mismatch (the
// fixture fails a test on any console error). The pages are those the build wrote, by language.
const built = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../apps/web/dist/.prerender/pages.json'), 'utf8'),
) as Record<string, Record<string, unknown>>;
const prerenderedPages = Object.keys(built.en ?? {});

test('the build prerendered the same pages in every language', () => {
  // Home, the gallery and its two filters, ten artworks, games and seven games' opening screens (all
  // but Match the Artist), the map, the tours and three tours, About, photo recognition, and as a
  // visitor not signed in sees them the profile, its security page and achievements (at two addresses).
  expect(prerenderedPages).toHaveLength(35);
  expect(Object.keys(built).sort()).toEqual(['en', 'fr', 'ru']);
  for (const language of ['fr', 'ru']) expect(Object.keys(built[language] ?? {})).toEqual(prerenderedPages);
});

test.skip(({ isMobile }) => isMobile, 'the served page and its hydration do not depend on the screen');

// English pages are opened by the other specs, whose fixture fails on a hydration mismatch too.
for (const [locale, language] of [
  ['fr-FR', 'fr'],
  ['ru-RU', 'ru'],
] as const) {
  test.describe(`in a browser that prefers ${language}`, () => {
    test.use({ locale });

    test(`each prerendered page comes in ${language} and is hydrated as it came`, async ({ page }) => {
      test.setTimeout(120_000);
      // The app's code is held for each page until its heading is marked.
      const app = await holdAppCode(page);
      for (const address of prerenderedPages) {
        app.hold();
        const response = await page.goto(address, { waitUntil: 'domcontentloaded' });
        const html = (await response?.text()) ?? '';
        expect(html, address).toContain(`<html lang="${language}">`);
        expect(html, address).toContain(`<div id="root" data-prerendered="${language}">`);
        await expect(pageHeading(page), address).toBeVisible();
        await pageHeading(page).evaluate((heading) => heading.setAttribute('data-kept', ''));
        await app.release();
        await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
        await expect(pageHeading(page), address).toHaveAttribute('data-kept', '');
        await expect(page.locator('html'), address).toHaveAttribute('lang', language);
      }
    });
  });
}

test('a visitor whose clock is in another year than the build still gets the page hydrated', async ({
  page,
}) => {
  // The footer's copyright year is the build's: with the visitor's clock a year on (a page built in
  // December, opened in January), the app must still render the text the server sent.
  await page.clock.setFixedTime(new Date(new Date().getFullYear() + 1, 0, 2));
  const app = await holdAppCode(page);
  app.hold();
  await page.goto('/games/true-false-quiz', { waitUntil: 'domcontentloaded' });
  const footerLine = page.getByRole('contentinfo').getByText(/©/);
  const served = await footerLine.textContent();
  await pageHeading(page).evaluate((heading) => heading.setAttribute('data-kept', ''));
  await app.release();
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await expect(pageHeading(page)).toHaveAttribute('data-kept', '');
  await expect(footerLine).toHaveText(served ?? '');
});
