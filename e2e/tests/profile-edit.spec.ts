import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createConfirmedAccount, signInThroughHeader } from './accounts';
import { expect, pageHeading, test, toast } from './fixtures';

// Editing languages and favourite destinations earns Portrait of a Traveler, and XP and level read the
// same on /profile, /achievements and in the avatar menu right after posts change them (two posts also
// complete the week's post challenge, whose reward used to reach only some screens).

const xpText = /^[\d,]+ XP$/;
const number = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** XP and level as the avatar menu shows them ("Level 1 · 460 XP"). */
async function menuXp(page: Page): Promise<{ level: number; xp: number }> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  const line = page.getByRole('menu').getByTestId('avatar-level');
  await expect(line).toHaveText(/^Level \d+ · [\d,]+ XP$/);
  const [level = '', xp = ''] = ((await line.textContent()) ?? '').split('·');
  await page.keyboard.press('Escape');
  return { level: number(level), xp: number(xp) };
}

async function publish(page: Page, title: string) {
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill('The Winged Victory at the top of the Daru staircase.');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible();
}

test('languages and destinations earn Portrait of a Traveler; XP reads the same on every screen', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await createConfirmedAccount(request, 'profile-edit');
  await page.goto('/profile');
  await signInThroughHeader(page, account);
  await expect(pageHeading(page)).toHaveText('Grace Traveller');
  // The day's visit reloads the profile a moment after sign-in; an open form would be refilled.
  await expect(page.getByRole('main').getByText(xpText).first()).not.toHaveText('100 XP');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(edit.getByTestId('profile-languages')).toHaveText(/English/);
  // The fifteen interests.
  await expect(edit.getByRole('group', { name: 'Interests' }).getByRole('checkbox')).toHaveCount(15);
  await expect(edit.getByRole('checkbox', { name: 'Gastronomy' })).toBeVisible();
  await edit.getByLabel('Add a language').selectOption({ label: 'Italian' });
  await expect(edit.getByTestId('profile-languages')).toHaveText(/English.*Italian/);
  const place = edit.getByLabel('A place you love');
  await place.fill('  Kyoto ');
  await place.press('Enter');
  await place.fill('kyoto');
  await edit.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(edit.getByText('This destination is already in your list.')).toBeVisible();
  await place.fill('Lisbon');
  await place.press('Enter');
  await expect(edit.getByTestId('profile-destinations').getByRole('listitem')).toHaveText([
    'Kyoto',
    'Lisbon',
  ]);
  await edit.getByLabel('About me').fill('Happiest in front of Vermeer.');
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  // The save's toast, title and text, still on screen beside the toast of the achievement it earns.
  await expect(toast(page, 'Profile Updated')).toContainText('Your data has been successfully saved.');
  await expect(toast(page, 'Portrait of a Traveler')).toBeVisible();
  await expect(toast(page, 'Profile Updated')).toBeVisible();

  const overview = page.getByRole('tabpanel');
  const languages = overview
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Languages', exact: true }) });
  await expect(languages.getByRole('listitem')).toHaveText(['English', 'Italian']);
  await page.getByRole('tab', { name: 'Achievements' }).click();
  await expect(page.getByRole('tabpanel').getByText('Portrait of a Traveler')).toBeVisible();

  // Two posts: their XP and the Travel Storyteller challenge's 200, paid by the second post.
  await page.getByRole('banner').getByRole('link', { name: 'Social Network' }).click();
  await expect(pageHeading(page)).toHaveText('Travel Feed');
  const before = await menuXp(page);
  await publish(page, `First of two ${Date.now()}`);
  await publish(page, `Second of two ${Date.now()}`);
  await expect.poll(async () => (await menuXp(page)).xp).toBeGreaterThan(before.xp + 200);
  const menu = await menuXp(page);

  // The same numbers on /achievements (card and challenge) and /profile, without a reload.
  await page.getByRole('banner').getByRole('link', { name: 'Achievements', exact: true }).click();
  const card = page.getByRole('region', { name: 'Grace Traveller' });
  await expect(card.getByText(xpText)).toHaveText(
    `${menu.xp.toLocaleString('en', { useGrouping: 'min2' })} XP`,
  );
  await expect(card.getByText(/^Level \d+$/)).toHaveText(`Level ${menu.level}`);
  await page.getByRole('tab', { name: 'Challenges' }).click();
  const storyteller = page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ hasText: 'Travel Storyteller' });
  await expect(storyteller).toContainText('Completed');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(pageHeading(page)).toHaveText('Grace Traveller');
  await expect(page.getByRole('main').getByText(xpText).first()).toHaveText(
    `${menu.xp.toLocaleString('en', { useGrouping: 'min2' })} XP`,
  );
  await expect(
    page
      .getByRole('main')
      .getByText(/^Level \d+$/)
      .first(),
  ).toHaveText(`Level ${menu.level}`);
  // And after a reload, from the server.
  await page.reload();
  await expect(page.getByRole('main').getByText(xpText).first()).toHaveText(
    `${menu.xp.toLocaleString('en', { useGrouping: 'min2' })} XP`,
  );
  expect(await menuXp(page)).toEqual(menu);
});
