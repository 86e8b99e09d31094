import {
  guessTheArtworkItems,
  timelineEvents,
  trueFalseStatements,
  type CrosswordClue,
  type GuessArtwork,
  type MatchingPair,
  type Quiz,
  type QuizQuestion,
  type TimelineEvent,
  type TrueFalseStatement,
} from '@artvoyage/content/games';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// How the game specs play: find the question, artwork, pair, event or square on screen and give the
// answer the content package holds. Shared by the English specs and those of the other languages; the
// ones in another language pass that language's accessible names and its content (English by default).

/** The accessible names by which the helpers find the games' controls, in one language. */
export interface GameLabels {
  /** The list of a quiz's options. */
  readonly quizAnswers: string;
  /** True or false: the list of the two answers, and their names. */
  readonly trueFalseAnswers: string;
  readonly true: string;
  readonly false: string;
  /** Guess the artwork: the detail's alt text and the group of titles. */
  readonly guessCrop: string;
  readonly guessOptions: string;
  /** Matching: the two columns. */
  readonly matchingArtists: string;
  readonly matchingArtworks: string;
  /** The timeline: the player's list and its move buttons. */
  readonly yourTimeline: string;
  moveButton(title: string, direction: 'up' | 'down'): string;
  /** The crossword: how a square's name begins (row and column count from 1), and the clue lists. */
  crosswordSquare(row: number, col: number): string;
  readonly across: string;
  readonly down: string;
}

export const englishLabels: GameLabels = {
  quizAnswers: 'Answers',
  trueFalseAnswers: 'Your answer',
  true: 'True',
  false: 'False',
  guessCrop: 'A detail of the artwork to guess',
  guessOptions: 'Possible titles',
  matchingArtists: 'Artists',
  matchingArtworks: 'Artworks',
  yourTimeline: 'Your Timeline',
  moveButton: (title, direction) => `Move "${title}" ${direction}`,
  crosswordSquare: (row, col) => `Row ${row}, column ${col}, `,
  across: 'Across',
  down: 'Down',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// --- The question flow: the three quizzes and true or false -------------------------------------

/** The question or statement on screen (the main area's level-2 heading while playing). */
export const questionHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

export const quizAnswers = (page: Page, labels = englishLabels) =>
  page.getByRole('list', { name: labels.quizAnswers }).getByRole('button');

/** The question on screen, looked up in `quiz` (English, or localized) by its text. */
export async function currentQuestion(page: Page, quiz: Quiz): Promise<QuizQuestion> {
  const text = (await questionHeading(page).textContent())?.trim();
  const question = quiz.questions.find((item) => item.question === text);
  expect(question, `question on screen is in the bank: ${text}`).toBeDefined();
  return question!;
}

export const rightOption = (question: QuizQuestion) => question.options[question.correctAnswer]!;
export const wrongOption = (question: QuizQuestion) =>
  question.options[(question.correctAnswer + 1) % question.options.length]!;

export const trueFalseAnswer = (page: Page, value: boolean, labels = englishLabels) =>
  page
    .getByRole('list', { name: labels.trueFalseAnswers })
    .getByRole('button', { name: value ? labels.true : labels.false, exact: false })
    .first();

/** The statement on screen, looked up in `statements` (English, or localized) by its text. */
export async function currentStatement(
  page: Page,
  statements: readonly TrueFalseStatement[] = trueFalseStatements,
): Promise<TrueFalseStatement> {
  const text = (await questionHeading(page).textContent())?.trim();
  const statement = statements.find((item) => item.statement === text);
  expect(statement, `statement on screen is bundled: ${text}`).toBeDefined();
  return statement!;
}

// --- Guess the artwork ------------------------------------------------------------------------

export const guessOptions = (page: Page, labels = englishLabels) =>
  page.getByRole('group', { name: labels.guessOptions });

/** The artwork on screen, known from its crop's address (/api/v1/media/crops/{item id}/...). */
export async function artworkOnScreen(
  page: Page,
  items: readonly GuessArtwork[] = guessTheArtworkItems,
  labels = englishLabels,
): Promise<GuessArtwork> {
  const src = (await page.getByRole('img', { name: labels.guessCrop }).getAttribute('src')) ?? '';
  const id = src.split('/')[5];
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`No guess item for the crop ${src}`);
  return item;
}

/**
 * From here on the page's time moves only when the test says so, so a slow machine never times a
 * question out. Pausing 5 s ahead leaves room for that slowness; the first question still has time left.
 */
export async function stopTheClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5_000);
}

// --- Matching -------------------------------------------------------------------------------------

export const matchingArtists = (page: Page, labels = englishLabels) =>
  page.getByRole('region', { name: labels.matchingArtists });
export const matchingArtworks = (page: Page, labels = englishLabels) =>
  page.getByRole('region', { name: labels.matchingArtworks });
export const matchingArtist = (page: Page, pair: MatchingPair, labels = englishLabels) =>
  matchingArtists(page, labels).getByRole('button', { name: pair.left });
export const matchingArtwork = (page: Page, pair: MatchingPair, labels = englishLabels) =>
  matchingArtworks(page, labels).getByRole('button', { name: pair.right });

/** Picks the pair's artist, then its artwork, and sees both matched. */
export async function matchPair(page: Page, pair: MatchingPair, labels = englishLabels) {
  await matchingArtist(page, pair, labels).click();
  await matchingArtwork(page, pair, labels).click();
  await expect(matchingArtist(page, pair, labels)).toBeDisabled();
  await expect(matchingArtwork(page, pair, labels)).toBeDisabled();
}

// --- The timeline ---------------------------------------------------------------------------------

export const yourTimeline = (page: Page, labels = englishLabels) =>
  page.getByRole('list', { name: labels.yourTimeline }).getByRole('listitem');
export const moveButton = (
  page: Page,
  event: TimelineEvent,
  direction: 'up' | 'down',
  labels = englishLabels,
) => page.getByRole('button', { name: labels.moveButton(event.title, direction), exact: true });

/** The grip a timeline card is dragged by (pointer, touch, or Space and the arrow keys). */
export const dragGrip = (page: Page, event: TimelineEvent) =>
  page.getByRole('button', { name: `Drag "${event.title}"`, exact: true });

/** The events in the order the player has them, looked up in `events` (English, or localized). */
export async function currentOrder(
  page: Page,
  events: readonly TimelineEvent[] = timelineEvents,
  labels = englishLabels,
): Promise<TimelineEvent[]> {
  const byTitle = new Map(events.map((event) => [event.title, event]));
  const titles = await yourTimeline(page, labels).getByRole('heading', { level: 3 }).allTextContents();
  return titles.map((title) => {
    const event = byTitle.get(title);
    if (!event) throw new Error(`unknown event ${title}`);
    return event;
  });
}

/** Puts the events into `target` order with the up buttons, as a player would. */
export async function arrange(page: Page, target: readonly TimelineEvent[], labels = englishLabels) {
  // Track the order locally (each click is one swap) and compare with the page once at the end.
  const order = await currentOrder(page, target, labels);
  for (const [index, event] of target.entries()) {
    for (let at = order.findIndex((e) => e.id === event.id); at > index; at -= 1) {
      await moveButton(page, event, 'up', labels).click();
      [order[at - 1], order[at]] = [order[at]!, order[at - 1]!];
    }
  }
  await expect(yourTimeline(page, labels).getByRole('heading', { level: 3 })).toHaveText(
    target.map((e) => e.title),
  );
}

export const chronological = (events: readonly TimelineEvent[]) =>
  [...events].sort((a, b) => a.year - b.year);

// --- The crossword --------------------------------------------------------------------------------

/** A square of the grid by zero-based row and column. */
export const crosswordSquare = (page: Page, row: number, col: number, labels = englishLabels) =>
  page.getByRole('textbox', {
    name: new RegExp(`^${escapeRegExp(labels.crosswordSquare(row + 1, col + 1))}`),
  });
export const crosswordGridCell = (page: Page, row: number, col: number, labels = englishLabels) =>
  page.getByRole('gridcell').filter({ has: crosswordSquare(page, row, col, labels) });
export const clueButton = (page: Page, clue: CrosswordClue, labels = englishLabels) =>
  page
    .getByRole('region', { name: clue.direction === 'across' ? labels.across : labels.down })
    .getByRole('button', { name: clue.clue });

/** Selects a clue's first square by clicking it (twice when the direction has to change), then types. */
export async function typeAnswer(page: Page, clue: CrosswordClue, text: string, labels = englishLabels) {
  const first = crosswordSquare(page, clue.startRow, clue.startCol, labels);
  await first.click();
  if ((await clueButton(page, clue, labels).getAttribute('aria-current')) !== 'true') await first.click();
  await expect(clueButton(page, clue, labels)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.type(text);
}

/** Chooses the clue in its list, which selects its first square and direction, then types. */
export async function typeAnswerFromClue(
  page: Page,
  clue: CrosswordClue,
  text: string,
  labels = englishLabels,
) {
  await clueButton(page, clue, labels).click();
  await expect(crosswordSquare(page, clue.startRow, clue.startCol, labels)).toBeFocused();
  await page.keyboard.type(text);
}
