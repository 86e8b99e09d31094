import { expect, test as base } from '@playwright/test';
import { generate } from 'otplib';
import { waitForLinkTo } from './accounts';
import { toast } from './fixtures';

// Expected refusals (unconfirmed account, wrong password) reach the console as failed 400 requests;
// anything else logged as an error fails the test, as in the other specs.
const test = base.extend<{ unexpectedErrors: string[] }>({
  unexpectedErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const expectedRefusal = /the server responded with a status of 40[01]/.test(message.text());
        if (message.type() === 'error' && !expectedRefusal) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'no unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

test.describe('accounts', () => {
  test('every sign-up and sign-in validation message appears with its documented text', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    // Phones have no room in the header: Sign In / Sign Up live in the mobile menu there.
    if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.locator('form').getByRole('button', { name: 'Sign Up' });

    await submit.click();
    await expect(toast(page, 'Please fill in all fields.')).toBeVisible();
    await dialog.getByLabel('Email').fill('someone@example.com');
    await dialog.getByLabel('Full name').fill('Some One');
    await dialog.getByLabel('Password', { exact: true }).fill('abc');
    await dialog.getByLabel('Confirm password').fill('abd');
    await submit.click();
    await expect(toast(page, 'Passwords do not match.')).toBeVisible();
    await dialog.getByLabel('Confirm password').fill('abc');
    await submit.click();
    await expect(toast(page, 'Password must contain at least 6 characters.')).toBeVisible();

    await dialog.getByRole('tab', { name: 'Sign In' }).click();
    await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Please fill in all fields.')).toBeVisible();
  });

  test('sign up, confirm by e-mail, edit the profile, protect it with TOTP, sign in with the code', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the whole journey once is enough');
    test.setTimeout(90_000);
    const email = `ada.${Date.now()}@example.com`;
    const password = 'analytical engine 1843';
    const dialog = page.getByRole('dialog');

    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Full name').fill('Ada Lovelace');
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm password').fill(password);
    await dialog.locator('form').getByRole('button', { name: 'Sign Up' }).click();
    await expect(toast(page, 'Registration Successful!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Not confirmed yet: refused with a clear message.
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Sign In Error')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resend confirmation e-mail' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(await waitForLinkTo(email));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your e-mail address is confirmed');

    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menu')).toContainText('Ada Lovelace');
    await expect(page.getByRole('menu')).toContainText(email);
    await expect(page.getByRole('menuitem', { name: 'My Itineraries' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByText('Progress to level 2')).toBeVisible();
    await expect(page.getByText('None added yet').first()).toBeVisible();

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('About me').fill('I travel for paintings.');
    await edit.getByLabel('Photography').check();
    await edit.getByLabel('Budget level').selectOption('high');
    await edit.getByLabel('Travel style').selectOption('adventure');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Profile updated')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(page.getByText('I travel for paintings.')).toBeVisible();
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('High');
    await expect(page.getByRole('tabpanel')).toContainText('Photography');

    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('img', { name: /QR code/i })).toBeVisible();
    const secret = await page.getByLabel(/Enter this key/).inputValue();
    await page.getByLabel('6-digit code from the app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(page.getByText('Verified')).toBeVisible();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Invalid login credentials')).toBeVisible();
    await dialog.getByLabel('Password').fill(password);
    await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByLabel('Authentication code')).toBeVisible();

    // The enrolment spent this 30-second window's code, and a code is never taken twice; the server also
    // takes the next window's code (a phone's clock a little ahead), so that one signs in at once.
    await dialog
      .getByLabel('Authentication code')
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, 'Welcome!')).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  });
});
