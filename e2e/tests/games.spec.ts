import { gameCatalogue, gamesIndexStats } from '@artvoyage/content/games';
import { expect, pageHeading, test } from './fixtures';

// The games shell, the games index and the not-found screen (profile-games spec section 2).

test('the games index shows the shell, eight cards, the figures and what you will learn', async ({
  page,
}) => {
  await page.goto('/games');
  await expect(pageHeading(page)).toHaveText('Educational Games');
  const shellNav = page.getByRole('navigation', { name: 'Games navigation' });
  await expect(shellNav.getByRole('link')).toHaveText(['Home', 'Gallery', 'Games']);
  await expect(shellNav.locator('[aria-current="page"]')).toHaveText('Games');
  await expect(page.locator('header').filter({ has: shellNav })).toContainText('ArtVoyageEducational Games');
  await expect(
    page.getByText(`© ${new Date().getFullYear()} ArtVoyage. Learn art history through play.`),
  ).toBeVisible();

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
  await expect(page.getByText('200+', { exact: true })).toBeVisible();
  await expect(page.getByText('8', { exact: true })).toBeVisible();
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
