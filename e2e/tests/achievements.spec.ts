import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';
import { createConfirmedAccount, signInThroughHeader } from './accounts';
import { artworks, tours } from './data';
import { expect, pageHeading, test } from './fixtures';

// The achievements screen (/achievements, also /gamification) and the events the web app sends while
// someone is signed in: daily visit, artwork views and completed tours.
const isGamificationCall = (url: string) =>
  url.includes('/functions/v1/gamification-system') || url.includes('/rest/v1/rpc/');

/** The gamification events this page has sent and got an answer to, by action. */
function recordEvents(page: Page): Map<string, Response[]> {
  const answered = new Map<string, Response[]>();
  page.on('response', (response) => {
    if (!response.url().endsWith('/functions/v1/gamification-system')) return;
    const action = (response.request().postDataJSON() as { action?: string } | null)?.action ?? '';
    answered.set(action, [...(answered.get(action) ?? []), response]);
  });
  return answered;
}

const count = (events: Map<string, Response[]>, action: string) => events.get(action)?.length ?? 0;

/** Serious or critical axe violations on the page as it stands. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('a visitor is invited to sign in and nothing is loaded', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (isGamificationCall(request.url())) calls.push(request.url());
  });
  for (const path of ['/achievements', '/gamification']) {
    await page.goto(path);
    await expect(pageHeading(page)).toHaveText('Achievement System');
    const invitation = page.getByRole('region', { name: 'Sign in to track your progress' });
    await expect(invitation).toBeVisible();
  }
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(calls).toEqual([]);
});

test('a signed-in traveler earns XP and achievements and sees them with the leaderboard and challenges', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createConfirmedAccount(request, 'achievements');
  const events = recordEvents(page);

  // Signing in on an artwork page counts the day's visit and this artwork.
  await page.goto(`/artwork/${artworks[0]!.id}`);
  await signInThroughHeader(page, account);
  await expect.poll(() => count(events, 'daily_visit')).toBeGreaterThan(0);
  await expect.poll(() => count(events, 'artwork_viewed')).toBe(1);

  // Walking through the other nine with Next counts each one and completes the four tours, which
  // also lifts this traveler into the top 10 whatever the other tests did.
  for (const item of artworks.slice(1)) {
    await page.getByRole('link', { name: `Next artwork: ${item.title}` }).click();
    await expect(pageHeading(page)).toHaveText(item.title);
  }
  await expect.poll(() => count(events, 'artwork_viewed')).toBe(artworks.length);
  await expect.poll(() => count(events, 'tour_completed'), { timeout: 15_000 }).toBe(tours.length);
  for (const responses of events.values()) {
    for (const response of responses) expect(response.status()).toBe(200);
  }

  await page.getByRole('banner').getByRole('link', { name: 'Achievements', exact: true }).click();
  await expect(pageHeading(page)).toHaveText('Achievement System');

  // The card: name, level, XP, the bar to the next level and the counters.
  const card = page.getByRole('region', { name: 'Grace Traveller' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Level \d+$/)).toBeVisible();
  await expect(card.getByText(/^[\d,]+ XP$/)).toBeVisible();
  const bar = card.getByRole('progressbar', { name: 'To next level' });
  await expect(bar).toBeVisible();
  const percent = Number(await bar.getAttribute('aria-valuenow'));
  expect(percent).toBeGreaterThanOrEqual(0);
  expect(percent).toBeLessThanOrEqual(100);
  for (const counter of ['Achievements', 'Posts', 'Trips', 'Countries']) {
    await expect(card.getByText(counter, { exact: true })).toBeVisible();
  }

  // Achievements tab (the initial one): First Steps earned with its date, the rest locked.
  await expect(page.getByRole('tab', { name: 'Achievements' })).toHaveAttribute('aria-selected', 'true');
  const earned = page.getByRole('region', { name: /^Earned/ });
  const firstSteps = earned.getByRole('article').filter({ hasText: 'First Steps' });
  await expect(firstSteps).toBeVisible();
  await expect(firstSteps).toContainText(/Earned [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(firstSteps).toContainText('Common');
  await expect(earned.getByRole('article').filter({ hasText: 'Culture Explorer' })).toBeVisible();
  await expect(earned.getByRole('article').filter({ hasText: 'Grand Tour' })).toBeVisible();
  const locked = page.getByRole('region', { name: /^Locked/ });
  await expect(locked.getByRole('article').first()).toContainText('Not unlocked yet');
  expect(await axeViolations(page)).toEqual([]);

  // Leaderboard: the traveler's own row is marked "You".
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  expect(await rows.count()).toBeLessThanOrEqual(11);
  const mine = table.locator('tr[aria-current="true"]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Grace Traveller');
  await expect(mine).toContainText('You');
  expect(await axeViolations(page)).toEqual([]);

  // Challenges: progress bars, rewards, and the artworks challenge completed by the walk above.
  await page.getByRole('tab', { name: 'Challenges' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Weekly challenges' })).toBeVisible();
  await expect(panel.getByRole('progressbar').first()).toBeVisible();
  await expect(panel.getByText(/^\+\d+ XP$/).first()).toBeVisible();
  await expect(panel.getByText('Completed', { exact: true }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
