import { test as base, type Page } from '@playwright/test';
import { expect, pageHeading } from './fixtures';

// Offline and installable (docs/features/offline.md): after one visit to the home page, the service
// worker has the app and, pre-warmed in the background, the artworks' images, the audio guides and the
// game's crops, so the offline walk below needs no network at all. Desktop only (not in the config's
// phone specs).

// The failed requests while offline are expected network errors; anything else fails the test.
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'));
      expect(unexpected, 'no console errors but the offline requests').toEqual([]);
    },
    { auto: true },
  ],
});

test.use({ serviceWorkers: 'allow' });

const banner = (page: Page) => page.getByTestId('offline-banner');

/** Every image of the locator has been decoded. */
async function expectLoaded(page: Page, selector: string) {
  await expect
    .poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
}

test('after one visit, the museum works offline and says what does not', async ({ page, context }) => {
  test.setTimeout(150_000); // the server may still be synthesising audio guides for the pre-warm

  // Online: one visit to the home page. The worker takes control and caches the media in the background.
  await page.goto('/');
  await expect(pageHeading(page)).toHaveText('Travel through art');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', null, {
    timeout: 120_000,
  });
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const count = async (part: string) => {
      const name = names.find((candidate) => candidate.includes(part));
      return name ? (await (await caches.open(name)).keys()).length : 0;
    };
    return { audio: await count('audio'), images: await count('images'), precache: await count('precache') };
  });
  expect(cached.audio).toBe(10);
  expect(cached.images).toBeGreaterThanOrEqual(10);
  expect(cached.precache).toBeGreaterThan(50);
  await expect(banner(page)).toHaveCount(0);

  await context.setOffline(true);

  // The gallery, loaded from the worker's precache, with its images.
  await page.goto('/gallery');
  await expect(pageHeading(page)).toHaveText('Gallery');
  await expect(banner(page)).toContainText('You are offline');
  await expect(banner(page)).toContainText('the artworks and their audio guides');
  await expect(banner(page)).toContainText('Needs a connection: sign-in, the map');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10);
  await expectLoaded(page, 'main li img');

  // An artwork page: the image, and the audio guide, which loads and plays from the cache.
  await page
    .getByRole('link', { name: /Raft of the Medusa/ })
    .first()
    .click();
  await expect(pageHeading(page)).toHaveText('The Raft of the Medusa');
  await expectLoaded(page, 'main article img');
  const region = page.getByRole('region', { name: 'Audio Guide' });
  await expect(region.getByRole('button', { name: 'Play audio guide' })).toBeEnabled({ timeout: 15_000 });
  const audio = region.locator('audio');
  expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(5);
  await region.getByRole('button', { name: 'Play audio guide' }).click();
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.2);
  await region.getByRole('button', { name: 'Pause audio guide' }).click();
  await expect(region).not.toContainText('could not be loaded');

  // The guided tours, with their images.
  await page.goto('/guided-tours');
  await expect(pageHeading(page)).toHaveText('Guided Tours');
  await expectLoaded(page, 'main img');

  // The games: the index, and a game of Guess the Artwork with its crop.
  await page.goto('/games');
  await expect(pageHeading(page)).toHaveText('Educational Games');
  await page.goto('/games/guess-the-artwork');
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByRole('img', { name: 'A detail of the artwork to guess' })).toBeVisible();
  await expectLoaded(page, 'main img');
  await expect(page.getByText('Image unavailable')).toHaveCount(0);

  // My itineraries: the sample, and a new trip planned and saved offline, on this device.
  await page.goto('/my-itineraries');
  await expect(pageHeading(page)).toHaveText('My Itineraries');
  await expect(page.getByRole('article')).toContainText('Parisian Dream inspired by Mona Lisa');
  await page.getByLabel('Artwork').selectOption('great-sphinx');
  await page.getByRole('button', { name: 'Generate' }).click();
  const planner = page.getByRole('dialog');
  await planner.getByRole('button', { name: 'Save itinerary' }).click();
  await planner.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(banner(page)).toBeVisible();

  // A screen that needs the server says so, under the banner.
  await page.goto('/social');
  await expect(pageHeading(page)).toHaveText('Travel Feed');
  await expect(page.getByText('The server could not be reached')).toBeVisible();
  await expect(banner(page)).toContainText('You are offline');

  // Back online: the banner goes away by itself.
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
});
