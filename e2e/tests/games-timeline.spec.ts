import type { TimelineEvent } from '@artvoyage/content/games';
import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from './fixtures';
import { arrange, chronological, currentOrder, dragGrip, moveButton, yourTimeline } from './game-play';

// The chronology puzzle 'Art History Timeline' (see docs/product/games.md).

// A whole play is up to 28 moves, one click each; on a busy machine that can pass the default 45 s.
test.describe.configure({ timeout: 90_000 });

/** Negative years are BCE (see timeline-rules.ts for why not "below 1000"). */
const yearLabel = (year: number) => (year < 0 ? `${-year} BCE` : `${year} CE`);

const correctTimeline = (page: Page) =>
  page.getByRole('list', { name: 'Correct Timeline' }).getByRole('listitem');

/** Opens the game, checks the intro and starts a play; returns the eight events as presented. */
async function startPlay(page: Page): Promise<TimelineEvent[]> {
  await page.goto('/games/chronology-puzzle');
  await expect(pageHeading(page)).toHaveText('Art History Timeline');
  await expect(page).toHaveTitle(/Art History Timeline/);
  const tiles = page.getByRole('list', { name: 'About this game' }).getByRole('listitem');
  await expect(tiles).toHaveText(['8 Historical Events', 'No Limit Take Your Time', '1000 Max Score']);
  for (const category of ['Artworks', 'Historical', 'Architecture', 'Acquisitions']) {
    await expect(page.getByText(category, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/games');
  await page.getByRole('button', { name: 'Start Timeline Challenge' }).click();

  await expect(page.getByText('Arrange events from earliest to latest')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Timeline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Instructions & Tips' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/games');
  const periods = page.getByRole('table', { name: 'Periods' }).getByRole('row');
  await expect(periods).toHaveText([
    'PeriodDates',
    'Ancientbefore 500 CE',
    'Medieval500-1400 CE',
    'Renaissance1400-1600 CE',
    'Modern Era1600 to present',
  ]);
  await expect(yourTimeline(page)).toHaveCount(8);
  const presented = await currentOrder(page);
  expect(new Set(presented.map((event) => event.id)).size).toBe(8);
  // Each card shows its title, category badge, description and year.
  for (const [index, event] of presented.entries()) {
    const card = yourTimeline(page).nth(index);
    await expect(card).toContainText(event.description);
    await expect(card).toContainText(yearLabel(event.year));
  }
  return presented;
}

/** Checks, sees the banner, then the results exactly 1000 ms later (on a paused page clock). */
async function checkAndWaitForResults(page: Page, score: number) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await page.getByRole('button', { name: 'Check My Timeline' }).click();
  await expect(page.getByText('Great work!')).toBeVisible();
  // Numbers are written the English way: 1000 (grouped from five digits on).
  await expect(
    page.getByText(`You scored ${score.toLocaleString('en', { useGrouping: 'min2' })} points out of 1000!`),
  ).toBeVisible();
  await expect(moveButton(page, (await currentOrder(page))[1]!, 'up')).toBeDisabled();
  const resultsHeading = page.getByRole('heading', { name: 'Timeline Complete!' });
  await page.clock.runFor(999);
  await expect(resultsHeading).toHaveCount(0);
  await page.clock.runFor(1);
  // The game bar keeps the page's title; the results' heading takes the focus.
  await expect(resultsHeading).toBeFocused();
  await expect(pageHeading(page)).toHaveText('Art History Timeline');
}

test('a perfect timeline scores 1000 and every row is green', async ({ page }) => {
  await page.clock.install();
  const presented = await startPlay(page);
  const target = chronological(presented);

  // Keyboard: a move keeps the focus on the same button of the moved card and announces the position.
  const first = (await currentOrder(page))[0]!;
  const last = (await currentOrder(page))[7]!;
  await expect(moveButton(page, first, 'up')).toBeDisabled();
  await expect(moveButton(page, last, 'down')).toBeDisabled();
  await moveButton(page, first, 'down').focus();
  await page.keyboard.press('Enter');
  await expect(moveButton(page, first, 'down')).toBeFocused();
  await expect(page.getByText(`"${first.title}" moved to position 2 of 8.`)).toBeAttached();
  await page.keyboard.press('Shift+Tab');
  await expect(moveButton(page, first, 'up')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(moveButton(page, first, 'up')).toBeFocused();
  await expect(moveButton(page, first, 'up')).toBeDisabled();
  expect((await currentOrder(page))[0]?.id).toBe(first.id);

  await arrange(page, target);
  await checkAndWaitForResults(page, 1000);

  await expect(page.getByTestId('timeline-score')).toHaveText('1000');
  await expect(page.getByText('out of 1000 points (100% correct order)')).toBeVisible();
  const rows = correctTimeline(page);
  await expect(rows).toHaveCount(8);
  for (const [index, event] of target.entries()) {
    const row = rows.nth(index);
    await expect(row).toHaveAttribute('data-correct', 'true');
    await expect(row).toHaveClass(/bg-green-50/);
    await expect(row).toContainText(yearLabel(event.year));
    await expect(row).toContainText(event.title);
    await expect(row).toContainText(event.description);
  }
  await expect(page.getByText(/You placed:/)).toHaveCount(0);
  await expect(page.getByText('Sign in to earn XP for your games.')).toBeVisible();
  // The game bar's link and the results' own button both lead back.
  for (const link of await page.getByRole('link', { name: 'Back to Games' }).all())
    await expect(link).toHaveAttribute('href', '/games');

  // New Timeline: a new play of eight, straight into the play view.
  await page.getByRole('button', { name: 'New Timeline' }).click();
  await expect(pageHeading(page)).toHaveText('Art History Timeline');
  await expect(yourTimeline(page)).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Check My Timeline' })).toBeEnabled();
});

test('two events swapped score 750 and show what was placed there', async ({ page }) => {
  await page.clock.install();
  const target = chronological(await startPlay(page));
  await arrange(page, target);
  // Swap the fourth and fifth events: six stay in place.
  const [fourth, fifth] = [target[3]!, target[4]!];
  await moveButton(page, fourth, 'down').click();
  await checkAndWaitForResults(page, 750);

  await expect(page.getByTestId('timeline-score')).toHaveText('750');
  await expect(page.getByText('out of 1000 points (75% correct order)')).toBeVisible();
  const rows = correctTimeline(page);
  await expect(rows).toHaveCount(8);
  for (const [index, event] of target.entries()) {
    const wrong = index === 3 || index === 4;
    await expect(rows.nth(index)).toContainText(event.title);
    await expect(rows.nth(index)).toHaveAttribute('data-correct', String(!wrong));
    await expect(rows.nth(index)).toHaveClass(wrong ? /bg-red-50/ : /bg-green-50/);
  }
  await expect(rows.nth(3)).toContainText(`You placed: ${fifth.title} (${yearLabel(fifth.year)})`);
  await expect(rows.nth(4)).toContainText(`You placed: ${fourth.title} (${yearLabel(fourth.year)})`);
  await expect(page.getByText(/You placed:/)).toHaveCount(2);
});

test('checking the shuffled order at once scores the events already in place', async ({ page }) => {
  await page.clock.install();
  const presented = await startPlay(page);
  const target = chronological(presented);
  const correct = presented.filter((event, index) => target[index]?.id === event.id).length;
  const score = Math.round((correct / 8) * 1000);
  await checkAndWaitForResults(page, score);
  await expect(page.getByTestId('timeline-score')).toHaveText(
    score.toLocaleString('en', { useGrouping: 'min2' }),
  );
  await expect(
    page.getByText(`out of 1000 points (${Math.round((correct / 8) * 100)}% correct order)`),
  ).toBeVisible();
  await expect(page.getByText(/You placed:/)).toHaveCount(8 - correct);
  for (const [index, event] of target.entries()) {
    const placed = presented[index]!;
    if (placed.id === event.id) continue;
    await expect(correctTimeline(page).nth(index)).toContainText(
      `You placed: ${placed.title} (${yearLabel(placed.year)})`,
    );
  }
});

test('a card dragged by its grip with the mouse lands where it is dropped', async ({ page }) => {
  const presented = await startPlay(page);
  const third = presented[2]!;
  // The first three cards on screen, so the pointer can reach both ends of the drag.
  await yourTimeline(page).nth(0).scrollIntoViewIfNeeded();
  const grip = await dragGrip(page, third).boundingBox();
  const target = await yourTimeline(page).nth(0).boundingBox();
  if (!grip || !target) throw new Error('the grip and the first card have boxes');
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  // Several steps, as a hand moves: the drag starts after a few pixels, then follows the pointer.
  await page.mouse.move(grip.x + grip.width / 2, target.y + 10, { steps: 20 });
  await page.mouse.up();
  await expect(yourTimeline(page).getByRole('heading', { level: 3 })).toHaveText(
    [third, presented[0]!, presented[1]!, ...presented.slice(3)].map((event) => event.title),
  );
});
