import { gameCatalogue, gamesIndexStats } from '@artvoyage/content/games';
import { expect, pageHeading, test } from './fixtures';

// The games index and the not-found screen (see docs/product/games.md).

test('the games index shows one header and footer, eight cards, the figures and what you will learn', async ({
  page,
}) => {
  await page.goto('/games');
  await expect(pageHeading(page)).toHaveText('Educational Games');
  // The games sit in the app's own layout: one header, whose navigation highlights Games, one footer.
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('banner').locator('[aria-current="page"]').first()).toHaveText(
    'Educational Games',
  );

  const cards = page.getByRole('region', { name: 'All games' }).getByRole('link');
  await expect(cards).toHaveCount(8);
  for (const [index, game] of gameCatalogue.entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAttribute('href', `/games/${game.id}`);
    await expect(card).toContainText(game.title);
    await expect(card).toContainText(game.difficulty);
    await expect(card).toContainText(game.duration);
    await expect(card).toContainText(game.category);
    await expect(card).toContainText('1 player');
  }

  // The figures come from the content and never claim more than it holds.
  const stats = gamesIndexStats();
  expect(stats.questions).toBeGreaterThanOrEqual(200);
  // The statistics read 8 games, 200+ questions, 15 art movements, 50+ masterpieces.
  const figures = page.getByRole('region', { name: 'In numbers' }).locator('dl > div');
  await expect(figures).toHaveText(['Games8', 'Questions200+', 'Art movements15', 'Masterpieces50+']);
  await expect(page.getByRole('heading', { name: "What You'll Learn" })).toBeVisible();
  for (const topic of ['Art history', 'Artist biographies', 'Cultural context']) {
    await expect(page.getByRole('heading', { name: topic, exact: true })).toBeVisible();
  }
});

test('an unknown game says so and leads back to the games', async ({ page }) => {
  await page.goto('/games/no-such-game');
  await expect(pageHeading(page)).toHaveText('Game Not Found');
  await expect(
    page.getByText('The requested game "no-such-game" does not exist or has been moved.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Return to Games' }).click();
  await expect(page).toHaveURL('/games');
  await expect(pageHeading(page)).toHaveText('Educational Games');
});
