import { artworkIds, tourSlugs } from '@artvoyage/contract/constants';
import { paths } from '@artvoyage/contract/paths';
import { expect, pageHeading, test } from './fixtures';

// Every page prerendered at build time comes, to a browser that prefers French or Russian, already
// rendered in that language, and the app takes it over as it is: hydrated, not rendered anew (a mark
// set on the server's heading before the app runs is still there), with no hydration mismatch (the
// fixture fails a test on any console error). The list follows apps/web/src/app/prerender.tsx.
const prerenderedPages = [
  paths.home.href(),
  paths.gallery.href(),
  paths.gallery.href({ filter: 'paintings' }),
  paths.gallery.href({ filter: 'sculptures' }),
  ...artworkIds.map((id) => paths.artwork.href(id)),
  paths.games.href(),
  paths.interactiveMap.href(),
  paths.guidedTours.href(),
  ...Object.values(tourSlugs).map((slug) => paths.tour.href(slug)),
  paths.about.href(),
  paths.aiRecognition.href(),
];

test.skip(({ isMobile }) => isMobile, 'the served page and its hydration do not depend on the screen');

for (const [locale, language] of [
  ['fr-FR', 'fr'],
  ['ru-RU', 'ru'],
] as const) {
  test.describe(`in a browser that prefers ${language}`, () => {
    test.use({ locale });

    test(`each prerendered page comes in ${language} and is hydrated as it came`, async ({ page }) => {
      test.setTimeout(120_000);
      // The app's code is held for each page until its heading is marked (routing turns the cache off,
      // so every page asks for it again).
      let releaseApp = () => {};
      let appHeld = Promise.resolve();
      await page.route('**/assets/app-shell-*.js', async (route) => {
        await appHeld;
        await route.continue();
      });
      for (const address of prerenderedPages) {
        appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
        const response = await page.goto(address, { waitUntil: 'domcontentloaded' });
        const html = (await response?.text()) ?? '';
        expect(html, address).toContain(`<html lang="${language}">`);
        expect(html, address).toContain(`<div id="root" data-prerendered="${language}">`);
        await expect(pageHeading(page), address).toBeVisible();
        await pageHeading(page).evaluate((heading) => heading.setAttribute('data-kept', ''));
        releaseApp();
        await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
        await expect(pageHeading(page), address).toHaveAttribute('data-kept', '');
        await expect(page.locator('html'), address).toHaveAttribute('lang', language);
      }
    });
  });
}
