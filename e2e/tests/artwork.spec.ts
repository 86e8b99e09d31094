import { imageVariantUrl } from '@artvoyage/contract/constants';
import type { Page } from '@playwright/test';
import { artwork, artworkIds } from './data';
import { expect, pageHeading, test } from './fixtures';

const monaLisa = artwork('mona-lisa');

test('the artwork page shows breadcrumb, details, context, facts, credit and the trip button', async ({
  page,
}) => {
  await page.goto('/artwork/mona-lisa');
  await expect(pageHeading(page)).toHaveText(monaLisa.title);
  await expect(page).toHaveTitle(`${monaLisa.title} · ArtVoyage`);

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Gallery', monaLisa.title]);
  await expect(breadcrumb).toHaveText(`Home/Gallery/${monaLisa.title}`);
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(monaLisa.title);

  await expect(page.getByText(`${monaLisa.artist}, ${monaLisa.year}`, { exact: true })).toBeVisible();

  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('term')).toHaveText(['Medium', 'Dimensions', 'Location in museum']);
  await expect(details.getByRole('definition')).toHaveText([
    monaLisa.medium,
    monaLisa.dimensions,
    monaLisa.location,
  ]);

  await expect(page.getByRole('heading', { name: 'Historical Context', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Historical Context' })).toContainText(
    monaLisa.historicalContext.split('\n\n')[0] ?? '',
  );
  await expect(page.getByRole('heading', { name: 'Visitor Experience', level: 2 })).toBeVisible();
  await expect(page.getByText(monaLisa.visitorExperience, { exact: true })).toBeVisible();

  const facts = page.getByRole('region', { name: 'Interesting Facts' }).getByRole('listitem');
  await expect(facts).toHaveText([...monaLisa.interestingFacts]);

  const credit = page.getByText(`Image: ${monaLisa.imageCredit.author}, ${monaLisa.imageCredit.licence}`);
  await expect(credit).toBeVisible();
  await expect(credit.getByRole('link', { name: 'source' })).toHaveAttribute(
    'href',
    `https://commons.wikimedia.org/wiki/File:${encodeURIComponent(monaLisa.imageCredit.commonsFile)}`,
  );

  await expect(page.getByRole('button', { name: 'Plan a Trip Inspired by This', exact: true })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Audio Guide' })).toBeVisible();
});

test('the image toggles zoom on click', async ({ page, request }) => {
  // The Raft of the Medusa has pixels enough to be shown at twice the frame's width. Its large image is
  // rendered once, ahead: the first rendering can take longer than the test waits on a busy machine.
  for (const format of ['avif', 'webp'] as const) {
    const large = await request.get(imageVariantUrl('artworks', 'raft-medusa', 1600, format), {
      timeout: 60_000,
    });
    expect(large.status()).toBe(200);
  }
  await page.goto('/artwork/raft-medusa');
  const frame = page.locator('[data-zoomed]');
  const toggle = frame.getByRole('button');
  const image = toggle.getByRole('img', { name: artwork('raft-medusa').imageAlt });
  await expect(toggle).toHaveAccessibleName('Zoom in on the image');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const frameWidth = (await frame.boundingBox())?.width ?? 0;
  expect(frameWidth).toBeGreaterThan(0);
  expect((await image.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(frameWidth);

  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Zoom out of the image');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await image.boundingBox())?.width ?? 0, { message: 'the zoomed image is wider' })
    .toBeGreaterThan(frameWidth * 1.5);
  // The frame keeps its width and scrolls the magnified image.
  expect((await frame.boundingBox())?.width).toBeCloseTo(frameWidth, 0);
  expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Zoom in on the image');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => (await image.boundingBox())?.width ?? Infinity)
    .toBeLessThanOrEqual(frameWidth);
});

/**
 * Zooms into the Great Sphinx, whose photograph is only 640 pixels wide, while its large image is held
 * back: a spinner shows over the whole artwork until it arrives, and the zoomed image is then no wider
 * than its own pixels, though twice the frame would be wider.
 */
async function zoomIntoASmallPhotograph(page: Page) {
  await page.goto('/artwork/great-sphinx');
  const frame = page.locator('[data-zoomed]');
  const toggle = frame.getByRole('button');
  const image = toggle.getByRole('img', { name: artwork('great-sphinx').imageAlt });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/media\/artworks\/great-sphinx\/1600\./, async (route) => {
    await held;
    await route.continue();
  });
  const frameWidth = (await frame.boundingBox())?.width ?? 0;

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const spinner = page.getByRole('status').filter({ hasText: 'Loading the enlarged image…' });
  await expect(spinner).toBeVisible();
  await expect(image, 'the whole artwork stays on screen under the spinner').toBeVisible();
  expect((await image.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(frameWidth);
  await page.screenshot({ path: test.info().outputPath('zoom-loading.png') });

  release();
  await expect(spinner).toBeHidden();
  await expect(image).toHaveAttribute('src', /\/great-sphinx\/1600\./);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  const pixels = await image.evaluate(async (img: HTMLImageElement) => {
    const bitmap = await createImageBitmap(await (await fetch(img.currentSrc)).blob());
    return bitmap.width;
  });
  expect(frameWidth * 2, 'twice the frame would stretch the photograph').toBeGreaterThan(pixels + 1);
  expect((await image.boundingBox())?.width).toBeCloseTo(pixels, 0);
  await page.screenshot({ path: test.info().outputPath('zoomed.png') });
}

test('zoom shows a spinner until the large image arrives and never stretches it past its pixels', async ({
  page,
}) => {
  await zoomIntoASmallPhotograph(page);
});

test.describe('on a 390 px phone', () => {
  // The screen too: the desktop project's 1920 px screen would make the page's preloaded image the
  // 1600 px one, which the zoom then finds ready.
  test.use({
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });

  test('zoom shows a spinner and never stretches the photograph past its pixels', async ({ page }) => {
    await zoomIntoASmallPhotograph(page);
  });

  test('nothing below the audio guide moves when the guide becomes ready', async ({ page }) => {
    // Every layout shift of the page, as the browser measures them, with the elements that moved.
    await page.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as { __moved: string[] }).__moved = moved;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          for (const { node } of entry.sources) {
            const element = node instanceof Element ? node : node?.parentElement;
            moved.push(element?.textContent?.trim().slice(0, 40) ?? '?');
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/artwork/${monaLisa.id}`);
    // Read on while the guide loads: only what is in view counts as moving.
    await page.getByTestId('audio-note').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Play audio guide' })).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByTestId('audio-note')).toHaveText('');
    // Shifts are reported after the frame that made them: two frames later every one is in.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved)).toEqual([]);
  });
});

const nextLink = (page: Page) => page.getByRole('link', { name: /^Next artwork: / });
const previousLink = (page: Page) => page.getByRole('link', { name: /^Previous artwork: / });

test('Previous and Next cycle through the ten artworks in list order and wrap', async ({ page }) => {
  await page.goto('/artwork/mona-lisa');
  await expect(previousLink(page)).toHaveAccessibleName('Previous artwork: Great Sphinx of Tanis');
  await previousLink(page).click();
  await expect(page).toHaveURL('/artwork/great-sphinx');
  await expect(pageHeading(page)).toHaveText('Great Sphinx of Tanis');
  await expect(nextLink(page)).toHaveAccessibleName(`Next artwork: ${monaLisa.title}`);
  await nextLink(page).click();
  await expect(page).toHaveURL('/artwork/mona-lisa');

  // Walk the whole list with Next, starting each time from the bottom of the page: the window must be
  // back at the top after every change of artwork.
  for (const [index, id] of artworkIds.entries()) {
    const next = artworkIds[(index + 1) % artworkIds.length] ?? '';
    const previous = artworkIds[(index - 1 + artworkIds.length) % artworkIds.length] ?? '';
    await expect(page).toHaveURL(`/artwork/${id}`);
    await expect(pageHeading(page)).toHaveText(artwork(id).title);
    await expect(previousLink(page)).toHaveAttribute('href', `/artwork/${previous}`);
    await expect(nextLink(page)).toHaveAttribute('href', `/artwork/${next}`);
    await expect(nextLink(page)).toHaveAccessibleName(`Next artwork: ${artwork(next).title}`);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await nextLink(page).click();
    await expect(pageHeading(page)).toHaveText(artwork(next).title);
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'scrolled to top' }).toBe(0);
  }
  await expect(page).toHaveURL('/artwork/mona-lisa');
});

test('an unknown artwork shows "Artwork Not Found" with a way back to the gallery', async ({ page }) => {
  await page.goto('/artwork/nope');
  await expect(pageHeading(page)).toHaveText('Artwork Not Found');
  await expect(page.getByRole('region', { name: 'Audio Guide' })).toHaveCount(0);
  const back = page.getByRole('main').getByRole('link', { name: 'Return to Gallery', exact: true });
  await expect(back).toHaveAttribute('href', '/gallery');
  await back.click();
  await expect(page).toHaveURL('/gallery');
  await expect(pageHeading(page)).toHaveText('Gallery');
});
