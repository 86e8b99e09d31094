import { MATCHING_RESULTS_DELAY_MS, matchingPairs, type MatchingPair } from '@artvoyage/content/games';
import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from './fixtures';
import {
  matchingArtist as artist,
  matchingArtists as artists,
  matchingArtwork as artwork,
  matchingArtworks as artworks,
  matchPair as match,
} from './game-play';

// Each test plays a whole game, which takes a while on a busy machine.
test.slow();

// The matching game (see docs/product/games.md): 10 pairs, 100 points per match.

/**
 * Matches the last pair with the page's clock stopped, so the banner can be seen, then lets exactly
 * the results delay pass.
 */
async function matchLast(page: Page, pair: MatchingPair) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5_000);
  await artist(page, pair).click();
  await artwork(page, pair).click();
  await expect(page.getByText('Congratulations! You matched all 10 pairs!')).toBeVisible();
  await expect(artwork(page, pair)).toBeDisabled();
  await page.clock.runFor(MATCHING_RESULTS_DELAY_MS - 100);
  await expect(page.getByRole('heading', { name: 'Results' })).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
  await expect(page.getByText('Congratulations! You matched all 10 pairs!')).toBeHidden();
}

async function open(page: Page) {
  await page.clock.install();
  await page.goto('/games/matching-game');
  await expect(pageHeading(page)).toHaveText('Artist Matching');
  await expect(page).toHaveTitle('Artist Matching · ArtVoyage');
  await expect(page.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/games');
  await expect(artists(page).getByRole('button')).toHaveCount(10);
  await expect(artworks(page).getByRole('button')).toHaveCount(10);
}

test('a perfect play: 1000 points, 100% efficiency, the last 3 attempts', async ({ page }) => {
  await open(page);
  for (const [index, pair] of matchingPairs.slice(0, 9).entries()) {
    await match(page, pair);
    await expect(page.getByTestId('matching-score')).toHaveText(String((index + 1) * 100));
    await expect(page.getByTestId('matching-matched')).toHaveText(`${index + 1} / 10`);
    await expect(page.getByText(`Correct! ${pair.right} is by ${pair.left}.`)).toBeVisible();
    await expect(page.getByText(pair.description)).toBeVisible();
  }
  await matchLast(page, matchingPairs[9]!);

  await expect(page.getByTestId('matching-score')).toHaveText('1000 / 1000');
  await expect(page.getByTestId('matching-efficiency')).toHaveText('100%');
  await expect(page.getByText('10 correct matches in 10 attempts')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Last 3 Attempts' })).toBeVisible();
  await expect(page.getByTestId('matching-last-attempts').getByRole('listitem')).toHaveText(
    matchingPairs.slice(-3).map((pair) => `${pair.left} → ${pair.right}Correct`),
  );
  for (const pair of matchingPairs) await expect(page.getByText(pair.description)).toBeVisible();
  await expect(page.getByText('Sign in to earn XP for your games.')).toBeVisible();
});

test('mistakes, deselection and either order, then Play Again starts afresh', async ({ page }) => {
  await open(page);
  const [leonardo, vanGogh, picasso, dali] = matchingPairs as [
    MatchingPair,
    MatchingPair,
    MatchingPair,
    MatchingPair,
  ];

  // Picking the selected item again deselects it, and makes no attempt.
  await artist(page, leonardo).click();
  await expect(artist(page, leonardo)).toHaveAttribute('aria-pressed', 'true');
  await artist(page, leonardo).click();
  await expect(artist(page, leonardo)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('matching-attempts')).toHaveText('0');

  // A wrong pair is an attempt with a brief 'Try again' mark on both items.
  await artist(page, leonardo).click();
  await artwork(page, vanGogh).click();
  await expect(page.getByText(`Try again: ${vanGogh.right} is not by ${leonardo.left}.`)).toBeVisible();
  await expect(artist(page, leonardo)).toContainText('Try again');
  await expect(artwork(page, vanGogh)).toContainText('Try again');
  await expect(page.getByTestId('matching-attempts')).toHaveText('1');
  await expect(page.getByTestId('matching-score')).toHaveText('0');
  await expect(page.getByTestId('matching-matched')).toHaveText('0 / 10');
  await expect(artist(page, leonardo)).toBeEnabled();
  await expect(artists(page).getByText('Try again')).toHaveCount(0);

  // Artwork first works as well; two more mistakes.
  await artwork(page, picasso).click();
  await artist(page, dali).click();
  await artist(page, vanGogh).click();
  await artwork(page, leonardo).click();
  await expect(page.getByTestId('matching-attempts')).toHaveText('3');

  await artwork(page, dali).click();
  await artist(page, dali).click();
  await expect(artist(page, dali)).toBeDisabled();
  await expect(page.getByTestId('matching-matched')).toHaveText('1 / 10');
  await expect(page.getByTestId('matching-score')).toHaveText('100');

  const rest = matchingPairs.filter((candidate) => candidate !== dali);
  for (const pair of rest.slice(0, -1)) await match(page, pair);
  await matchLast(page, rest.at(-1)!);

  await expect(page.getByTestId('matching-score')).toHaveText('1000 / 1000');
  // 10 correct matches in 13 attempts.
  await expect(page.getByTestId('matching-efficiency')).toHaveText('77%');
  await expect(page.getByText('10 correct matches in 13 attempts')).toBeVisible();
  await expect(page.getByTestId('matching-last-attempts').getByRole('listitem')).toHaveText(
    matchingPairs.slice(-3).map((pair) => `${pair.left} → ${pair.right}Correct`),
  );

  await page.getByRole('button', { name: 'Play Again' }).click();
  await expect(pageHeading(page)).toBeFocused();
  await expect(page.getByTestId('matching-attempts')).toHaveText('0');
  await expect(page.getByTestId('matching-matched')).toHaveText('0 / 10');
  await expect(artists(page).getByRole('button', { disabled: true })).toHaveCount(0);
});

test('the last 3 attempts show wrong ones as Incorrect; a matched item cannot be picked', async ({
  page,
}) => {
  await open(page);
  const pairs = [...matchingPairs];
  const [ninth, tenth] = pairs.slice(8) as [MatchingPair, MatchingPair];
  for (const pair of pairs.slice(0, 8)) await match(page, pair);
  // A matched artwork stays put: picking it makes no selection and no attempt. It is picked from the
  // keyboard: a forced click lands wherever the pointer is, and that was once a toast's link above it.
  await artwork(page, pairs[0]!).focus();
  await page.keyboard.press('Enter');
  await expect(artwork(page, pairs[0]!)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('matching-attempts')).toHaveText('8');

  await artist(page, ninth).click();
  await artwork(page, tenth).click();
  await artist(page, tenth).click();
  await artwork(page, ninth).click();
  await match(page, ninth);
  await matchLast(page, tenth);

  // 10 correct matches in 12 attempts.
  await expect(page.getByTestId('matching-efficiency')).toHaveText('83%');
  await expect(page.getByTestId('matching-last-attempts').getByRole('listitem')).toHaveText([
    `${tenth.left} → ${ninth.right}Incorrect`,
    `${ninth.left} → ${ninth.right}Correct`,
    `${tenth.left} → ${tenth.right}Correct`,
  ]);
});
