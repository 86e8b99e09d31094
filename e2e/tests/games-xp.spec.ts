import type { Page, Request } from '@playwright/test';
import { createConfirmedAccount, signInThroughHeader } from './accounts';
import { expect, test } from './fixtures';

// A finished game really awards XP (see docs/product/games.md), for a signed-in player only: the play is a
// round the server opened, whose answers it scores, once per round.

/** The rounds the page opens and finishes. */
function roundTraffic(page: Page) {
  const traffic = { opened: [] as string[], finished: [] as string[], claimed: 0 };
  page.on('request', (request: Request) => {
    const url = request.url();
    if (url.endsWith('/api/v1/game-rounds')) traffic.opened.push(url);
    const finish = /\/api\/v1\/game-rounds\/([0-9a-f-]{36})\/finish$/.exec(url);
    if (finish?.[1]) traffic.finished.push(finish[1]);
    // The old way, a score the page claims for itself, is never used.
    if (url.endsWith('/functions/v1/gamification-system')) {
      const body = request.postDataJSON() as { action: string };
      if (body.action === 'game_finished') traffic.claimed += 1;
    }
  });
  return traffic;
}

/** Looks at the timeline for `minimumMs` (the server refuses a round played faster), then checks it as it is. */
async function playTimeline(page: Page, { minimumMs }: { minimumMs: number }) {
  await expect(page.getByRole('button', { name: 'Check My Timeline' })).toBeVisible();
  if (minimumMs > 0) await page.waitForTimeout(minimumMs);
  await page.getByRole('button', { name: 'Check My Timeline' }).click();
  await expect(page.getByRole('heading', { name: 'Timeline Complete!' })).toBeVisible();
}

test('a visitor is invited to sign in and opens no round', async ({ page }) => {
  const traffic = roundTraffic(page);
  await page.goto('/games/chronology-puzzle');
  await page.getByRole('button', { name: 'Start Timeline Challenge' }).click();
  await playTimeline(page, { minimumMs: 0 });
  await expect(page.getByText('Sign in to earn XP for your games.')).toBeVisible();
  expect(traffic).toEqual({ opened: [], finished: [], claimed: 0 });
});

test('a signed-in player earns XP once per round, and again for a new round', async ({ page, request }) => {
  test.slow();
  const account = await createConfirmedAccount(request, 'gamer');
  const traffic = roundTraffic(page);
  await page.goto('/games/chronology-puzzle');
  await signInThroughHeader(page, account);

  await page.getByRole('button', { name: 'Start Timeline Challenge' }).click();
  // The server refuses a timeline finished in under 8 seconds: play like a person.
  await playTimeline(page, { minimumMs: 8_500 });
  await expect(page.getByText(/^\+\d+ XP for this game$/)).toBeVisible();
  expect(traffic.opened).toHaveLength(1);
  expect(traffic.finished).toHaveLength(1);

  await page.getByRole('button', { name: 'New Timeline' }).click();
  await playTimeline(page, { minimumMs: 8_500 });
  await expect(page.getByText(/^\+\d+ XP for this game$/)).toBeVisible();
  expect(traffic.opened).toHaveLength(2);
  expect(traffic.finished).toHaveLength(2);
  expect(traffic.finished[1]).not.toBe(traffic.finished[0]);
  expect(traffic.claimed).toBe(0);
});

test('a round finished faster than a person can play earns nothing, and says why', async ({
  page,
  request,
  consoleErrors,
}) => {
  const account = await createConfirmedAccount(request, 'speedrunner');
  await page.goto('/games/chronology-puzzle');
  await signInThroughHeader(page, account);
  await page.getByRole('button', { name: 'Start Timeline Challenge' }).click();
  await playTimeline(page, { minimumMs: 0 });
  await expect(page.getByText(/cannot be played in under 8 seconds/)).toBeVisible();
  // The browser logs the refusal (422) it received; nothing else may be logged.
  const unexpected = consoleErrors.filter((error) => !error.includes('status of 422'));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
