import { trueFalseStatements, type TrueFalseStatement } from '@artvoyage/content/games';
import type { Page } from '@playwright/test';
import { expect, openWithPausedClock, pageHeading, test } from './fixtures';
import {
  currentStatement,
  questionHeading as statementHeading,
  trueFalseAnswer as answerButton,
} from './game-play';

// The true/false quiz (see docs/product/games.md): 8 of 12 statements, 20 s each,
// the timer red at 5 s or less and paused once an answer is locked, 100 points each.

const main = (page: Page) => page.getByRole('main');

const truth = (statement: TrueFalseStatement) =>
  statement.isTrue ? 'This statement is true.' : 'This statement is false.';

test('all eight statements answered right score 800 (100%), and Try Again picks a new set', async ({
  page,
}) => {
  test.setTimeout(120_000); // two whole plays
  await openWithPausedClock(page, '/games/true-false-quiz');
  await expect(pageHeading(page)).toHaveText('True or False');
  await expect(page).toHaveTitle(/True or False/);
  await expect(page.getByRole('link', { name: 'Back to Games' })).toBeVisible();
  const facts = main(page).locator('dl');
  await expect(facts).toContainText('Statements8');
  await expect(facts).toContainText('Seconds per statement20');
  await expect(facts).toContainText('Points each100');
  await page.getByRole('button', { name: 'Start Quiz' }).click();

  const seen: string[] = [];
  for (let n = 1; n <= 8; n += 1) {
    await expect(statementHeading(page)).toBeFocused();
    await expect(main(page).getByText(`Statement ${n} of 8`, { exact: true })).toBeVisible();
    await expect(main(page).getByText(`Score: ${(n - 1) * 100}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText('0:20');
    const statement = await currentStatement(page);
    seen.push(statement.id);
    const next = page.getByRole('button', { name: n === 8 ? 'Finish Quiz' : 'Next Question' });
    await expect(next).toBeDisabled();

    await page.clock.runFor(3_000);
    await expect(page.getByRole('timer')).toHaveText('0:17');
    await answerButton(page, statement.isTrue).click();
    await expect(page.getByText('Correct! Well done!', { exact: true })).toBeVisible();
    await expect(page.getByText(truth(statement), { exact: true })).toBeVisible();
    await expect(page.getByText(statement.explanation)).toBeVisible();
    await expect(answerButton(page, true)).toBeDisabled();
    await expect(answerButton(page, false)).toBeDisabled();
    await expect(answerButton(page, statement.isTrue)).toHaveAttribute('data-mark', 'correct');

    if (n === 1) {
      // The timer pauses once the answer is locked.
      await page.clock.runFor(30_000);
      await expect(page.getByRole('timer')).toHaveText('0:17');
      await expect(page.getByText('Correct! Well done!', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Hide Explanation' }).click();
      await expect(page.getByText(statement.explanation)).toBeHidden();
      await page.getByRole('button', { name: 'Show Explanation' }).click();
      await expect(page.getByText(statement.explanation)).toBeVisible();
    }
    await next.click();
  }

  await expect(main(page).getByRole('heading', { name: 'Quiz Complete!' })).toBeFocused();
  await expect(page.getByTestId('quiz-score')).toHaveText('800 / 800');
  await expect(page.getByTestId('quiz-percent')).toHaveText('100%');
  await expect(page.getByTestId('count-correct')).toHaveText('8');
  await expect(page.getByText('Sign in to earn XP for your games.')).toBeVisible();

  // Try Again reshuffles and picks a new set: the four statements left out come back.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(pageHeading(page)).toBeFocused();
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  const leftOut = trueFalseStatements.filter((item) => !seen.includes(item.id)).map((item) => item.id);
  const nextSet: string[] = [];
  for (let n = 1; n <= 8; n += 1) {
    await expect(main(page).getByText(`Statement ${n} of 8`, { exact: true })).toBeVisible();
    const statement = await currentStatement(page);
    nextSet.push(statement.id);
    await answerButton(page, statement.isTrue).click();
    await page.getByRole('button', { name: n === 8 ? 'Finish Quiz' : 'Next Question' }).click();
  }
  expect(new Set(nextSet).size).toBe(8);
  for (const id of leftOut) expect(nextSet).toContain(id);
});

test('wrong answers and time-outs: 500 of 800 (63%)', async ({ page }) => {
  test.setTimeout(90_000);
  await openWithPausedClock(page, '/games/true-false-quiz');
  await page.getByRole('button', { name: 'Start Quiz' }).click();

  // right, time-out, right, wrong, right, right, time-out, right
  const plan = ['right', 'timeout', 'right', 'wrong', 'right', 'right', 'timeout', 'right'] as const;
  for (const [index, step] of plan.entries()) {
    const n = index + 1;
    await expect(main(page).getByText(`Statement ${n} of 8`, { exact: true })).toBeVisible();
    const statement = await currentStatement(page);
    const timer = page.getByRole('timer');
    if (step === 'timeout') {
      await page.clock.runFor(14_000);
      await expect(timer).toHaveText('0:06');
      await expect(page.locator('[data-warning]')).toHaveCount(0);
      await page.clock.runFor(1_000);
      // Red at 5 s or less.
      await expect(timer).toHaveText('0:05');
      await expect(page.locator('[data-warning]')).toHaveCount(1);
      await page.clock.runFor(5_500);
      await expect(timer).toHaveText('0:00');
      await expect(page.getByText("Time's up! This statement counts as unanswered.")).toBeVisible();
      await expect(page.getByText(truth(statement), { exact: true })).toBeVisible();
      await expect(page.getByText(statement.explanation)).toBeVisible();
      await expect(answerButton(page, statement.isTrue)).toBeDisabled();
      await expect(answerButton(page, statement.isTrue)).toHaveAttribute('data-mark', 'correct');
    } else {
      const value = step === 'right' ? statement.isTrue : !statement.isTrue;
      await answerButton(page, value).click();
      if (step === 'right') {
        await expect(page.getByText('Correct! Well done!', { exact: true })).toBeVisible();
      } else {
        await expect(
          page.getByText("Keep learning! You'll get it next time.", { exact: true }),
        ).toBeVisible();
        await expect(page.getByText(truth(statement), { exact: true })).toBeVisible();
        await expect(page.getByText(statement.explanation)).toBeVisible();
        await expect(answerButton(page, value)).toHaveAttribute('data-mark', 'wrong');
        await expect(answerButton(page, statement.isTrue)).toHaveAttribute('data-mark', 'correct');
      }
    }
    await page.getByRole('button', { name: n === 8 ? 'Finish Quiz' : 'Next Question' }).click();
  }

  await expect(main(page).getByRole('heading', { name: 'Quiz Complete!' })).toBeFocused();
  await expect(page.getByTestId('quiz-score')).toHaveText('500 / 800');
  await expect(page.getByTestId('quiz-percent')).toHaveText('63%');
  await expect(page.getByTestId('count-correct')).toHaveText('5');
  await expect(page.getByTestId('count-wrong')).toHaveText('1');
  await expect(page.getByTestId('count-unanswered')).toHaveText('2');
});
