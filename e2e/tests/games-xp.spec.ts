import type { Page, Request } from '@playwright/test';
import { createConfirmedAccount, signInThroughHeader } from './accounts';
import { expect, test } from './fixtures';

// A finished game really awards XP (DESIGN.md section 6): once per play, for a signed-in player only.
/** The game_finished events the page sends to the gamification function. */
function gameEvents(page: Page): { gameId: string; eventId: string; score: number; maxScore: number }[] {
  const events: { gameId: string; eventId: string; score: number; maxScore: number }[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/functions/v1/gamification-system')) return;
    const body = request.postDataJSON() as { action: string; data: (typeof events)[number] };
    if (body.action === 'game_finished') events.push(body.data);
  });
  return events;
}

async function playTimelineAsIs(page: Page) {
  await page.getByRole('button', { name: 'Check My Timeline' }).click();
  await expect(page.getByRole('heading', { name: 'Timeline Complete!' })).toBeVisible();
}

test('a visitor is invited to sign in and sends nothing', async ({ page }) => {
  const events = gameEvents(page);
  await page.goto('/games/chronology-puzzle');
  await page.getByRole('button', { name: 'Start Timeline Challenge' }).click();
  await playTimelineAsIs(page);
  await expect(page.getByText('Sign in to earn XP for your games.')).toBeVisible();
  expect(events).toEqual([]);
});

test('a signed-in player earns XP once per play, and again for a new play', async ({ page, request }) => {
  const account = await createConfirmedAccount(request, 'gamer');
  const events = gameEvents(page);
  await page.goto('/games/chronology-puzzle');
  await signInThroughHeader(page, account);

  await page.getByRole('button', { name: 'Start Timeline Challenge' }).click();
  await playTimelineAsIs(page);
  await expect(page.getByText(/^\+\d+ XP for this game$/)).toBeVisible();
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ gameId: 'chronology-puzzle', maxScore: 1000 });

  await page.getByRole('button', { name: 'New Timeline' }).click();
  await playTimelineAsIs(page);
  await expect(page.getByText(/^\+\d+ XP for this game$/)).toBeVisible();
  expect(events).toHaveLength(2);
  expect(events[1]?.eventId).not.toBe(events[0]?.eventId);
});
