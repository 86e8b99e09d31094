import {
  MATCHING_RESULTS_DELAY_MS,
  findCrossword,
  findQuiz,
  gameCatalogue,
  guessTheArtworkItems,
  localizeCrossword,
  localizeGuessArtwork,
  localizeMatchingPair,
  localizeQuiz,
  localizeStatement,
  localizeTimelineEvent,
  matchingPairs,
  timelineEvents,
  trueFalseStatements,
  type QuizQuestion,
} from '@artvoyage/content/games';
import type { GameId } from '@artvoyage/contract';
import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from './fixtures';
import {
  arrange,
  artworkOnScreen,
  chronological,
  crosswordSquare,
  currentOrder,
  currentQuestion,
  currentStatement,
  guessOptions,
  matchingArtist,
  matchingArtists,
  matchingArtwork,
  matchingArtworks,
  matchPair,
  moveButton,
  quizAnswers,
  rightOption,
  stopTheClock,
  trueFalseAnswer,
  typeAnswer,
  typeAnswerFromClue,
  wrongOption,
  yourTimeline,
} from './game-play';
import { french, gameLanguages, type GameWords } from './game-words';
import { chooseLanguage } from './language';

// Each of the eight games played to its end in French and in Russian: chosen with the header's
// language switch, opened from the games index by its card, answered from the language's content pack
// (the English modules give the ids, the right slots and the years), and its end screen read in the
// language. One wrong answer in the question games proves the score and the review in the language.

const main = (page: Page) => page.getByRole('main');

/**
 * Opens the games index, switches to the language and opens the game by its card there: the game's
 * page is headed and titled as its card.
 */
async function openFromIndex(page: Page, words: GameWords, gameId: GameId) {
  await page.goto('/games');
  await chooseLanguage(page, words.locale);
  await expect(pageHeading(page)).toHaveText(words.index.title);
  const title = words.games.catalogue[gameId].title;
  await page
    .getByRole('region', { name: words.index.cards })
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .click();
  await expect(page).toHaveURL(`/games/${gameId}`);
  // The game's code is fetched on its first opening, which a busy machine may take a while to serve.
  await expect(pageHeading(page)).toHaveText(title, { timeout: 30_000 });
  await expect(page).toHaveTitle(`${title} · ArtVoyage`);
  await expect(page.getByRole('link', { name: words.backToGames })).toHaveAttribute('href', '/games');
}

/** Plays a quiz to its end with the first answer wrong: 7 of 8, 88 percent. */
async function playQuiz(page: Page, words: GameWords, quizId: QuizId) {
  const quiz = localizeQuiz(findQuiz(quizId)!, words.quizzes);
  const points = quiz.questions[0]!.points;
  await openFromIndex(page, words, quizId);
  await expect(main(page).getByText(quiz.description)).toBeVisible();
  await page.getByRole('button', { name: words.quiz.start }).click();

  const answers = quizAnswers(page, words.labels);
  let first: QuizQuestion | undefined;
  for (let n = 1; n <= 8; n += 1) {
    await expect(main(page).getByText(words.quiz.progress(n), { exact: true })).toBeVisible();
    const question = await currentQuestion(page, quiz);
    first ??= question;
    const wrong = n === 1;
    await answers.getByText(wrong ? wrongOption(question) : rightOption(question), { exact: true }).click();
    // The translated answer sits in the English slot, which the play scores, and is marked right.
    const right = answers.nth(question.correctAnswer);
    await expect(right).toContainText(`${rightOption(question)}${words.quiz.markCorrect}`);
    if (n <= 2) {
      const feedback = wrong ? words.quiz.correctAnswerWas(rightOption(question)) : words.quiz.correct;
      await expect(page.getByText(feedback, { exact: true })).toBeVisible();
      await expect(right).toHaveAttribute('data-mark', 'correct');
      await expect(page.getByText(question.explanation)).toBeVisible();
      await expect(main(page).getByText(words.quiz.score(wrong ? 0 : points), { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: n === 8 ? words.quiz.finish : words.quiz.next }).click();
  }

  await expect(main(page).getByRole('heading', { name: words.quiz.complete })).toBeFocused();
  const score = `${words.number(7 * points)} / ${words.number(8 * points)}`;
  await expect(page.getByTestId('quiz-score')).toHaveText(score);
  // To the character (the assertion above reads every space alike): the language's own no-break space.
  expect(await page.getByTestId('quiz-score').textContent()).toBe(score);
  await expect(page.getByTestId('quiz-percent')).toHaveText(words.percent(88));
  await expect(page.getByTestId('count-correct')).toHaveText('7');
  await expect(page.getByTestId('count-wrong')).toHaveText('1');
  await expect(page.getByTestId('count-unanswered')).toHaveText('0');
  await expect(page.getByText(words.signInForXp)).toBeVisible();
  const review = page.getByRole('list', { name: words.quiz.review }).getByRole('listitem');
  await expect(review).toHaveCount(8);
  await expect(review.first()).toContainText(first!.question);
  await expect(review.first()).toContainText(words.quiz.correctAnswer(rightOption(first!)));
  await expect(page.getByRole('button', { name: words.quiz.tryAgain })).toBeVisible();
}

/** True or false to its end with the second answer wrong: 700 of 800. */
async function playTrueFalse(page: Page, words: GameWords) {
  const statements = trueFalseStatements.map((item) => localizeStatement(item, words.games));
  const game = words.games.catalogue['true-false-quiz'];
  await page.clock.install();
  await openFromIndex(page, words, 'true-false-quiz');
  await expect(main(page).getByText(game.description)).toBeVisible();
  // The page's time stands still from here: 20 s a statement never runs out on a busy machine.
  await stopTheClock(page);
  await page.getByRole('button', { name: words.quiz.start }).click();

  for (let n = 1; n <= 8; n += 1) {
    await expect(main(page).getByText(words.trueFalse.progress(n), { exact: true })).toBeVisible();
    const statement = await currentStatement(page, statements);
    const wrong = n === 2;
    await trueFalseAnswer(page, wrong ? !statement.isTrue : statement.isTrue, words.labels).click();
    const right = trueFalseAnswer(page, statement.isTrue, words.labels);
    await expect(right).toContainText(words.quiz.markCorrect);
    if (n <= 2) {
      await expect(page.getByRole('timer')).toHaveText('0:20');
      const feedback = wrong ? words.trueFalse.wrong : words.quiz.correct;
      await expect(page.getByText(feedback, { exact: true })).toBeVisible();
      await expect(page.getByText(words.trueFalse.truth(statement.isTrue), { exact: true })).toBeVisible();
      await expect(page.getByText(statement.explanation)).toBeVisible();
      await expect(right).toHaveAttribute('data-mark', 'correct');
    }
    await page.getByRole('button', { name: n === 8 ? words.quiz.finish : words.quiz.next }).click();
  }

  await expect(main(page).getByRole('heading', { name: words.quiz.complete })).toBeFocused();
  await expect(page.getByTestId('quiz-score')).toHaveText('700 / 800');
  await expect(page.getByTestId('quiz-percent')).toHaveText(words.percent(88));
  await expect(page.getByTestId('count-correct')).toHaveText('7');
  await expect(page.getByTestId('count-wrong')).toHaveText('1');
  await expect(page.getByText(words.signInForXp)).toBeVisible();
  await expect(page.getByRole('list', { name: words.quiz.review }).getByRole('listitem')).toHaveCount(8);
}

/** Guess the artwork to its end with the first answer wrong: 700 of 800. */
async function playGuess(page: Page, words: GameWords) {
  const items = guessTheArtworkItems.map((item) => localizeGuessArtwork(item, words.games));
  await page.clock.install();
  await openFromIndex(page, words, 'guess-the-artwork');
  for (const tile of words.guess.introTiles) {
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: words.guess.start }).click();
  await stopTheClock(page);

  const options = guessOptions(page, words.labels);
  const reviewed: string[] = [];
  for (let n = 1; n <= 8; n += 1) {
    await expect(page.getByRole('heading', { name: words.guess.question(n) })).toBeFocused();
    const item = await artworkOnScreen(page, items, words.labels);
    const wrong = n === 1;
    const chosen = wrong ? item.options[(item.correctAnswer + 1) % 4]! : item.title;
    const status = wrong ? words.guess.answeredWrong(chosen) : words.guess.answeredRight;
    reviewed.push(`${item.title}${item.artist} · ${status}`);
    await options.getByRole('button', { name: chosen, exact: true }).click();
    // The option marked right is the translated title, in the English slot.
    await expect(options.getByRole('button').nth(item.correctAnswer)).toHaveAccessibleName(
      `${item.title} ${words.guess.answerCorrect}`,
    );
    if (n <= 2) {
      await expect(page.getByTestId('guess-feedback')).toHaveText(
        wrong ? words.guess.wrong : words.guess.correct,
      );
      await expect(page.getByText(words.guess.score(wrong ? 0 : 100), { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
      await expect(page.getByText(words.guess.by(item.artist), { exact: true })).toBeVisible();
      await expect(page.getByText(item.description)).toBeVisible();
      await expect(
        page.getByRole('img', { name: words.guess.fullAlt(item.title, item.artist) }),
      ).toBeVisible();
    }
    await page.getByRole('button', { name: n === 8 ? words.guess.finish : words.guess.next }).click();
  }

  await expect(page.getByRole('heading', { name: words.guess.complete })).toBeFocused();
  await expect(page.getByTestId('guess-score')).toHaveText('700 / 800');
  const figures = page.locator('dl');
  await expect(figures.getByText('7 / 8', { exact: true })).toBeVisible();
  await expect(figures.getByText(words.percent(88), { exact: true })).toBeVisible();
  const results = page.getByRole('region', { name: words.guess.complete });
  await expect(results.getByRole('listitem')).toHaveText(reviewed);
  await expect(page.getByText(words.signInForXp)).toBeVisible();
  await expect(page.getByRole('button', { name: words.guess.playAgain })).toBeVisible();
}

/** Matching to its end after one wrong pair: 1000 points in 11 attempts, written the language's way. */
async function playMatching(page: Page, words: GameWords) {
  const pairs = matchingPairs.map((pair) => localizeMatchingPair(pair, words.games));
  await page.clock.install();
  await openFromIndex(page, words, 'matching-game');
  await expect(matchingArtists(page, words.labels).getByRole('button')).toHaveCount(10);
  await expect(matchingArtworks(page, words.labels).getByRole('button')).toHaveCount(10);

  const [first, second] = [pairs[0]!, pairs[1]!];
  await matchingArtist(page, first, words.labels).click();
  await matchingArtwork(page, second, words.labels).click();
  await expect(page.getByText(words.matching.wrong(second.right, first.left))).toBeVisible();
  await expect(page.getByTestId('matching-attempts')).toHaveText('1');

  for (const [index, pair] of pairs.slice(0, 9).entries()) {
    await matchPair(page, pair, words.labels);
    if (index < 2) {
      await expect(page.getByText(words.matching.correct(pair.right, pair.left))).toBeVisible();
      await expect(page.getByText(pair.description)).toBeVisible();
      await expect(matchingArtist(page, pair, words.labels)).toContainText(words.matching.matchedMark);
      await expect(page.getByTestId('matching-score')).toHaveText(String((index + 1) * 100));
    }
  }
  // The last pair with the page's clock stopped, so the banner can be read before the results.
  const last = pairs[9]!;
  await stopTheClock(page);
  await matchingArtist(page, last, words.labels).click();
  await matchingArtwork(page, last, words.labels).click();
  await expect(page.getByText(words.matching.banner)).toBeVisible();
  await page.clock.runFor(MATCHING_RESULTS_DELAY_MS);
  await expect(page.getByRole('heading', { name: words.matching.results, exact: true })).toBeFocused();

  const score = `${words.number(1000)} / ${words.number(1000)}`;
  await expect(page.getByTestId('matching-score')).toHaveText(score);
  expect(await page.getByTestId('matching-score').textContent()).toBe(score);
  await expect(page.getByTestId('matching-efficiency')).toHaveText(words.percent(91));
  await expect(page.getByText(words.matching.efficiencyNote(10, 11))).toBeVisible();
  await expect(page.getByRole('heading', { name: words.matching.lastAttempts })).toBeVisible();
  await expect(page.getByTestId('matching-last-attempts').getByRole('listitem')).toHaveText(
    pairs.slice(-3).map((pair) => `${pair.left} → ${pair.right}${words.matching.correctAttempt}`),
  );
  await expect(page.getByText(pairs[9]!.description)).toBeVisible();
  await expect(page.getByText(words.signInForXp)).toBeVisible();
  await expect(page.getByRole('button', { name: words.matching.playAgain })).toBeVisible();
}

/** The timeline to its end with the fourth and fifth events swapped: six of eight in place, 750. */
async function playTimeline(page: Page, words: GameWords) {
  const events = timelineEvents.map((event) => localizeTimelineEvent(event, words.games));
  const { year } = words.timeline;
  await page.clock.install();
  await openFromIndex(page, words, 'chronology-puzzle');
  const about = page.getByRole('list').filter({ hasText: words.timeline.introTiles[0] });
  await expect(about.getByRole('listitem')).toHaveText([...words.timeline.introTiles]);
  await page.getByRole('button', { name: words.timeline.start }).click();
  await expect(page.getByText(words.timeline.hint)).toBeVisible();

  const cards = yourTimeline(page, words.labels);
  await expect(cards).toHaveCount(8);
  const presented = await currentOrder(page, events, words.labels);
  await expect(cards).toContainText(presented.map((event) => year(event.year)));
  await expect(cards).toContainText(presented.map((event) => event.description));
  const target = chronological(presented);
  await arrange(page, target, words.labels);
  const [fourth, fifth] = [target[3]!, target[4]!];
  await moveButton(page, fourth, 'down', words.labels).click();

  await stopTheClock(page);
  await page.getByRole('button', { name: words.timeline.check }).click();
  await expect(page.getByText(words.timeline.greatWork)).toBeVisible();
  await expect(page.getByText(words.timeline.scored(750))).toBeVisible();
  await page.clock.runFor(1000);
  // The result is headed under the game bar, whose heading stays the game's title.
  const complete = page.getByRole('heading', { name: words.timeline.complete });
  await expect(complete).toBeVisible();
  await expect(complete).toBeFocused();

  await expect(page.getByTestId('timeline-score')).toHaveText('750');
  await expect(page.getByText(words.timeline.outOf(75))).toBeVisible();
  const rows = page.locator('li[data-correct]');
  await expect(rows).toContainText(target.map((event) => event.title));
  await expect(rows).toContainText(target.map((event) => year(event.year)));
  await expect(page.locator('li[data-correct="false"]')).toHaveCount(2);
  await expect(rows.nth(3)).toHaveAttribute('data-correct', 'false');
  await expect(rows.nth(3)).toContainText(words.timeline.youPlaced(fifth.title, year(fifth.year)));
  await expect(rows.nth(4)).toContainText(words.timeline.youPlaced(fourth.title, year(fourth.year)));
  await expect(page.getByText(words.signInForXp)).toBeVisible();
  await expect(page.getByRole('button', { name: words.timeline.newTimeline })).toBeVisible();
}

/** The language's own grid, typed in lower case (with accents in French), scored 100 in 4:05. */
async function playCrossword(page: Page, words: GameWords) {
  const crossword = localizeCrossword(findCrossword('art-terms-crossword')!, words.crossword);
  expect(crossword.locale).toBe(words.locale);
  const playable = crossword.solution.flat().filter((letter) => letter !== null).length;
  // Today, so the prerendered games index (its footer's year) hydrates as it was built.
  const start = Date.now();
  await page.clock.setFixedTime(start);
  await openFromIndex(page, words, 'art-terms-crossword');
  const grid = page.getByRole('grid', { name: words.crosswordScreen.grid });
  await expect(grid.getByRole('row')).toHaveCount(15);
  await expect(grid.getByRole('textbox')).toHaveCount(playable);
  for (const direction of ['across', 'down'] as const) {
    await expect(page.getByRole('region', { name: words.labels[direction] }).getByRole('button')).toHaveCount(
      crossword.clues.filter((clue) => clue.direction === direction).length,
    );
  }

  // Four minutes and five seconds into the play; each answer typed after choosing its clue, the first
  // by its square.
  await page.clock.setFixedTime(start + 245_000);
  for (const [index, clue] of crossword.clues.entries()) {
    const typed = words.typedAnswers[clue.answer] ?? clue.answer.toLowerCase();
    await (index === 0 ? typeAnswer : typeAnswerFromClue)(page, clue, typed, words.labels);
  }

  await expect(page.getByRole('heading', { name: words.crosswordScreen.congratulations })).toBeFocused();
  await expect(page.getByText(words.crosswordScreen.completedIn('4:05'))).toBeVisible();
  await expect(page.getByText(words.crosswordScreen.score(100))).toBeVisible();
  await expect(page.getByText(words.signInForXp)).toBeVisible();
  // The squares hold the language's letters, in capitals.
  const last = crossword.clues.at(-1)!;
  await expect(crosswordSquare(page, last.startRow, last.startCol, words.labels)).toHaveValue(
    last.answer[0]!,
  );
  await expect(page.getByRole('button', { name: words.crosswordScreen.playAgain })).toBeVisible();
}

type QuizId = 'louvre-history-quiz' | 'famous-artworks-quiz' | 'artists-knowledge-test';

/** How each game of the catalogue is played; a game left out is a compile error. */
const plays: Record<GameId, (page: Page, words: GameWords) => Promise<void>> = {
  'louvre-history-quiz': (page, words) => playQuiz(page, words, 'louvre-history-quiz'),
  'famous-artworks-quiz': (page, words) => playQuiz(page, words, 'famous-artworks-quiz'),
  'artists-knowledge-test': (page, words) => playQuiz(page, words, 'artists-knowledge-test'),
  'true-false-quiz': playTrueFalse,
  'guess-the-artwork': playGuess,
  'matching-game': playMatching,
  'chronology-puzzle': playTimeline,
  'art-terms-crossword': playCrossword,
};

// Up to 30 clicks a game, on a machine that may be busy.
test.describe.configure({ timeout: 120_000 });

// Each game is played to its end in French or in Russian, the two taking turns down the catalogue:
// the screens are the same in both, and the unit tests hold every text of both packs to the English.
// The crossword is played in both, since each language has its own grid.
const playedIn = (game: GameId, index: number) =>
  game === 'art-terms-crossword' ? gameLanguages : [gameLanguages[index % gameLanguages.length]!];

for (const words of gameLanguages) {
  test.describe(`in ${words.locale}`, () => {
    for (const [index, game] of gameCatalogue.entries()) {
      if (!playedIn(game.id, index).includes(words)) continue;
      test(`${game.id} is played to its end`, async ({ page }) => {
        await plays[game.id](page, words);
      });
    }
  });
}

test('the games index fetches the games’ titles, not the quizzes’ questions, which come with a quiz', async ({
  page,
}) => {
  const quizzesPack = /\/assets\/quizzes-[\w-]+\.js$/;
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/games');
  await chooseLanguage(page, 'fr');
  await expect(pageHeading(page)).toHaveText(french.index.title);
  const cards = page.getByRole('region', { name: french.index.cards });
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
    gameCatalogue.map((game) => french.games.catalogue[game.id].title),
  );
  expect(fetched.filter((path) => quizzesPack.test(path))).toEqual([]);

  const quiz = localizeQuiz(findQuiz('louvre-history-quiz')!, french.quizzes);
  await cards
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { name: quiz.title, exact: true }) })
    .click();
  await expect(pageHeading(page)).toHaveText(quiz.title, { timeout: 30_000 });
  await expect(main(page).getByText(quiz.description)).toBeVisible();
  expect(fetched.filter((path) => quizzesPack.test(path))).toHaveLength(1);
});
