import { artTermsCrossword } from '@artvoyage/content/games';
import { expect, pageHeading, test } from './fixtures';
import {
  clueButton,
  crosswordGridCell as gridCell,
  crosswordSquare as square,
  typeAnswer,
} from './game-play';

// The Art Terms Crossword (see docs/product/games.md), played with the keyboard.

const START = new Date('2025-03-01T10:00:00Z').getTime();
const { clues, solution } = artTermsCrossword;
const playable = solution.flat().filter((letter) => letter !== null).length;

test('filling every answer completes the crossword with its time and a score of 100', async ({ page }) => {
  test.setTimeout(120_000); // some 30 clicks and 80 keystrokes
  await page.clock.setFixedTime(START);
  await page.goto('/games/art-terms-crossword');
  await expect(pageHeading(page)).toHaveText('Art Terms Crossword');
  await expect(page).toHaveTitle(/Art Terms Crossword/);
  await expect(page.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/games');
  await expect(page.getByRole('heading', { name: 'Across', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Down', exact: true })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Crossword grid' });
  await expect(grid.getByRole('row')).toHaveCount(15);
  await expect(grid.getByRole('gridcell')).toHaveCount(225);
  await expect(grid.getByRole('textbox')).toHaveCount(playable);
  await expect(page.getByRole('region', { name: 'Across' }).getByRole('button')).toHaveCount(
    clues.filter((clue) => clue.direction === 'across').length,
  );
  await expect(page.getByRole('region', { name: 'Down' }).getByRole('button')).toHaveCount(
    clues.filter((clue) => clue.direction === 'down').length,
  );

  // Four minutes and five seconds into the play; lower case comes out in upper case.
  await page.clock.setFixedTime(START + 245_000);
  for (const clue of clues) await typeAnswer(page, clue, clue.answer.toLowerCase());

  const congratulations = page.getByRole('heading', { name: 'Congratulations!' });
  await expect(congratulations).toBeVisible();
  await expect(congratulations).toBeFocused();
  await expect(page.getByText('You completed the crossword in 4:05.')).toBeVisible();
  await expect(page.getByText('Score: 100%')).toBeVisible();
  await expect(page.getByText('Sign in to earn XP for your games.')).toBeVisible();
  await expect(square(page, 1, 0)).toHaveValue('P');
  await expect(square(page, 7, 12)).toHaveValue('O');

  // Completed: the grid takes no more letters.
  await square(page, 1, 0).click();
  await page.keyboard.type('z');
  await expect(square(page, 1, 0)).toHaveValue('P');

  await page.getByRole('button', { name: 'Play Again' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toHaveCount(0);
  await expect(pageHeading(page)).toBeFocused();
  await expect(square(page, 1, 0)).toHaveValue('');
  await expect(square(page, 13, 9)).toHaveValue('');
});

test('typing, Backspace, direction toggling and Show/Hide Solution with wrong letters', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/games/art-terms-crossword');
  const palette = clues.find((clue) => clue.answer === 'PALETTE')!;
  const tempera = clues.find((clue) => clue.answer === 'TEMPERA')!;
  const fresco = clues.find((clue) => clue.answer === 'FRESCO')!;

  // A clue selects its first square and direction and puts the focus there.
  await expect(page.getByText('Choose a square or a clue to start.')).toBeVisible();
  await clueButton(page, palette).click();
  await expect(square(page, 1, 0)).toBeFocused();
  await expect(clueButton(page, palette)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('#crossword-current-clue')).toContainText(`1 Across ${palette.clue}`);
  await expect(gridCell(page, 1, 6)).toHaveAttribute('data-in-word', 'true');

  // Only single letters go in; each moves on, and the black square after the word stops the cursor.
  await page.keyboard.type('pa7l-x');
  await expect(square(page, 1, 0)).toHaveValue('P');
  await expect(square(page, 1, 1)).toHaveValue('A');
  await expect(square(page, 1, 2)).toHaveValue('L');
  await expect(square(page, 1, 3)).toHaveValue('X');
  await page.keyboard.type('ttez');
  await expect(square(page, 1, 6)).toHaveValue('Z');
  await expect(square(page, 1, 6)).toBeFocused();

  // Backspace clears the square and moves back.
  await page.keyboard.press('Backspace');
  await expect(square(page, 1, 6)).toHaveValue('');
  await expect(square(page, 1, 5)).toBeFocused();
  await expect(square(page, 1, 5)).toHaveValue('T');
  await page.keyboard.press('Backspace');
  await expect(square(page, 1, 5)).toHaveValue('');
  await expect(square(page, 1, 4)).toBeFocused();
  await expect(square(page, 1, 4)).toHaveValue('T');

  // Clicking the selected square again switches between across and down.
  await square(page, 1, 5).click();
  await expect(clueButton(page, palette)).toHaveAttribute('aria-current', 'true');
  await square(page, 1, 5).click();
  await expect(clueButton(page, tempera)).toHaveAttribute('aria-current', 'true');
  await expect(clueButton(page, palette)).not.toHaveAttribute('aria-current', 'true');
  await page.keyboard.type('tem');
  await expect(square(page, 2, 5)).toHaveValue('E');
  await expect(square(page, 3, 5)).toHaveValue('M');
  await expect(square(page, 4, 5)).toBeFocused();
  await square(page, 1, 5).click();
  await square(page, 1, 5).click();
  await expect(clueButton(page, palette)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('e');
  await expect(square(page, 1, 6)).toHaveValue('E');
  // Arrow keys jump over black squares: from the last E of PALETTE to the F of FRESCO.
  await page.keyboard.press('ArrowRight');
  await expect(square(page, 1, 9)).toBeFocused();
  await expect(clueButton(page, fresco)).toHaveAttribute('aria-current', 'true');

  // PALXTTE with TEM down: 8 squares right, one wrong.
  const solutionButton = page.getByRole('button', { name: 'Show Solution' });
  await solutionButton.click();
  await expect(page.getByRole('button', { name: 'Hide Solution' })).toBeVisible();
  await expect(gridCell(page, 1, 3)).toHaveAttribute('data-state', 'wrong');
  await expect(square(page, 1, 3)).toHaveAttribute('aria-invalid', 'true');
  await expect(square(page, 1, 3)).toHaveValue('E');
  const background = await gridCell(page, 1, 3).evaluate((el) => getComputedStyle(el).backgroundColor);
  const [red, green, blue] = background.match(/[\d.]+/g)!.map(Number);
  expect(red).toBeGreaterThan(green! + 10);
  expect(red).toBeGreaterThan(blue! + 10);
  await expect(gridCell(page, 1, 2)).not.toHaveAttribute('data-state', 'wrong');
  await expect(square(page, 1, 9)).toHaveValue('F');
  await expect(square(page, 13, 3)).toHaveValue('G');
  await expect(page.getByText('Solution shown: wrong letters are in red.')).toBeVisible();
  await expect(page.getByTestId('crossword-score')).toHaveText(`Score: ${Math.round((8 / playable) * 100)}%`);
  await expect(page.getByText(`8 of ${playable} squares correct`)).toBeVisible();

  await page.getByRole('button', { name: 'Hide Solution' }).click();
  await expect(page.getByRole('button', { name: 'Show Solution' })).toBeVisible();
  await expect(square(page, 1, 9)).toHaveValue('');
  await expect(square(page, 13, 3)).toHaveValue('');
  await expect(square(page, 1, 3)).toHaveValue('X');
  await expect(gridCell(page, 1, 3)).not.toHaveAttribute('data-state', 'wrong');
  await expect(page.getByText('Solution shown: wrong letters are in red.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toHaveCount(0);
});
