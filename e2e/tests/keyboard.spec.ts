import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { join, resolve } from 'node:path';
import { artwork } from './data';
import { expect, pageHeading, test, toast } from './fixtures';

// The main journeys with the keyboard alone: Tab to move, Enter or Space to act, Escape to leave a
// dialog. Every step checks where the focus is, so a control that cannot be reached fails the test.
// The quiz is played by keyboard in games-quiz.spec.ts; the chat sends with Enter in assistant.spec.ts.

const mediaDir = process.env.MEDIA_DIR ?? resolve(import.meta.dirname, '../../../shared/media');

/** Presses Tab until `target` has the focus; fails when it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Not reached with ${limit} presses of Tab: ${target}`);
}

test('browse from the home page to an artwork, play its audio guide and save a trip, by keyboard', async ({
  page,
}) => {
  const venus = artwork('venus-de-milo');
  await page.goto('/');
  await expect(pageHeading(page)).toBeVisible();

  const galleryLink = page.getByRole('banner').getByRole('link', { name: 'Gallery', exact: true });
  await tabTo(page, galleryLink);
  await page.keyboard.press('Enter');
  await expect(pageHeading(page)).toHaveText('Gallery');

  await tabTo(
    page,
    page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(venus.title) })
      .first(),
  );
  await page.keyboard.press('Enter');
  await expect(pageHeading(page)).toHaveText(venus.title);

  const play = page.getByRole('button', { name: 'Play audio guide' });
  await expect(play).toBeEnabled();
  await tabTo(page, play);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pause audio guide' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(play).toBeFocused();

  const plan = page.getByRole('button', { name: 'Plan a Trip Inspired by This', exact: true });
  await tabTo(page, plan);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Save itinerary' })).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Save itinerary' }), 40);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Itinerary saved', { exact: true })).toBeVisible();
  // The save's toast shows over the open dialog; Escape still closes the dialog, not the toast.
  const saved = toast(page, 'Itinerary saved');
  await expect(saved).toBeVisible();
  await saved.hover(); // holds the toast open while the test looks, as a visitor's pointer would
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(plan).toBeFocused();
  await expect(saved).toBeVisible();
  // With no dialog left, Escape closes the newest toast.
  await page.keyboard.press('Escape');
  await expect(saved).toBeHidden();
  await expect(plan).toBeFocused();
});

test('open the sign-in dialog, submit it with Enter, read its message, then leave it with Escape', async ({
  page,
}) => {
  await page.goto('/');
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true });
  await tabTo(page, signIn);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Email'), 20);
  await page.keyboard.type('someone@example.com');
  // The password is left empty: Enter submits, and "Please fill in all fields." says what is missing.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please fill in all fields.', { exact: true })).toBeVisible();
  await tabTo(page, dialog.getByLabel('Password', { exact: true }), 10);
  await expect(dialog.getByLabel('Email')).toHaveValue('someone@example.com');
  // The message is a toast, outside the dialog: one Escape closes the dialog, whose focus goes back.
  const message = toast(page, 'Please fill in all fields.');
  await expect(message).toBeVisible();
  await message.hover();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signIn).toBeFocused();
  await expect(message).toBeVisible();
});

test('choose a photo, recognise it and reach the artwork page, by keyboard', async ({ page }) => {
  const raft = artwork('raft-medusa');
  const photo = await sharp(join(mediaDir, 'artworks', 'raft-medusa.jpg'))
    .resize(1200)
    .extend({ top: 80, bottom: 80, left: 80, right: 80, background: '#9c8b74' })
    .jpeg({ quality: 75 })
    .toBuffer();
  await page.goto('/ai-recognition');
  await expect(pageHeading(page)).toHaveText('AI Photo Recognition');

  await tabTo(page, page.getByLabel('Select File', { exact: true }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'raft.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Recognize Landmark' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Recognition Results' })).toBeFocused();
  const open = page.getByRole('link', { name: 'Open the artwork page' });
  await tabTo(page, open, 40);
  await page.keyboard.press('Enter');
  await expect(pageHeading(page)).toHaveText(raft.title);
});
