import type { GameId, RoundAnswer } from '@artvoyage/contract';
import { locales, type Locale } from '@artvoyage/contract/locales';
import {
  crosswordAlphabets,
  crosswordScore,
  MATCHING_POINTS_PER_PAIR,
  QUIZ_QUESTIONS_PER_PLAY,
  TIMELINE_EVENTS_PER_PLAY,
  TIMELINE_MAX_SCORE,
  TRUE_FALSE_STATEMENTS_PER_PLAY,
  drawRandom,
  findQuiz,
  guessTheArtworkItems,
  matchingPairs,
  shuffled,
  timelineEvents,
  trueFalseStatements,
  type RandomSource,
} from '@artvoyage/content/games';
import { crosswordFor } from '@artvoyage/content/locales/crosswords';

/*
 * What a game round hands out and how its answers are scored, from the bundled content alone. Pure:
 * the random source comes in, nothing is read from the request but the answers. The web app's game
 * screens count the same score for the same answers, so the player sees what the server awards.
 */

/** The chosen answer per item (an option index or true/false), scored by the item's points. */
interface ChoiceItem<A extends RoundAnswer> {
  readonly id: string;
  readonly points: number;
  readonly isRight: (answer: A) => boolean;
}

const quizItems = (gameId: GameId): ChoiceItem<number>[] =>
  (findQuiz(gameId)?.questions ?? []).map((question) => ({
    id: question.id,
    points: question.points,
    isRight: (answer) => answer === question.correctAnswer,
  }));

const statementItems = (): ChoiceItem<boolean>[] =>
  trueFalseStatements.map((statement) => ({
    id: statement.id,
    points: statement.points,
    isRight: (answer) => answer === statement.isTrue,
  }));

const guessItems = (): ChoiceItem<number>[] =>
  guessTheArtworkItems.map((item) => ({
    id: item.id,
    points: item.points,
    isRight: (answer) => answer === item.correctAnswer,
  }));

/**
 * `count` ids of `pool`, preferring those the previous round of the game did not show (so playing
 * again brings new questions), topped up from the previous ones, in random order.
 */
export function drawPreferringNew(
  pool: readonly string[],
  count: number,
  previous: readonly string[],
  random: RandomSource,
): string[] {
  const seen = new Set(previous);
  const fresh = drawRandom(
    pool.filter((id) => !seen.has(id)),
    count,
    random,
  );
  const topUp = drawRandom(
    pool.filter((id) => seen.has(id)),
    count - fresh.length,
    random,
  );
  return shuffled([...fresh, ...topUp], random);
}

/** Eight timeline events in an order that is never already chronological (there is always a puzzle). */
function drawTimelineIds(random: RandomSource): string[] {
  const drawn = drawRandom(timelineEvents, TIMELINE_EVENTS_PER_PLAY, random);
  const sorted = drawn.every((event, i) => i === 0 || (drawn[i - 1]?.year ?? 0) < event.year);
  if (sorted && drawn.length > 1) drawn.splice(0, 2, drawn[1]!, drawn[0]!);
  return drawn.map((event) => event.id);
}

/** The content ids a new round of `gameId` hands out, in the order the player sees them. */
export function drawRoundItems(gameId: GameId, previous: readonly string[], random: RandomSource): string[] {
  switch (gameId) {
    case 'louvre-history-quiz':
    case 'famous-artworks-quiz':
    case 'artists-knowledge-test':
      return drawPreferringNew(
        quizItems(gameId).map((item) => item.id),
        QUIZ_QUESTIONS_PER_PLAY,
        previous,
        random,
      );
    case 'true-false-quiz':
      return drawPreferringNew(
        trueFalseStatements.map((statement) => statement.id),
        TRUE_FALSE_STATEMENTS_PER_PLAY,
        previous,
        random,
      );
    case 'guess-the-artwork':
      return shuffled(guessTheArtworkItems, random).map((item) => item.id);
    case 'chronology-puzzle':
      return drawTimelineIds(random);
    // Fixed content: the whole crossword, all ten pairs (the screen shuffles the columns itself).
    case 'matching-game':
    case 'art-terms-crossword':
      return [];
  }
}

export type RoundScore = { ok: true; score: number; maxScore: number } | { ok: false; problem: string };

const refuse = (problem: string): RoundScore => ({ ok: false, problem });

/** One answer per item handed out, each null (time ran out) or of the item's kind. */
function scoreChoices<A extends RoundAnswer>(
  all: readonly ChoiceItem<A>[],
  items: readonly string[],
  answers: readonly RoundAnswer[],
  isAnswer: (value: RoundAnswer) => value is A,
): RoundScore {
  if (answers.length !== items.length) {
    return refuse(`Send one answer per item of the round (${items.length}).`);
  }
  let score = 0;
  let maxScore = 0;
  for (const [index, id] of items.entries()) {
    const item = all.find((entry) => entry.id === id);
    if (!item) return refuse('The round names an item the game no longer has.');
    const answer = answers[index] ?? null;
    if (answer !== null && !isAnswer(answer))
      return refuse(`Answer ${index + 1} is not of this game's kind.`);
    maxScore += item.points;
    if (answer !== null && item.isRight(answer)) score += item.points;
  }
  return { ok: true, score, maxScore };
}

const isIndex = (value: RoundAnswer): value is number => typeof value === 'number';
const isBoolean = (value: RoundAnswer): value is boolean => typeof value === 'boolean';

/** The timeline: the answers are the round's event ids in the player's final order. */
function scoreTimeline(items: readonly string[], answers: readonly RoundAnswer[]): RoundScore {
  const order = answers.filter((answer): answer is string => typeof answer === 'string');
  const sameSet =
    order.length === answers.length &&
    order.length === items.length &&
    new Set(order).size === order.length &&
    order.every((id) => items.includes(id));
  if (!sameSet) return refuse('Send the round’s events, each once, in your order.');
  const events = order.map((id) => timelineEvents.find((event) => event.id === id));
  if (events.some((event) => event === undefined)) return refuse('The round names an unknown event.');
  const years = events.map((event) => event?.year ?? 0);
  const truth = [...years].sort((a, b) => a - b);
  const correct = years.filter((year, i) => year === truth[i]).length;
  return {
    ok: true,
    score: Math.round((correct / items.length) * TIMELINE_MAX_SCORE),
    maxScore: TIMELINE_MAX_SCORE,
  };
}

/** Matching: every attempt as [artist pair id, artwork pair id]; a pair scores once when matched. */
function scoreMatching(answers: readonly RoundAnswer[]): RoundScore {
  const known = new Set(matchingPairs.map((pair) => pair.id));
  const matched = new Set<string>();
  for (const answer of answers) {
    if (!Array.isArray(answer)) return refuse('Each matching attempt is [artist pair id, artwork pair id].');
    const [artist, artwork] = answer as [string, string];
    if (!known.has(artist) || !known.has(artwork)) return refuse('An attempt names an unknown pair.');
    if (artist === artwork) matched.add(artist);
  }
  return {
    ok: true,
    score: matched.size * MATCHING_POINTS_PER_PAIR,
    maxScore: matchingPairs.length * MATCHING_POINTS_PER_PAIR,
  };
}

/**
 * The letters a crossword row may hold, in any language's grid: a round's rows are checked for form
 * against them all, and scored against its own language's grid, where another alphabet's letters are
 * simply wrong (a Latin A in the Russian grid scores nothing, like any wrong letter).
 */
const crosswordRow = new RegExp(
  `^[${[...new Set(locales.flatMap((locale) => [...crosswordAlphabets[locale].letters]))].join('')}.]*$`,
);

/**
 * The crossword: its rows, a letter or "." per cell, scored against the grid of the language the round
 * was opened in; the score is the share of right cells, in percent.
 */
function scoreCrossword(locale: Locale, answers: readonly RoundAnswer[]): RoundScore {
  const crossword = crosswordFor(locale);
  const { rows, cols } = crossword.size;
  const grid = answers.filter((row): row is string => typeof row === 'string' && crosswordRow.test(row));
  if (grid.length !== rows || answers.length !== rows || grid.some((row) => row.length !== cols)) {
    return refuse(`Send the ${rows} rows of ${cols} cells, a capital letter or "." each.`);
  }
  return { ok: true, score: crosswordScore(crossword, grid), maxScore: 100 };
}

/** The score of a round's answers against the content it handed out, in the language it was opened in. */
export function scoreRound(
  gameId: GameId,
  items: readonly string[],
  answers: readonly RoundAnswer[],
  locale: Locale = 'en',
): RoundScore {
  switch (gameId) {
    case 'louvre-history-quiz':
    case 'famous-artworks-quiz':
    case 'artists-knowledge-test':
      return scoreChoices(quizItems(gameId), items, answers, isIndex);
    case 'true-false-quiz':
      return scoreChoices(statementItems(), items, answers, isBoolean);
    case 'guess-the-artwork':
      return scoreChoices(guessItems(), items, answers, isIndex);
    case 'chronology-puzzle':
      return scoreTimeline(items, answers);
    case 'matching-game':
      return scoreMatching(answers);
    case 'art-terms-crossword':
      return scoreCrossword(locale, answers);
  }
}
