import type { BrowserContext, Page } from '@playwright/test';
import { createConfirmedAccount, signInThroughHeader, signOutThroughMenu } from './accounts';
import { expect, pageHeading, test } from './fixtures';

// Itineraries across tabs and devices (issue 4): storage events between tabs of one browser, and
// account sync through the real server between two browser profiles.
const venice = 'Venetian Journey inspired by The Wedding Feast at Cana';
const sample = 'Parisian Dream inspired by Mona Lisa';

const card = (page: Page, name: string) => page.getByRole('article').filter({ hasText: name });
const syncStatus = (page: Page) => page.getByTestId('sync-status');

/** Saves the generated Venice itinerary from the artwork page and ticks its first activity. */
async function saveVeniceTrip(page: Page) {
  await page.goto('/artwork/wedding-feast');
  await page.getByRole('button', { name: 'Plan a Trip Inspired by This', exact: true }).click();
  const planner = page.getByRole('dialog');
  await expect(planner.getByRole('heading', { name: venice, exact: true })).toBeVisible();
  await planner.getByRole('button', { name: 'Save itinerary' }).click();
  await planner.getByRole('checkbox').first().check();
  await expect(planner.getByText('1 of 12 activities')).toBeVisible();
  await planner.getByRole('button', { name: 'Close', exact: true }).click();
}

/** Opens an itinerary from My Itineraries and ticks the next unticked activity of its first day. */
async function tickNext(page: Page, name: string) {
  await card(page, name).getByRole('button', { name: 'Open Itinerary' }).click();
  await page.getByRole('tabpanel').getByRole('checkbox', { checked: false }).first().check();
  await page.getByRole('button', { name: 'Back to Itineraries List' }).click();
}

test('a change made in one tab shows in the other', async ({ page, context }) => {
  await page.goto('/my-itineraries');
  await expect(card(page, sample)).toContainText(/0 of \d+ activities/);
  const other = await context.newPage();
  await other.goto('/my-itineraries');
  await expect(card(other, sample)).toContainText(/0 of \d+ activities/);

  await tickNext(page, sample);
  await expect(card(page, sample)).toContainText(/1 of \d+ activities/);
  // No reload: the storage event re-reads the list in the other tab.
  await expect(card(other, sample)).toContainText(/1 of \d+ activities/);
  await other.close();
});

test('itineraries follow the account: merged at sign-in, on a fresh profile, sent after being offline, gone after sign-out', async ({
  page,
  context,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const account = await createConfirmedAccount(request, 'sync');

  // Device A, as a visitor: one saved itinerary with one activity done, plus the seeded sample.
  await saveVeniceTrip(page);
  await page.goto('/my-itineraries');
  await expect(syncStatus(page)).toContainText('Saved on this device');
  await signInThroughHeader(page, account);
  await expect(syncStatus(page)).toContainText('Saved to your account');
  await expect(card(page, venice)).toContainText('1 of 12 activities');
  // The untouched sample stays on the device but is not uploaded (each browser seeds its own).
  await expect(card(page, sample)).toBeVisible();

  // Device B: a fresh browser profile finds the itinerary after signing in, once, with its progress.
  const deviceB: BrowserContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const pageB = await deviceB.newPage();
  await pageB.goto('/my-itineraries');
  await expect(card(pageB, venice)).toHaveCount(0);
  await signInThroughHeader(pageB, account);
  await expect(syncStatus(pageB)).toContainText('Saved to your account');
  await expect(card(pageB, venice)).toHaveCount(1);
  await expect(card(pageB, venice)).toContainText('1 of 12 activities');
  await expect(card(pageB, sample)).toHaveCount(1);

  // An edit on B reaches A (A re-reads the account when the page loads again). B sends it shortly
  // after the change, and its status already said "Saved" before it: wait for the round that sends it.
  const sent = pageB.waitForResponse(
    (response) => response.url().endsWith('/api/v1/itineraries/sync') && response.ok(),
  );
  await tickNext(pageB, venice);
  await expect(card(pageB, venice)).toContainText('2 of 12 activities');
  await sent;
  await expect(syncStatus(pageB)).toContainText('Saved to your account');
  await page.reload();
  await expect(card(page, venice)).toContainText('2 of 12 activities');

  // A goes offline: the edit is kept on the device and sent when the network is back.
  await context.setOffline(true);
  await tickNext(page, venice);
  await expect(card(page, venice)).toContainText('3 of 12 activities');
  await expect(syncStatus(page)).toContainText('offline');
  await context.setOffline(false);
  await expect(syncStatus(page)).toContainText('Saved to your account');
  await pageB.reload();
  await expect(card(pageB, venice)).toContainText('3 of 12 activities');

  // Signing out on A takes the account's itineraries off the device; signing in brings them back.
  await signOutThroughMenu(page);
  await expect(pageHeading(page)).toHaveText('My Itineraries');
  await expect(card(page, venice)).toHaveCount(0);
  await expect(card(page, sample)).toBeVisible();
  await signInThroughHeader(page, account);
  await expect(card(page, venice)).toContainText('3 of 12 activities');
  await expect(card(page, venice)).toHaveCount(1);
  await deviceB.close();

  // The failed requests while offline are expected network errors, nothing else.
  const unexpected = consoleErrors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
