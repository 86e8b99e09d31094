import AxeBuilder from '@axe-core/playwright';
import { findQuiz, type TimelineEvent } from '@artvoyage/content/games';
import type { Locator, Page } from '@playwright/test';
import { expect, pageHeading, test } from './fixtures';
import {
  currentOrder,
  currentQuestion,
  currentStatement,
  dragGrip,
  guessOptions,
  quizAnswers,
  trueFalseAnswer,
  wrongOption,
  yourTimeline,
} from './game-play';

// The games on a 390×844 touch screen: one header and one footer, and everything a question needs
// (its options, the verdict and Next) on screen at once, without scrolling.

test.describe('games on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** The first row of the viewport the page can use: the bottom of the sticky header. */
  async function headerBottom(page: Page): Promise<number> {
    const box = await page.getByRole('banner').boundingBox();
    return box ? box.y + box.height : 0;
  }

  /** Each box lies inside the viewport and below the sticky header, which would cover it. */
  async function expectOnScreen(page: Page, what: Record<string, Locator>) {
    const top = await headerBottom(page);
    const { width, height } = page.viewportSize()!;
    for (const [name, locator] of Object.entries(what)) {
      const box = await locator.boundingBox();
      expect(box, `${name} is laid out`).not.toBeNull();
      const { x, y, width: w, height: h } = box!;
      expect(
        {
          name,
          left: x >= 0,
          right: x + w <= width + 0.5,
          top: y >= top - 0.5,
          bottom: y + h <= height + 0.5,
        },
        `${name} at ${JSON.stringify(box)} within ${width}×${height} below ${top}`,
      ).toEqual({ name, left: true, right: true, top: true, bottom: true });
    }
  }

  test('a quiz: one header and footer; answered questions fit the screen; axe finds nothing', async ({
    page,
  }) => {
    const quiz = findQuiz('louvre-history-quiz')!;
    await page.goto('/games/louvre-history-quiz');
    await expect(pageHeading(page)).toHaveText('Louvre History Quiz');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/games');
    await page.getByRole('button', { name: 'Start Quiz' }).tap();

    // Three questions: each one answered, checked and left by Next, the way every question is.
    for (let n = 1; n <= 3; n += 1) {
      await expect(page.getByText(`Question ${n} of 8`, { exact: true })).toBeVisible();
      const question = await currentQuestion(page, quiz);
      // A wrong answer: the longer verdict, which names the right answer.
      await quizAnswers(page).getByText(wrongOption(question), { exact: true }).tap();
      const next = page.getByRole('button', { name: 'Next Question' });
      await expect(next).toBeEnabled();
      const answers = Object.fromEntries(
        (await quizAnswers(page).all()).map((answer, index) => [`option ${index + 1}`, answer]),
      );
      await expectOnScreen(page, {
        question: page.getByRole('main').getByRole('heading', { level: 2 }),
        ...answers,
        feedback: page.getByText(/^The correct answer was/),
        next,
      });
      if (n === 1) {
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
        expect(serious).toEqual([]);
      }
      await next.tap();
      // The next question starts at the top, just under the header.
      await expect(page.getByText(`Question ${n + 1} of 8`, { exact: true })).toBeVisible();
    }
  });

  test('true or false: answered statements fit the screen, each new one at the top', async ({ page }) => {
    await page.goto('/games/true-false-quiz');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await page.getByRole('button', { name: 'Start Quiz' }).tap();
    for (let n = 1; ; n += 1) {
      const statement = await currentStatement(page);
      await trueFalseAnswer(page, !statement.isTrue).tap();
      const next = page.getByRole('button', { name: /^(Next Question|Finish Quiz)$/ });
      await expect(next).toBeEnabled();
      await expectOnScreen(page, {
        true: trueFalseAnswer(page, true),
        false: trueFalseAnswer(page, false),
        feedback: page.getByText("Keep learning! You'll get it next time."),
        next,
      });
      await next.tap();
      if (n === 3) break;
      // A new statement starts at the top, just under the header.
      const heading = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(heading).toBeFocused();
      const box = await heading.boundingBox();
      // Below it only the game bar (two rows on a phone) and the statement's category line.
      expect(box!.y).toBeLessThan((await headerBottom(page)) + 180);
    }
  });

  test('Guess the Artwork: the first options are on screen while the clock runs', async ({ page }) => {
    await page.goto('/games/guess-the-artwork');
    await page.getByRole('button', { name: 'Start Game' }).tap();
    await expect(page.getByRole('heading', { name: 'Question 1 of 8' })).toBeFocused();
    const options = guessOptions(page).getByRole('button');
    await expectOnScreen(page, { 'option 1': options.nth(0), 'option 2': options.nth(1) });
    // Still counting down: the options are there to be chosen in time.
    await expect(page.getByRole('timer')).not.toHaveText('0:00');
  });

  test('the timeline: a card moved by a finger, and by the keyboard', async ({ page }) => {
    await page.goto('/games/chronology-puzzle');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await page.getByRole('button', { name: 'Start Timeline Challenge' }).tap();
    await expect(yourTimeline(page)).toHaveCount(8);
    const presented = await currentOrder(page);

    // A finger on the third card's grip, carried up over the first card.
    const third = presented[2]!;
    const grip = dragGrip(page, third);
    await grip.scrollIntoViewIfNeeded();
    const from = (await grip.boundingBox())!;
    const to = (await yourTimeline(page).nth(0).boundingBox())!;
    await touchDrag(
      page,
      { x: from.x + from.width / 2, y: from.y + from.height / 2 },
      { x: from.x + from.width / 2, y: to.y + 8 },
    );
    const afterTouch: TimelineEvent[] = [third, presented[0]!, presented[1]!, ...presented.slice(3)];
    await expect(yourTimeline(page).getByRole('heading', { level: 3 })).toHaveText(
      afterTouch.map((event) => event.title),
    );

    // The keyboard: Space picks the first card up, two steps down, Space drops it third.
    await dragGrip(page, third).focus();
    await page.keyboard.press('Space');
    // Picked up: the screen reader hears where the card is (in the page's language).
    await expect(page.getByText(`"${third.title}" is over position 1 of 8.`)).toBeAttached();
    // dnd-kit's keyboard sensor starts listening for the arrows in a timer it sets at pick-up, and the
    // announcement can be drawn before that timer runs: an arrow pressed in that millisecond is lost (3
    // of 8 runs on a loaded machine), which no person is quick enough to meet. A timer set now runs after
    // the sensor's.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // Each step waits for the card to get there, as a listener would.
    for (const position of [2, 3]) {
      await page.keyboard.press('ArrowDown');
      await expect(page.getByText(`"${third.title}" is over position ${position} of 8.`)).toBeAttached();
    }
    await page.keyboard.press('Space');
    await expect(yourTimeline(page).getByRole('heading', { level: 3 })).toHaveText(
      [afterTouch[1]!, afterTouch[2]!, third, ...afterTouch.slice(3)].map((event) => event.title),
    );
    await expect(page.getByText(`"${third.title}" dropped at position 3 of 8.`)).toBeAttached();
  });
});

/** A one-finger drag as the touch screen reports it, in small steps. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const session = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
  const steps = 15;
  for (let step = 1; step <= steps; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}
