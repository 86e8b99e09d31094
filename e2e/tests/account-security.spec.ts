import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, toast } from './fixtures';
import { createConfirmedAccount, signInThroughHeader } from './accounts';

const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

interface OutboxRecord {
  to: string;
  subject?: string;
  link?: string;
  sentAt: string;
}

/** The newest finished outbox record to an address that matches, once it is there. */
async function mailTo(address: string, matches: (record: OutboxRecord) => boolean): Promise<OutboxRecord> {
  let found: OutboxRecord | undefined;
  await expect
    .poll(
      () => {
        found = readdirSync(outbox)
          .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
          .map((name) => JSON.parse(readFileSync(join(outbox, name), 'utf8')) as OutboxRecord)
          .filter((record) => record.to === address && matches(record))
          .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no matching e-mail to ${address}`);
  return found;
}

test.describe('sign-in details', () => {
  test('moving the account to another address needs the links sent to both', async ({ page, request }) => {
    const account = await createConfirmedAccount(request, 'mover');
    const newEmail = `moved.${Date.now()}@example.com`;
    // The security page itself, signed out, then the header's sign-in.
    await page.goto('/profile/security');
    await signInThroughHeader(page, account);
    await expect(page.getByText(`Current address: ${account.email}`)).toBeVisible();
    await page.getByLabel('New e-mail address').fill(newEmail);
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(toast(page, 'Check both inboxes')).toBeVisible();

    // The new address's link alone changes nothing and says what is still to do.
    const toNew = await mailTo(newEmail, (record) => Boolean(record.link));
    await page.goto(toNew.link ?? '');
    await expect(page.getByRole('heading', { name: 'One more link to open' })).toBeVisible();
    const stillOld = await request.post('/auth/v1/token?grant_type=password', {
      data: { email: account.email, password: account.password },
    });
    expect(stillOld.status()).toBe(200);

    const toOld = await mailTo(
      account.email,
      (record) => record.link?.includes('type=email_change') ?? false,
    );
    await page.goto(toOld.link ?? '');
    await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
    await page.goto('/profile/security');
    await expect(page.getByText(`Current address: ${newEmail}`)).toBeVisible();
    const moved = await request.post('/auth/v1/token?grant_type=password', {
      data: { email: newEmail, password: account.password },
    });
    expect(moved.status()).toBe(200);
    const notice = await mailTo(account.email, (record) => record.subject?.includes('was changed') ?? false);
    expect(notice.subject).toBe('Your ArtVoyage e-mail address was changed');
  });

  test('a new password is set from the security page', async ({ page, request }) => {
    const account = await createConfirmedAccount(request, 'repass');
    await page.goto('/profile/security');
    await signInThroughHeader(page, account);
    await page.getByLabel('New password', { exact: true }).fill('a fresh secret 2026');
    await page.getByLabel('Confirm new password').fill('a fresh secret 2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();
    const signIn = await request.post('/auth/v1/token?grant_type=password', {
      data: { email: account.email, password: 'a fresh secret 2026' },
    });
    expect(signIn.status()).toBe(200);
  });

  test('a forgotten password is reset by e-mail, and each confirmation is said once', async ({
    page,
    request,
  }) => {
    const account = await createConfirmedAccount(request, 'forgot');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();

    const sent = `If an account exists for ${account.email}, a link to choose a new password is on its way.`;
    await expect(dialog.getByText(sent)).toBeVisible();
    await expect(dialog.getByText('Check your e-mail', { exact: true })).toBeVisible();
    // Not repeated by a toast (outside the dialog); the page says it once in all.
    const link = await mailTo(account.email, (record) => /reset/i.test(record.subject ?? ''));
    await expect(page.getByText(sent)).toHaveCount(1);
    await expect(page.getByText('Check your e-mail', { exact: true })).toHaveCount(1);
    await dialog.screenshot({ path: test.info().outputPath('reset-link-sent.png') });

    await page.goto(link.link ?? '');
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('a fresh secret 2027');
    await page.getByLabel('Confirm new password').fill('a fresh secret 2027');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL('/profile');
    // Said by a toast, which stays on screen beside the sign-in's own toasts; the screen never holds
    // the confirmation twice.
    await expect(toast(page, 'Password updated')).toContainText('Your new password is saved.');
    expect(await page.getByText('Your new password is saved.', { exact: true }).count()).toBeLessThanOrEqual(
      1,
    );
    expect(await page.getByText('Password updated', { exact: true }).count()).toBeLessThanOrEqual(1);

    const signIn = await request.post('/auth/v1/token?grant_type=password', {
      data: { email: account.email, password: 'a fresh secret 2027' },
    });
    expect(signIn.status()).toBe(200);
  });
});
