import type { Page } from '@playwright/test';
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
