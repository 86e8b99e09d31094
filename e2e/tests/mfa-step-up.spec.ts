import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { createConfirmedAccount, type Account } from './accounts';

// The server's refusals of a password-only token (403) and the dead sign-in of a wrong step (401)
// reach the console as failed requests; anything else logged as an error fails the test.
const test = base.extend<{ unexpectedErrors: string[] }>({
  unexpectedErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const expectedRefusal = /the server responded with a status of 40[13]/.test(message.text());
        if (message.type() === 'error' && !expectedRefusal) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'no unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Opens the prerendered home page and waits until the app has taken it over (a click before is lost). */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(
    () =>
      !document.querySelector('#root[data-prerendered]') ||
      document.documentElement.dataset.appReady === 'true',
  );
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in with the password through the API; answers the session's access token. */
async function passwordToken(request: APIRequestContext, account: Account): Promise<string> {
  const signin = await request.post('/auth/v1/token?grant_type=password', {
    data: { email: account.email, password: account.password },
  });
  expect(signin.status()).toBe(200);
  return String(((await signin.json()) as { access_token: string }).access_token);
}

/** Enrols a TOTP factor and verifies it with the current code; answers its secret. */
async function turnOnTotp(request: APIRequestContext, token: string): Promise<string> {
  const enrolled = await request.post('/auth/v1/factors', {
    headers: bearer(token),
    data: { factor_type: 'totp', friendly_name: 'Phone' },
  });
  const factor = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const challenge = await request.post(`/auth/v1/factors/${factor.id}/challenge`, { headers: bearer(token) });
  const { id } = (await challenge.json()) as { id: string };
  const verified = await request.post(`/auth/v1/factors/${factor.id}/verify`, {
    headers: bearer(token),
    data: { challenge_id: id, code: await generate({ secret: factor.totp.secret }) },
  });
  expect(verified.status()).toBe(200);
  return factor.totp.secret;
}

/** The access token the app keeps for this tab (auth-js's stored session). */
async function storedToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('artvoyage.auth'));
  return String((JSON.parse(stored ?? '{}') as { access_token?: string }).access_token);
}

/** The caller's profile read, a profile write and a /rest/v1 read, as statuses and error codes. */
async function accountAccess(request: APIRequestContext, token: string) {
  const read = await request.get('/api/v1/profile', { headers: bearer(token) });
  const write = await request.patch('/api/v1/profile', { headers: bearer(token), data: { bio: 'Vermeer' } });
  const stats = await request.post('/rest/v1/rpc/get_user_stats', { headers: bearer(token), data: {} });
  const code = async (response: typeof read) => {
    if (response.ok()) return 'ok';
    const body = (await response.json()) as { code?: string; error?: { code?: string } };
    return `${response.status()} ${body.error?.code ?? body.code}`;
  };
  return { read: await code(read), write: await code(write), stats: await code(stats) };
}

/**
 * The enrolment spent this 30-second window's code, and a code is never taken twice. The server takes
 * the next window's code too (a phone whose clock runs a little ahead), so that one signs in now.
 */
function nextWindowCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

const refused = { read: '403 MFA_REQUIRED', write: '403 MFA_REQUIRED', stats: '403 MFA_REQUIRED' };
const allowed = { read: 'ok', write: 'ok', stats: 'ok' };

test.describe('the second factor of a password sign-in', () => {
  test.skip(({ isMobile }) => isMobile, 'the header dialog is the desktop one; the flow is the same');

  test('a password sign-in asks for the code first; the account opens only after it', async ({ page }) => {
    const account = await createConfirmedAccount(page.request, 'step-up');
    const secret = await turnOnTotp(page.request, await passwordToken(page.request, account));
    const dialog = page.getByRole('dialog');

    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();

    // The code step, and nothing of the account yet.
    await expect(dialog.getByLabel('Authentication code')).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeHidden();
    const passwordOnly = await storedToken(page);
    expect(await accountAccess(page.request, passwordOnly)).toEqual(refused);
    // Closed without the code, the app stays signed out and asks for the code again.
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByLabel('Authentication code')).toBeVisible();

    await dialog.getByLabel('Authentication code').fill(await nextWindowCode(secret));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    expect(await accountAccess(page.request, await storedToken(page))).toEqual(allowed);
    // The password-only token stays refused: the code was verified for the session, not for it.
    expect(await accountAccess(page.request, passwordOnly)).toEqual(refused);
  });

  test('a factor turned on from another device: the next refusal takes this tab to the code step', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const account = await createConfirmedAccount(page.request, 'step-up-elsewhere');
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();

    // Another device turns on an authenticator: this tab's session is now a password-only one.
    const secret = await turnOnTotp(page.request, await passwordToken(page.request, account));
    expect(await accountAccess(page.request, await storedToken(page))).toEqual(refused);

    // The app's next call to the API (the profile, on loading) is refused: it asks for the code.
    await page.reload();
    await expect(dialog.getByLabel('Authentication code')).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeHidden();
    await dialog.getByLabel('Authentication code').fill(await nextWindowCode(secret));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    expect(await accountAccess(page.request, await storedToken(page))).toEqual(allowed);
  });
});
