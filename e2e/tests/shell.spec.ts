import type { Page } from '@playwright/test';
import { createConfirmedAccount, signInThroughHeader } from './accounts';
import { expect, holdAppCode, pageHeading, test } from './fixtures';

const desktopNav = [
  ['Home', '/'],
  ['Gallery', '/gallery'],
  ['Map', '/interactive-map'],
  ['AI Photo', '/ai-recognition'],
  ['Assistant', '/travel-assistant'],
  ['Social Network', '/social'],
  ['Educational Games', '/games'],
  ['Achievements', '/achievements'],
] as const;

const keyFeatures = [
  'Virtual museum tour',
  'Audio guides',
  'Art-inspired itineraries',
  'AI photo recognition',
  'AI art expert chat',
  'Educational games',
];

const footerNavigation = [
  ['Home', '/'],
  ['Gallery', '/gallery'],
  ['Guided Tours', '/guided-tours'],
  ['Map', '/interactive-map'],
  ['Educational Games', '/games'],
  // The achievements screen, named as in the header.
  ['Achievements', '/gamification'],
  ['About', '/about'],
] as const;

const menuToggle = (page: Page) => page.locator('button[aria-controls="mobile-menu"]');
const mobileNav = (page: Page) => page.locator('nav#mobile-menu');

/** The navigation a visitor sees: the header bar on desktop, the opened mobile menu on a phone. */
async function visibleNav(page: Page, phone: boolean) {
  if (!phone) return page.getByRole('banner').getByRole('navigation');
  if ((await menuToggle(page).getAttribute('aria-expanded')) !== 'true') await menuToggle(page).click();
  await expect(mobileNav(page)).toBeVisible();
  return mobileNav(page);
}

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop navigation only');

  test('lists the eight items in order and marks the current one', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    const links = nav.getByRole('link');
    await expect(links).toHaveText(desktopNav.map(([name]) => name));
    for (const [index, [, href]] of desktopNav.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Gamification' })).toHaveCount(0);
    await expect(menuToggle(page), 'no menu toggle at 1366 px').toBeHidden();

    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveText(['Home']);

    await links.filter({ hasText: 'Gallery' }).click();
    await expect(page).toHaveURL('/gallery');
    await expect(current).toHaveText(['Gallery']);

    // Games stays highlighted on any path under /games.
    for (const [path, heading] of [
      ['/games', 'Educational Games'],
      ['/games/matching-game', 'Artist Matching'],
      ['/games/anything', 'Game Not Found'],
    ] as const) {
      await page.goto(path);
      await expect(pageHeading(page)).toHaveText(heading);
      await expect(current, path).toHaveText(['Educational Games']);
    }
    // A page outside the menu marks nothing.
    await page.goto('/about');
    await expect(pageHeading(page)).toHaveText('About This Virtual Tour');
    await expect(current).toHaveCount(0);
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout only');

  test('opens with all items including Gamification and closes after navigating', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    const toggle = menuToggle(page);
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav(page)).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close menu');
    const nav = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText([...desktopNav.map(([name]) => name), 'Gamification']);
    await expect(nav.getByRole('link', { name: 'Gamification' })).toHaveAttribute('href', '/gamification');
    await expect(nav.locator('[aria-current="page"]')).toHaveText(['Home']);

    // The toggle closes it again.
    await toggle.click();
    await expect(nav).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Navigating closes it.
    await toggle.click();
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL('/gallery');
    await expect(pageHeading(page)).toHaveText('Gallery');
    await expect(nav).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Games is highlighted in the mobile menu too.
    await page.goto('/games/matching-game');
    await toggle.click();
    await expect(nav.locator('[aria-current="page"]')).toHaveText(['Educational Games']);
    await nav.getByRole('link', { name: 'Gamification' }).click();
    await expect(pageHeading(page)).toHaveText('Achievement System');
    await expect(nav).toHaveCount(0);
  });
});

test('an artwork page marks Gallery as the current item, in the header and the mobile menu', async ({
  page,
  isMobile: phone,
}) => {
  await page.goto('/gallery');
  await page
    .getByRole('link', { name: /Raft of the Medusa/ })
    .first()
    .click();
  await expect(page).toHaveURL('/artwork/raft-medusa');
  await expect(pageHeading(page)).toHaveText('The Raft of the Medusa');
  const nav = await visibleNav(page, phone);
  await expect(nav.locator('[aria-current="page"]')).toHaveText(['Gallery']);
});

test('footer lists the key features, the navigation links and the current year', async ({ page }) => {
  await page.goto('/gallery');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Key Features', exact: true })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Navigation', exact: true })).toBeVisible();
  const [features, navigation] = [footer.getByRole('list').nth(0), footer.getByRole('list').nth(1)];
  await expect(features.getByRole('listitem')).toHaveText(keyFeatures);
  const links = navigation.getByRole('link');
  await expect(links).toHaveText(footerNavigation.map(([name]) => name));
  for (const [index, [, href]] of footerNavigation.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', href);
  }
  const year = new Date().getFullYear();
  await expect(footer).toContainText(`© ${year} ArtVoyage. Educational project.`);

  await links.filter({ hasText: 'Guided Tours' }).click();
  await expect(page).toHaveURL('/guided-tours');
  await expect(pageHeading(page)).toHaveText('Guided Tours');
});

test('the language switch translates the UI, sets <html lang> and survives a reload', async ({
  page,
  isMobile: phone,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveValue('en');

  await language.selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  let nav = await visibleNav(page, phone);
  await expect(nav.getByRole('link').nth(0)).toHaveText('Accueil');
  await expect(nav.getByRole('link').nth(1)).toHaveText('Galerie');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  nav = await visibleNav(page, phone);
  await expect(nav.getByRole('link').nth(0)).toHaveText('Accueil');
  await expect(nav.getByRole('link').nth(1)).toHaveText('Galerie');

  await page.getByRole('combobox', { name: 'Langue' }).selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  nav = await visibleNav(page, phone);
  await expect(nav.getByRole('link').nth(0)).toHaveText('Главная');
  await expect(nav.getByRole('link').nth(1)).toHaveText('Галерея');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  nav = await visibleNav(page, phone);
  await expect(nav.getByRole('link').nth(0)).toHaveText('Главная');

  // And back to English, which is remembered too.
  await page.getByRole('combobox').first().selectOption('en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  nav = await visibleNav(page, phone);
  await expect(nav.getByRole('link').nth(0)).toHaveText('Home');
});

test.describe('page hints in the served HTML', () => {
  test.skip(({ isMobile }) => isMobile, 'the HTML does not depend on the screen');

  const pages = [
    // Path, route chunk (for a game, its screen's), main image. All six are prerendered too.
    ['/', 'HomePage', 'artworks/mona-lisa'],
    ['/gallery', 'GalleryPage', 'cards/mona-lisa'],
    ['/artwork/raft-medusa', 'ArtworkPage', 'artworks/raft-medusa'],
    ['/games', 'GamesIndexPage', undefined],
    ['/games/chronology-puzzle', 'TimelineScreen', undefined],
    ['/interactive-map', 'MapPage', undefined],
  ] as const;

  for (const [path, chunk, image] of pages) {
    test(`${path} preloads its route chunk${image ? ' and main image' : ''}, and every hinted file is served`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const modulePreloads = [
        ...html.matchAll(/<link rel="modulepreload"( fetchpriority="low")? crossorigin href="([^"]+)">/g),
      ];
      const modules = modulePreloads.map((match) => match[2] ?? '');
      expect(modules.some((href) => href.startsWith(`/assets/${chunk}-`))).toBe(true);
      // The map's Leaflet is its own chunk, loaded lazily by the page: wanted at once all the same.
      if (path === '/interactive-map')
        expect(modules.some((href) => href.startsWith('/assets/MapCanvas-'))).toBe(true);
      // A prerendered page is seen before its code runs: the code does not compete with the image.
      expect(html).toContain('<div id="root" data-prerendered="en">');
      expect(modulePreloads.every((match) => Boolean(match[1]))).toBe(true);
      for (const href of modules) expect((await request.get(href)).status(), href).toBe(200);

      const preload = /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)"[^>]*>/.exec(html);
      if (!image) {
        expect(preload).toBeNull();
        return;
      }
      expect(preload?.[0]).toContain('type="image/avif"');
      const href = preload?.[1] ?? '';
      expect(href).toMatch(new RegExp(`^/api/v1/media/${image}/\\d+\\.avif\\?v=\\d+$`));
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/avif');
      for (const candidate of (preload?.[2] ?? '').split(', ')) {
        expect(candidate).toMatch(new RegExp(`^/api/v1/media/${image}/\\d+\\.avif\\?v=\\d+ \\d+w$`));
      }
    });
  }

  // Pages drawn in the browser only: their chunks are asked for with the HTML, at normal priority, not
  // once the app's own code has run and the router has found them.
  const drawnPages = [
    ['/travel-assistant', ['TravelAssistantPage']],
    ['/my-itineraries', ['MyItinerariesPage']],
    // The one game not prerendered (its board is shuffled for each play).
    ['/games/matching-game', ['GamePage', 'MatchingScreen']],
  ] as const;
  for (const [path, chunks] of drawnPages) {
    test(`${path} preloads its route's chunks, and every hinted file is served`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1] ?? '',
      );
      for (const chunk of chunks)
        expect(
          modules.some((href) => href.startsWith(`/assets/${chunk}-`)),
          chunk,
        ).toBe(true);
      expect(html).not.toContain('data-prerendered');
      for (const href of modules) expect((await request.get(href)).status(), href).toBe(200);
    });
  }
});

test.describe('prerendered pages', () => {
  test('a signed-in visitor is not shown the prerendered invitation to sign in while the app loads', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the header signs in through its wide-screen buttons');
    const account = await createConfirmedAccount(request, 'prerendered-profile');
    await page.goto('/about');
    await signInThroughHeader(page, account);
    // The server cannot tell who is signed in (the session is in the browser's storage): it sends the
    // profile page as a visitor who is not signed in sees it, the invitation to sign in.
    const app = await holdAppCode(page);
    const response = await page.goto('/profile', { waitUntil: 'domcontentloaded' });
    expect((await response?.text()) ?? '').toContain('<div id="root" data-prerendered="en">');
    const invitation = page.locator('main h1');
    const headerSignIn = page.locator('header button', { hasText: 'Sign In' });
    await expect(invitation).toHaveText('Not Logged In');
    await expect(headerSignIn).toHaveCount(1);
    // Until the app renders this visitor's own page, the invitation and the header's Sign In are hidden.
    await expect(invitation).toBeHidden();
    await expect(headerSignIn).toBeHidden();
    await app.release();
    await expect(pageHeading(page)).toHaveText('Grace Traveller');
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  });

  test('the gallery is on screen before the app runs, and the app takes it over as it is', async ({
    page,
  }) => {
    // Hold the app's code: what shows meanwhile is the HTML the server sent.
    const app = await holdAppCode(page);
    await page.goto('/gallery', { waitUntil: 'domcontentloaded' });
    await expect(pageHeading(page)).toHaveText('Gallery');
    await expect(page).toHaveTitle('Gallery · ArtVoyage');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10);
    const first = page.getByRole('main').getByRole('img').first();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // Marks on the server's elements: hydration keeps them, a fresh render would replace them.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('h1, main img')) element.setAttribute('data-kept', '');
    });

    await app.release();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    // The app runs the page now: choosing Sculptures filters the list.
    await page.getByRole('tab', { name: 'Sculptures' }).click();
    await expect(page).toHaveURL(/\?filter=sculptures$/);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
    await expect(pageHeading(page)).toHaveAttribute('data-kept', '');
    // The fixture fails the test on any console error, hydration mismatches included.
  });

  test.describe('in a browser that prefers French', () => {
    test.use({ locale: 'fr-FR' });

    test('the page comes rendered in French, and the app takes it over as it is', async ({ page }) => {
      const app = await holdAppCode(page);
      // React Router warns when it renders before the first route's lazy code is in.
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && /HydrateFallback/.test(message.text()))
          warnings.push(message.text());
      });
      const response = await page.goto('/gallery', { waitUntil: 'domcontentloaded' });
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('<div id="root" data-prerendered="fr">');
      // French before the app's code has run: heading, title and the tabs.
      await expect(pageHeading(page)).toHaveText('Galerie');
      await expect(page).toHaveTitle('Galerie · ArtVoyage');
      await page.evaluate(() => {
        for (const element of document.querySelectorAll('h1, main img'))
          element.setAttribute('data-kept', '');
      });

      await app.release();
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      await page.getByRole('tab', { name: 'Sculptures' }).click();
      await expect(page).toHaveURL(/\?filter=sculptures$/);
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
      // Hydrated, not rendered anew: the server's heading is still the one on screen.
      await expect(pageHeading(page)).toHaveAttribute('data-kept', '');
      await expect(pageHeading(page)).toHaveText('Galerie');
      expect(warnings).toEqual([]);
      // The fixture fails the test on any console error, hydration mismatches included.
    });

    test('a visitor who chose English in the app gets the French page rendered anew in English', async ({
      page,
    }) => {
      await page.addInitScript(() => localStorage.setItem('artvoyage.locale', 'en'));
      const response = await page.goto('/gallery');
      expect(await response?.text()).toContain('data-prerendered="fr"');
      await expect(pageHeading(page)).toHaveText('Gallery');
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });
});
