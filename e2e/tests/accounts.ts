import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The confirmation or reset link of the newest e-mail to this address, from the server's outbox. */
export function latestLinkFor(email: string): string {
  const files = readdirSync(outbox)
    // Files being written are hidden ('.' names) until renamed into place whole.
    .filter((name) => !name.startsWith('.'))
    .map((name) => join(outbox, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
      .replace(/=\r?\n/g, '')
      .replaceAll('=3D', '=');
    if (!text.includes(email)) continue;
    const link = /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify[^\s"'<>]*/.exec(text)?.[0];
    if (link) return link.replaceAll('&amp;', '&');
  }
  throw new Error(`no e-mail with a link for ${email} in ${outbox}`);
}

/** The newest link e-mailed to this address, once it is there: e-mail leaves after the server answers. */
export async function waitForLinkTo(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        try {
          link = latestLinkFor(email);
        } catch {
          link = '';
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

export interface Account {
  email: string;
  password: string;
}

/** Signs up through the API and opens the e-mailed confirmation link, as the user would. */
export async function createConfirmedAccount(request: APIRequestContext, label: string): Promise<Account> {
  const email = `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'itineraries travel 1503';
  const signup = await request.post('/auth/v1/signup', {
    data: { email, password, data: { full_name: 'Grace Traveller' } },
  });
  expect(signup.status()).toBe(200);
  const verify = await request.get(await waitForLinkTo(email), { maxRedirects: 0 });
  expect(verify.status()).toBe(303);
  return { email, password };
}

/** Signs in with the header's dialog (desktop layout) and waits for the account menu. */
export async function signInThroughHeader(page: Page, account: Account): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
}

export async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
}
