import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createConfirmedAccount } from './accounts';
import { expect, pageHeading, test } from './fixtures';

// A 390 × 844 phone, the narrowest screen the site is laid out for (the phone project's Pixel 7 is
// 412 px wide). Runs in the desktop project only, with this viewport: listing it among the phone specs
// would run the same tests twice.
test.use({
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
});

const mediaDir = process.env.MEDIA_DIR ?? resolve(import.meta.dirname, '../../../shared/media');

/** Whether the page scrolls sideways: the document wider than the screen. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const mainRoutes = [
  ['/', 'Travel through art'],
  ['/gallery', 'Gallery'],
  ['/artwork/coronation-napoleon', 'The Coronation of Napoleon'],
  ['/guided-tours', 'Guided Tours'],
  ['/interactive-map', 'Interactive Map'],
  ['/ai-recognition', 'AI Photo Recognition'],
  ['/travel-assistant', 'Ask the Art Expert'],
  ['/social', 'Travel Feed'],
  ['/games', 'Educational Games'],
  ['/games/matching-game', 'Artist Matching'],
  ['/achievements', 'Achievement System'],
  ['/about', 'About This Virtual Tour'],
] as const;

test('no main page scrolls sideways', async ({ page }) => {
  for (const [path, heading] of mainRoutes) {
    await page.goto(path);
    await expect(pageHeading(page), path).toHaveText(heading);
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  }
});

test('the feed fits the screen when a post or a comment holds a long link', async ({ page, request }) => {
  const link = 'https://example.org/photos/IMG_20250412_101503_the_winged_victory_on_the_daru_staircase.jpg';
  const title = `A link from the Louvre ${Date.now()}`;
  const account = await createConfirmedAccount(request, 'narrow');
  const signIn = await request.post('/auth/v1/token?grant_type=password', { data: account });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/v1/posts', {
    headers,
    data: {
      title,
      content: `Our photo of the day: ${link}`,
      tags: ['wingedvictoryofsamothracedarustaircase'],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const commented = await request.post(`/api/v1/posts/${id}/comments`, {
    headers,
    data: { content: `The same one, larger: ${link}` },
  });
  expect(commented.status()).toBe(201);

  await page.goto('/social');
  const post = page.getByRole('article', { name: title, exact: true });
  await expect(post).toContainText(link);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await post.getByRole('button', { name: '1 comment' }).click();
  const comment = post.getByText(`The same one, larger: ${link}`);
  await expect(comment).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  // The link wraps inside the card rather than being cut off at its edge.
  const card = await post.boundingBox();
  for (const text of [post.getByText(`Our photo of the day: ${link}`), comment]) {
    const box = await text.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));
  }
  await post.screenshot({ path: test.info().outputPath('long-link.png') });
});

/** The scroll positions the page passes through, recorded by the page itself from now on. */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { scrolledTo: number[] }).scrolledTo = positions;
    addEventListener('scroll', () => positions.push(Math.round(scrollY)));
  });
  return () => page.evaluate(() => (window as unknown as { scrolledTo: number[] }).scrolledTo);
}

async function recogniseThePhoto(page: Page) {
  const photo = await sharp(join(mediaDir, 'artworks', 'raft-medusa.jpg'))
    .resize(1400)
    .jpeg()
    .toBuffer();
  await page.goto('/ai-recognition');
  await expect(pageHeading(page)).toHaveText('AI Photo Recognition');
  await page.getByLabel('Camera', { exact: true }).setInputFiles({
    name: 'IMG_20250412_101503.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  const recognise = page.getByRole('button', { name: 'Recognize Landmark' });
  await recognise.scrollIntoViewIfNeeded();
  const scrolled = await recordScrolling(page);
  const start = await page.evaluate(() => scrollY);
  await recognise.click();
  const heading = page.getByRole('heading', { name: 'Recognition Results' });
  await expect(heading).toBeFocused({ timeout: 20_000 });
  // Brought up under the sticky header, whatever was on screen before.
  await expect.poll(async () => (await heading.boundingBox())?.y ?? Infinity).toBeLessThan(844 * 0.25);
  expect((await heading.boundingBox())?.y).toBeGreaterThan(0);
  const end = await page.evaluate(() => scrollY);
  expect(end, 'the page scrolled down to the results').toBeGreaterThan(start + 100);
  await page.screenshot({ path: test.info().outputPath('results.png') });
  return { start, end, positions: await scrolled() };
}

test('the recognition results scroll into view smoothly once the analysis is done', async ({ page }) => {
  const { start, end, positions } = await recogniseThePhoto(page);
  expect(
    positions.some((y) => y > start + 1 && y < end - 1),
    `passes through the positions between: ${positions.join(', ')}`,
  ).toBe(true);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the recognition results are brought into view at once, without an animation', async ({ page }) => {
    const { end, positions } = await recogniseThePhoto(page);
    expect(positions.length).toBeGreaterThan(0);
    expect(
      positions.every((y) => y === end),
      `jumps straight there: ${positions.join(', ')}`,
    ).toBe(true);
  });
});
