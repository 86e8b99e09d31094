import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { createConfirmedAccount, signInThroughHeader } from './accounts';
import { expect, holdAppCode, pageHeading, test } from './fixtures';

// The travel feed (/social): the seeded sample posts for visitors, and publishing a post with a photo,
// liking, commenting and deleting the comment as a signed-in user; another account sees the post but
// cannot edit or delete it.
const repoRoot = resolve(import.meta.dirname, '../..');
const mediaDir = process.env.MEDIA_DIR ?? resolve(repoRoot, '../shared/media');
const photo = resolve(mediaDir, 'artworks/winged-victory.jpg');

const post = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const likeButton = (card: Locator) => card.getByRole('button', { name: /^Like \(/ });

test('a visitor sees the sample posts, no New Post button, and is asked to sign in to like', async ({
  page,
}) => {
  await page.goto('/social');
  await expect(pageHeading(page)).toHaveText('Travel Feed');
  await expect(page.getByText('Share your travel experiences')).toBeVisible();
  const sample = post(page, 'Victory at the top of the stairs');
  await expect(sample).toBeVisible();
  await expect(sample).toContainText('Museum Team');
  await expect(sample.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(sample).toContainText('Mood: Amazed');
  await expect(sample).toContainText('Weather: Sunny');
  await expect(sample.getByRole('img', { name: 'Victory at the top of the stairs' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Museum Team' })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'New Post' })).toHaveCount(0);
  await expect(sample.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // The sign-in dialog opens and says why.
  await likeButton(sample).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('Sign in or create an account to like posts.');
  await expect(dialog.getByText('Sign in or create an account to like posts.')).toBeVisible();
  await dialog.screenshot({ path: test.info().outputPath('sign-in-to-like.png') });
  // Switching tabs keeps the reason; closed and opened from the header, it says its usual line.
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(dialog).toHaveAccessibleDescription('Sign in or create an account to like posts.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(likeButton(sample)).toBeFocused();
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toHaveAccessibleDescription(
    'Sign in or create an account to keep your profile, achievements and itineraries.',
  );
});

test("a visitor's first page of posts is asked for by the page's first script, before the app's code, and only once", async ({
  page,
}) => {
  const reads: { at: 'held' | 'released'; authorization: string | undefined }[] = [];
  const app = await holdAppCode(page);
  let held = true;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/v1/posts' || request.method() !== 'GET') return;
    reads.push({ at: held ? 'held' : 'released', authorization: request.headers().authorization });
  });
  await page.goto('/social', { waitUntil: 'domcontentloaded' });
  // The app shell is still held back, so only the page's own first script can have asked.
  await expect.poll(() => reads.length).toBe(1);
  expect(reads[0]).toEqual({ at: 'held', authorization: undefined });
  held = false;
  await app.release();
  await expect(post(page, 'Victory at the top of the stairs')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Museum Team' })).toHaveCount(4);
  // The app took that answer up rather than asking again.
  expect(reads).toHaveLength(1);
});

/** Present for the keyboard and screen readers, but drawn nowhere: no more than a pixel, clipped. */
async function expectVisuallyHidden(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'in the layout').not.toBeNull();
  expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
  expect(await locator.evaluate((element) => getComputedStyle(element).clipPath)).toMatch(
    /inset\(50%\)|rect\(0/,
  );
}

test('publish a post with a photo, like it, comment and delete the comment; others cannot edit it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const author = await createConfirmedAccount(request, 'social');
  const title = `Evening at the Louvre ${Date.now()}`;

  await page.goto('/social');
  await expect(pageHeading(page)).toHaveText('Travel Feed');
  await signInThroughHeader(page, author);
  await page.getByRole('button', { name: 'New Post' }).click();

  const dialog = page.getByRole('dialog', { name: 'New Post' });
  const publish = dialog.getByRole('button', { name: 'Publish' });
  await expect(publish).toBeDisabled();
  await dialog.getByLabel('Title').fill(title);
  await expect(publish).toBeDisabled();
  await dialog.getByLabel('Content').fill('The Winged Victory at the top of the Daru staircase.');
  // The photo is chosen with a button; the browser's own file control, which would say "No file
  // chosen" beside the added photo, is hidden but keeps the keyboard focus and the button's name.
  const photos = dialog.getByRole('group', { name: 'Photo' });
  const picker = photos.getByLabel('Choose a photo', { exact: true });
  await expect(picker).toHaveAttribute('type', 'file');
  await expect(photos.getByText('Choose a photo', { exact: true })).toBeVisible();
  await dialog.getByLabel('Content').focus();
  await page.keyboard.press('Tab');
  await expect(picker).toBeFocused();
  await expectVisuallyHidden(picker);
  await picker.setInputFiles(photo);
  await expect(dialog.getByText('Added', { exact: true })).toBeVisible({ timeout: 20_000 });
  const another = photos.getByLabel('Add another photo', { exact: true });
  await expect(another).toHaveAttribute('type', 'file');
  await expect(photos.getByText('Add another photo', { exact: true })).toBeVisible();
  await expectVisuallyHidden(another);
  await photos.screenshot({ path: test.info().outputPath('photo-added.png') });
  await dialog.getByLabel('Location').fill('Musée du Louvre, Paris');
  await dialog.getByLabel('Tags').fill('louvre, sculpture, Louvre');
  await dialog.getByLabel('Mood').selectOption({ label: 'Inspired' });
  await dialog.getByLabel('Weather').selectOption({ label: 'Clear' });
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(dialog).toBeHidden();

  // On top of the feed, with its photo (served by this server, from the upload).
  const mine = post(page, title);
  await expect(page.getByRole('article').first()).toHaveAccessibleName(title);
  await expect(mine).toContainText('#louvre');
  await expect(mine).toContainText('#sculpture');
  await expect(mine).toContainText('Mood: Inspired');
  const image = mine.getByRole('img', { name: title });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/api\/v1\/uploads\/.+\.webp$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(mine.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Delete' })).toBeVisible();

  // Like: pressed with a count of one, and still so after a reload (stored on the server).
  await likeButton(mine).click();
  await expect(likeButton(mine)).toHaveAttribute('aria-pressed', 'true');
  await expect(likeButton(mine)).toHaveAccessibleName('Like (1 like)');
  // A signed-in visitor's feed is read with their token after a reload: never the visitors' early read.
  const feedReads: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/posts' && request.method() === 'GET')
      feedReads.push(request.headers().authorization);
  });
  await page.reload();
  await expect(likeButton(post(page, title))).toHaveAttribute('aria-pressed', 'true');
  await expect(likeButton(post(page, title))).toHaveAccessibleName('Like (1 like)');
  expect(feedReads.length).toBeGreaterThan(0);
  expect(feedReads.every((authorization) => authorization?.startsWith('Bearer '))).toBe(true);

  // Comment, see it, delete it (with confirmation).
  const card = post(page, title);
  await card.getByRole('button', { name: '0 comments' }).click();
  await card.getByLabel('Add a comment').fill('What a staircase!');
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = card.getByRole('listitem').filter({ hasText: 'What a staircase!' });
  await expect(comment).toBeVisible();
  await expect(comment).toContainText('Grace Traveller');
  await expect(card.getByRole('button', { name: '1 comment' })).toBeVisible();
  await comment.getByRole('button', { name: 'Delete comment' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this comment?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(comment).toHaveCount(0);
  await expect(card.getByRole('button', { name: '0 comments' })).toBeVisible();

  // Another account, in its own browser profile, sees the post but not its Edit and Delete.
  const reader = await createConfirmedAccount(request, 'reader');
  const other = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const otherPage = await other.newPage();
  await otherPage.goto('/social');
  await signInThroughHeader(otherPage, reader);
  await expect(otherPage.getByRole('button', { name: 'New Post' })).toBeVisible();
  const seen = post(otherPage, title);
  await expect(seen).toBeVisible();
  await expect(likeButton(seen)).toHaveAttribute('aria-pressed', 'false');
  await expect(likeButton(seen)).toHaveAccessibleName('Like (1 like)');
  await expect(seen.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await other.close();
});
