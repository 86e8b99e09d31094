import AxeBuilder from '@axe-core/playwright';
import { findQuiz } from '@artvoyage/content/games';
import type { Page } from '@playwright/test';
import { expect, openWithPausedClock, pageHeading, test } from './fixtures';
import {
  currentQuestion,
  questionHeading,
  quizAnswers as answers,
  rightOption,
  wrongOption,
} from './game-play';

// The multiple-choice quiz screen shared by the three quizzes (see docs/product/games.md).

const main = (page: Page) => page.getByRole('main');

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the Louvre quiz played with all answers right scores 800 of 800', async ({ page }) => {
  test.setTimeout(120_000); // eight questions, two accessibility scans, then a second play
  const quiz = findQuiz('louvre-history-quiz')!;
  await page.goto('/games/louvre-history-quiz');
  await expect(pageHeading(page)).toHaveText('Louvre History Quiz');
  await expect(page).toHaveTitle(/Louvre History Quiz/);
  await expect(page.getByText(quiz.description)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/games');
  const facts = main(page).locator('dl');
  await expect(facts).toContainText('Questions8');
  await expect(facts).toContainText('Time limit8:00');
  await expect(facts).toContainText('Points per question100');
  await page.getByRole('button', { name: 'Start Quiz' }).click();

  await expect(page.getByRole('timer')).toHaveText(/^(8:00|7:5\d)$/);
  const seen: string[] = [];
  for (let n = 1; n <= 8; n += 1) {
    await expect(main(page).getByText(`Question ${n} of 8`, { exact: true })).toBeVisible();
    await expect(main(page).getByText(`Score: ${(n - 1) * 100}`, { exact: true })).toBeVisible();
    const question = await currentQuestion(page, quiz);
    seen.push(question.id);
    await expect(answers(page)).toHaveCount(4);
    const next = page.getByRole('button', { name: n === 8 ? 'Finish Quiz' : 'Next Question' });
    await expect(next).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Show Explanation' })).toHaveCount(0);

    await answers(page).getByText(rightOption(question), { exact: true }).click();
    await expect(page.getByText('Correct! Well done!', { exact: true })).toBeVisible();
    await expect(page.getByText(question.explanation)).toBeVisible();
    // Locked: every answer refuses a second choice; the right one is marked green.
    for (const button of await answers(page).all()) await expect(button).toBeDisabled();
    await expect(answers(page).nth(question.correctAnswer)).toHaveAttribute('data-mark', 'correct');
    await expect(next).toBeEnabled();

    if (n === 1) {
      // Hide, then Show Explanation brings it back.
      await page.getByRole('button', { name: 'Hide Explanation' }).click();
      await expect(page.getByText(question.explanation)).toBeHidden();
      await page.getByRole('button', { name: 'Show Explanation' }).click();
      await expect(page.getByText(question.explanation)).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await next.click();
  }

  await expect(main(page).getByRole('heading', { name: 'Quiz Complete!' })).toBeFocused();
  await expect(page.getByTestId('quiz-score')).toHaveText('800 / 800');
  await expect(page.getByTestId('quiz-percent')).toHaveText('100%');
  await expect(page.getByTestId('count-correct')).toHaveText('8');
  await expect(page.getByTestId('count-wrong')).toHaveText('0');
  await expect(page.getByTestId('count-unanswered')).toHaveText('0');
  await expect(page.getByText('Sign in to earn XP for your games.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Review your answers' }).getByRole('listitem')).toHaveCount(8);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Try Again returns to the intro; the next play asks other questions.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(pageHeading(page)).toBeFocused();
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(main(page).getByText('Question 1 of 8', { exact: true })).toBeVisible();
  await expect(main(page).getByText('Score: 0', { exact: true })).toBeVisible();
  const again = await currentQuestion(page, quiz);
  expect(seen).not.toContain(again.id);
});

test('the artists test with mistakes ends when the 8:00 run out', async ({ page }) => {
  test.setTimeout(90_000);
  const quiz = findQuiz('artists-knowledge-test')!;
  await openWithPausedClock(page, '/games/artists-knowledge-test');
  await expect(pageHeading(page)).toHaveText('Artists Knowledge Test');
  await expect(main(page).locator('dl')).toContainText('Points per question150');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page.getByRole('timer')).toHaveText('8:00');

  // Right, wrong, right; then the third answer is left on screen while the clock runs.
  const plan = [true, false, true];
  for (const [index, right] of plan.entries()) {
    const question = await currentQuestion(page, quiz);
    await answers(page)
      .getByText(right ? rightOption(question) : wrongOption(question), { exact: true })
      .click();
    if (right) {
      await expect(page.getByText('Correct! Well done!', { exact: true })).toBeVisible();
    } else {
      await expect(
        page.getByText(`The correct answer was: ${rightOption(question)}`, { exact: true }),
      ).toBeVisible();
      await expect(page.getByText(question.explanation)).toBeVisible();
      await expect(answers(page).getByText(wrongOption(question), { exact: true })).toBeVisible();
      const chosen = answers(page).filter({ hasText: wrongOption(question) });
      await expect(chosen).toHaveAttribute('data-mark', 'wrong');
      await expect(answers(page).nth(question.correctAnswer)).toHaveAttribute('data-mark', 'correct');
    }
    await expect(main(page).getByText(`Score: ${[150, 150, 300][index]}`, { exact: true })).toBeVisible();
    if (index < plan.length - 1) await page.getByRole('button', { name: 'Next Question' }).click();
  }

  // The countdown keeps going after an answer; a minute later it reads 7:00 or less.
  // (fastForward jumps like a tab that wakes up late; the countdown reads the clock, not the ticks.)
  await page.clock.fastForward(60_000);
  await expect(page.getByRole('timer')).toHaveText('7:00');
  await expect(main(page).getByText('Question 3 of 8', { exact: true })).toBeVisible();
  await page.clock.fastForward(420_000);

  await expect(main(page).getByRole('heading', { name: 'Quiz Complete!' })).toBeFocused();
  await expect(page.getByText("Time's up! The quiz ended with your answers so far.")).toBeVisible();
  await expect(page.getByTestId('quiz-score')).toHaveText('300 / 1200');
  await expect(page.getByTestId('quiz-percent')).toHaveText('25%');
  await expect(page.getByTestId('count-correct')).toHaveText('2');
  await expect(page.getByTestId('count-wrong')).toHaveText('1');
  await expect(page.getByTestId('count-unanswered')).toHaveText('5');
  await expect(main(page).getByText('Not answered')).toHaveCount(5);
});

test('a whole quiz can be played with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const quiz = findQuiz('famous-artworks-quiz')!;
  await page.goto('/games/famous-artworks-quiz');
  await expect(pageHeading(page)).toHaveText('Famous Artworks Quiz');

  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  /** Presses Tab until the focused element reads `text` (a few steps at most). */
  async function tabTo(text: string) {
    for (let step = 0; step < 60; step += 1) {
      if ((await focusedText()) === text) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`never reached "${text}" with Tab`);
  }

  await tabTo('Start Quiz');
  await page.keyboard.press('Enter');

  for (let n = 1; n <= 8; n += 1) {
    // Focus lands on the new question.
    await expect(questionHeading(page)).toBeFocused();
    await expect(main(page).getByText(`Question ${n} of 8`, { exact: true })).toBeVisible();
    const question = await currentQuestion(page, quiz);
    const target = answers(page).nth(question.correctAnswer);

    // Tab into the answers, step past the right one and come back with Shift+Tab.
    for (let step = 0; step <= question.correctAnswer; step += 1) await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
    const neighbour = question.correctAnswer === 0 ? 'Tab' : 'Shift+Tab';
    await page.keyboard.press(neighbour);
    await expect(target).not.toBeFocused();
    await page.keyboard.press(neighbour === 'Tab' ? 'Shift+Tab' : 'Tab');
    await expect(target).toBeFocused();

    await page.keyboard.press(n % 2 === 0 ? 'Enter' : 'Space');
    await expect(page.getByText('Correct! Well done!', { exact: true })).toBeVisible();
    // The focus stays on the answer just given.
    await expect(target).toBeFocused();
    await tabTo(n === 8 ? 'Finish Quiz' : 'Next Question');
    await page.keyboard.press('Enter');
  }

  await expect(main(page).getByRole('heading', { name: 'Quiz Complete!' })).toBeFocused();
  await expect(page.getByTestId('quiz-score')).toHaveText('800 / 800');
  await expect(page.getByTestId('quiz-percent')).toHaveText('100%');
  await tabTo('Try Again');
  await page.keyboard.press('Enter');
  await expect(pageHeading(page)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Start Quiz' })).toBeVisible();
});
