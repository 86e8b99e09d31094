import {
  gameCatalogue,
  guessTheArtworkItems,
  localizeGame,
  localizeGuessArtwork,
  localizeMatchingPair,
  localizeStatement,
  localizeTimelineEvent,
  matchingPairs,
  timelineEvents,
  trueFalseStatements,
  type GamesPack,
} from '@artvoyage/content/games';
import frGames from '@artvoyage/content/locales/fr/games';
import ruGames from '@artvoyage/content/locales/ru/games';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18next } from '@/shared/i18n';
import GamesIndexPage from './GamesIndexPage';
import { GuessResults } from './guess/GuessResults';
import { guessResult, type GuessState } from './guess/guess-rules';
import GuessScreen from './guess/GuessScreen';
import MatchingScreen from './matching/MatchingScreen';
import { renderAsVisitor, showGamesIn } from './shared/testing/game-screens';
import TimelineScreen from './timeline/TimelineScreen';
import TrueFalseScreen from './true-false/TrueFalseScreen';

/*
 * The games in French and Russian, as a visitor plays them: the packs are the real ones the app fetches,
 * loaded through the games' message group; the visitor is signed out, so no round is opened.
 */

/** A text as Testing Library reads the page: non-breaking spaces are whitespace, collapsed to one space. */
const plain = (text: string) => text.replace(/\s+/g, ' ');
/** An accessible name, whatever spaces it keeps. */
const named = (text: string) => (name: string) => plain(name) === plain(text);
const t = (key: string, options?: Record<string, unknown>) => plain(i18next.t(key, options ?? {}));

afterEach(cleanup);
afterAll(() => changeLocale('en'));

describe.each([
  ['fr', frGames],
  ['ru', ruGames],
] as const)('the games in %s', (locale, pack: GamesPack) => {
  beforeAll(() => showGamesIn(locale));

  it('the index shows every game’s title, description, duration, category and difficulty', async () => {
    renderAsVisitor(<GamesIndexPage />);
    const trueFalse = localizeGame(
      gameCatalogue.find((game) => game.id === 'true-false-quiz')!,
      pack,
    );
    const card = (await screen.findByRole('heading', { name: named(trueFalse.title) })).closest('a')!;
    expect(card.getAttribute('href')).toBe('/games/true-false-quiz');
    const inCard = within(card);
    expect(inCard.getByText(plain(trueFalse.description))).toBeTruthy();
    expect(inCard.getByText(plain(trueFalse.duration))).toBeTruthy();
    expect(inCard.getByText(plain(trueFalse.category))).toBeTruthy();
    expect(inCard.getByText(t('games.difficulty.Easy'))).toBeTruthy();
    for (const game of Object.values(pack.catalogue)) {
      expect(screen.getByRole('heading', { name: named(game.title) })).toBeTruthy();
    }
    // Nothing of the English catalogue is left.
    expect(screen.queryByText('True or False')).toBeNull();
    expect(screen.queryByText('Art History Timeline')).toBeNull();
  });

  it('true or false: a statement in the language, and the right answer scored right', async () => {
    renderAsVisitor(<TrueFalseScreen gameId="true-false-quiz" />);
    expect(
      screen.getByRole('heading', { level: 1, name: named(pack.catalogue['true-false-quiz'].title) }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: named(t('games.quiz.intro.start')) }));

    const shown = trueFalseStatements.find((statement) =>
      screen.queryByText(plain(localizeStatement(statement, pack).statement)),
    );
    expect(shown, 'a translated statement is on screen').toBeDefined();
    expect(screen.queryByText(plain(shown!.statement))).toBeNull();
    const answers = screen.getByRole('list', { name: named(t('games.trueFalse.answers')) });
    const right = shown!.isTrue ? t('games.trueFalse.true') : t('games.trueFalse.false');
    fireEvent.click(within(answers).getByRole('button', { name: new RegExp(right) }));

    expect(await screen.findByText(t('games.quiz.correct'))).toBeTruthy();
    expect(screen.getByText(plain(localizeStatement(shown!, pack).explanation))).toBeTruthy();
  });

  it('guess the artwork: the options in the language, the translated title scored right', async () => {
    renderAsVisitor(<GuessScreen gameId="guess-the-artwork" />);
    expect(
      screen.getByRole('heading', { level: 1, name: named(pack.catalogue['guess-the-artwork'].title) }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: named(t('games.guess.intro.start')) }));

    const options = screen.getByRole('group', { name: named(t('games.guess.options')) });
    const labels = within(options)
      .getAllByRole('button')
      .map((button) => plain(button.textContent ?? ''));
    const english = guessTheArtworkItems.find((item) =>
      localizeGuessArtwork(item, pack).options.every((option, index) => labels[index] === plain(option)),
    );
    expect(english, 'the options of a translated item, in the English order').toBeDefined();
    const item = localizeGuessArtwork(english!, pack);
    fireEvent.click(within(options).getByRole('button', { name: named(item.title) }));

    expect(plain(screen.getByTestId('guess-feedback').textContent ?? '')).toBe(t('games.guess.correct'));
    expect(screen.getByText(t('games.guess.score', { score: 100 }))).toBeTruthy();
    expect(screen.getByText(plain(item.description))).toBeTruthy();
  });

  it('guess the artwork: the results write the share of right answers as the language does', () => {
    // Eight artworks, the first answered wrong: 7 of 8, 88 percent.
    const items = guessTheArtworkItems.slice(0, 8);
    const answers = items.map((item, index) =>
      index === 0 ? (item.correctAnswer + 1) % 4 : item.correctAnswer,
    );
    const state: GuessState = {
      phase: 'finished',
      items,
      index: 7,
      answers,
      selected: null,
      hintShown: false,
      lastTimedOut: false,
      countdown: null,
      playId: 'play-1',
    };
    renderAsVisitor(
      <GuessResults
        state={state}
        result={guessResult(state)}
        reward={{ status: 'visitor' }}
        headingRef={createRef()}
        onPlayAgain={() => {}}
      />,
    );
    expect(screen.getByText('7 / 8')).toBeTruthy();
    expect(screen.getByText(locale === 'fr' ? '88 %' : '88%')).toBeTruthy();
  });

  it('matching: artists and works in the language, a right pair matched', () => {
    renderAsVisitor(<MatchingScreen gameId="matching-game" />);
    const english = matchingPairs[0]!;
    const pair = localizeMatchingPair(english, pack);
    const artists = screen.getByRole('region', { name: named(t('games.matching.artists')) });
    const artworks = screen.getByRole('region', { name: named(t('games.matching.artworks')) });
    fireEvent.click(within(artists).getByRole('button', { name: named(pair.left) }));
    fireEvent.click(within(artworks).getByRole('button', { name: named(pair.right) }));

    expect(
      screen.getByText(t('games.matching.feedbackCorrect', { artist: pair.left, artwork: pair.right })),
    ).toBeTruthy();
    expect(screen.getByText(plain(pair.description))).toBeTruthy();
    expect(screen.getByTestId('matching-score').textContent).toBe('100');
  });

  it('timeline: the game’s title is the catalogue’s, and the events are in the language', async () => {
    renderAsVisitor(<TimelineScreen gameId="chronology-puzzle" />);
    expect(pack.catalogue['chronology-puzzle'].title).toBe(i18next.t('games.timeline.title'));
    fireEvent.click(screen.getByRole('button', { name: named(t('games.timeline.intro.start')) }));

    const list = await screen.findByRole('list', { name: named(t('games.timeline.play.yourTimeline')) });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toHaveLength(8);
    const translated = timelineEvents.map((event) => localizeTimelineEvent(event, pack).title);
    for (const title of titles) expect(translated).toContain(title);
  });
});
