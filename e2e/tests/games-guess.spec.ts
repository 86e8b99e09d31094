import type { GuessArtwork } from '@artvoyage/content/games';
import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from './fixtures';
import { artworkOnScreen, englishLabels, guessOptions as options, stopTheClock } from './game-play';

// Each test plays a whole game, which takes a while on a busy machine.
test.slow();

// Guess the Artwork (see docs/product/games.md): 8 artworks, 30 s and 100 points each.

const cropName = englishLabels.guessCrop;

async function answer(page: Page, item: GuessArtwork, right: boolean) {
  const choice = right ? item.title : item.options.find((option) => option !== item.title)!;
  await options(page).getByRole('button', { name: choice, exact: true }).click();
  await expect(page.getByText(right ? 'Correct! Well done!' : 'Try again next time!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
  await expect(page.getByText(`by ${item.artist}`, { exact: true })).toBeVisible();
  await expect(page.getByText(item.description)).toBeVisible();
  // The full artwork replaces the detail.
  await expect(page.getByRole('img', { name: `${item.title} by ${item.artist}` })).toBeVisible();
  await expect(page.getByRole('img', { name: cropName })).toHaveCount(0);
}

async function start(page: Page) {
  await page.goto('/games/guess-the-artwork');
  await expect(pageHeading(page)).toHaveText('Guess the Artwork');
  await page.getByRole('button', { name: 'Start Game' }).click();
}

test('a perfect play scores 800 of 800 and Play Again starts a new one', async ({ page }) => {
  await page.clock.install();
  await page.goto('/games/guess-the-artwork');
  await expect(page).toHaveTitle('Guess the Artwork · ArtVoyage');
  await expect(page.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/games');
  for (const text of ['8 artworks', '30 seconds each', '100 points each']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Start Game' }).click();
  await stopTheClock(page);

  const seen = new Set<string>();
  for (let n = 1; n <= 8; n += 1) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 8` })).toBeFocused();
    // Next gives each artwork a fresh 30 s.
    if (n > 1) await expect(page.getByRole('timer')).toHaveText('0:30');
    const item = await artworkOnScreen(page);
    seen.add(item.id);
    if (n === 1) {
      // The crop really loads from the media service.
      const crop = page.getByRole('img', { name: cropName });
      await expect
        .poll(() => crop.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);
      await expect(page.getByRole('button', { name: 'Next Artwork' })).toBeDisabled();
    }
    await answer(page, item, true);
    await expect(page.getByText(`Score: ${n * 100}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: n === 8 ? 'See Results' : 'Next Artwork' }).click();
  }
  expect(seen.size).toBe(8);

  await expect(page.getByRole('heading', { name: 'Game Complete!' })).toBeFocused();
  await expect(page.getByTestId('guess-score')).toHaveText('800 / 800');
  await expect(page.getByText('8 / 8', { exact: true })).toBeVisible();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await expect(page.getByText('Sign in to earn XP for your games.')).toBeVisible();

  await page.getByRole('button', { name: 'Play Again' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 8' })).toBeFocused();
  await expect(page.getByText('Score: 0', { exact: true })).toBeVisible();
});

test('a wrong answer, the hint and a time-out: 600 of 800 with one unanswered', async ({ page }) => {
  await page.clock.install();
  await start(page);
  await stopTheClock(page);

  // 1: the hint toggles until the answer, then a wrong answer.
  let item = await artworkOnScreen(page);
  await page.getByRole('button', { name: 'Show Hint' }).click();
  await expect(page.getByText(item.hint)).toBeVisible();
  await page.getByRole('button', { name: 'Hide Hint' }).click();
  await expect(page.getByText(item.hint)).toHaveCount(0);
  await answer(page, item, false);
  await expect(page.getByRole('button', { name: 'Show Hint' })).toBeDisabled();
  await expect(options(page).getByRole('button', { name: /Your answer/ })).toHaveCount(1);
  await expect(options(page).getByRole('button', { name: /Correct answer/ })).toContainText(item.title);
  await expect(page.getByText('Score: 0', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next Artwork' }).click();

  // 2: the timer turns red at 10 s, and at 0 the artwork moves on unanswered.
  await expect(page.getByRole('heading', { name: 'Question 2 of 8' })).toBeFocused();
  await page.clock.runFor(19_000);
  await expect(page.getByRole('timer')).toHaveText('0:11');
  await expect(page.locator('[data-warning]')).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(page.getByRole('timer')).toHaveText('0:10');
  await expect(page.locator('[data-warning]')).toHaveCount(1);
  await page.clock.runFor(9_000);
  await expect(page.getByRole('timer')).toHaveText('0:01');
  await expect(page.getByRole('heading', { name: 'Question 2 of 8' })).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(page.getByRole('heading', { name: 'Question 3 of 8' })).toBeFocused();
  await expect(page.getByText("Time's up! The previous artwork counts as unanswered.")).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText('0:30');

  // 3 to 8: all right.
  for (let n = 3; n <= 8; n += 1) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 8` })).toBeVisible();
    item = await artworkOnScreen(page);
    await answer(page, item, true);
    // Answered: the clock stops, so waiting causes no time-out.
    await page.clock.runFor(31_000);
    await page.getByRole('button', { name: n === 8 ? 'See Results' : 'Next Artwork' }).click();
  }

  await expect(page.getByRole('heading', { name: 'Game Complete!' })).toBeFocused();
  await expect(page.getByTestId('guess-score')).toHaveText('600 / 800');
  const figures = page.locator('dl');
  await expect(figures.getByText('6 / 8', { exact: true })).toBeVisible();
  await expect(figures.getByText('75%', { exact: true })).toBeVisible();
  await expect(figures.locator('div').filter({ hasText: 'Unanswered' }).locator('dd')).toHaveText('1');
});

test('an image that fails to load shows a placeholder, and the game plays with the keyboard', async ({
  page,
}) => {
  // A body that is no image: the browser cannot decode it, as with a damaged file.
  await page.route('**/api/v1/media/crops/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/webp', body: 'not an image' }),
  );
  await start(page);
  const placeholder = page.getByRole('img', { name: cropName });
  await expect(placeholder).toHaveAttribute('data-placeholder');
  await expect(placeholder).toContainText('Image unavailable');
  await expect(page.getByRole('region', { name: 'Question 1 of 8' }).locator('img')).toHaveCount(0);
  // The game goes on, and with the keyboard alone: Tab from the question to the first option, Enter to
  // answer (the focus stays there), Tab to Next, Enter to the next question.
  await expect(page.getByRole('heading', { name: 'Question 1 of 8' })).toBeFocused();
  await page.keyboard.press('Tab');
  const first = options(page).getByRole('button').first();
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^(Correct! Well done!|Try again next time!)$/)).toBeVisible();
  await expect(first).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Next Artwork' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 2 of 8' })).toBeFocused();
});
