import {
  guessTheArtworkItems,
  localizeGuessArtwork,
  type GamesPack,
  type GuessArtwork,
} from '@artvoyage/content/games';
import frGames from '@artvoyage/content/locales/fr/games';
import ruGames from '@artvoyage/content/locales/ru/games';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale } from '@/shared/i18n';
import { showGamesIn } from '../shared/testing/game-screens';
import { guessReducer, initialGuessState, type GuessState } from './guess-rules';
import { GuessPlay } from './GuessPlay';

afterEach(cleanup);
afterAll(() => changeLocale('en'));

function playing(english: GuessArtwork): GuessState {
  return guessReducer(initialGuessState([english]), {
    type: 'start',
    now: 0,
    random: Math.random,
    playId: 'test',
    items: [english],
  });
}

function renderPlay(state: GuessState, english: GuessArtwork, pack: GamesPack) {
  const item = localizeGuessArtwork(english, pack);
  const noop = () => {};
  render(
    <GuessPlay
      state={state}
      item={item}
      headingRef={null}
      onChoose={noop}
      onToggleHint={noop}
      onNext={noop}
    />,
  );
  return item;
}

/** The reveal of one artwork, as the screen shows it once the visitor has answered. */
function renderReveal(itemId: string, pack: GamesPack) {
  const english = guessTheArtworkItems.find((item) => item.id === itemId)!;
  const answered = guessReducer(playing(english), { type: 'choose', option: english.correctAnswer, now: 1 });
  return renderPlay(answered, english, pack);
}

// A word for "by" cannot stand before an attribution or an unknown maker in these languages.
const wrongBy = {
  fr: /\bpar\s+(attribuée?s?|sculpteurs?|peintres?)\b/i,
  ru: /автор:?\s+(приписывается|неизвестн)/i,
} as const;

describe.each([
  ['fr', frGames],
  ['ru', ruGames],
] as const)('the reveal of guess the artwork in %s', (locale, pack: GamesPack) => {
  beforeAll(() => showGamesIn(locale));

  it.each(guessTheArtworkItems.map((item) => item.id))(
    '%s: the title, then the artist text as it stands',
    (id) => {
      const item = renderReveal(id, pack);
      const title = screen.getByRole('heading', { level: 3 });
      expect(title.textContent).toBe(item.title);
      const artistLine = title.nextElementSibling!;
      expect(artistLine.textContent).toBe(item.artist);
      const image = screen.getByRole('img');
      expect(image.getAttribute('alt')).toBe(`${item.title}. ${item.artist}.`);
      for (const text of [artistLine.textContent, image.getAttribute('alt')]) {
        expect(text).not.toMatch(wrongBy[locale]);
      }
    },
  );

  it('labels the hint with the language’s own punctuation', () => {
    const english = guessTheArtworkItems[0]!;
    const item = renderPlay(guessReducer(playing(english), { type: 'toggleHint' }), english, pack);
    const hint = screen.getByText(item.hint).closest('p')!;
    expect(hint.textContent).toBe(`${locale === 'fr' ? 'Indice\u00a0:' : 'Подсказка:'} ${item.hint}`);
  });
});
