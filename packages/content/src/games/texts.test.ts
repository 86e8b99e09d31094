import { describe, expect, it } from 'vitest';
import { textsIn } from '../i18n/facts';
import { translatedLocales } from '../i18n/translations';
import { translatedPacks } from '../i18n/packs';
import { gameCatalogue } from './catalogue';
import { guessTheArtworkItems } from './guess-the-artwork';
import { masterpieces } from './masterpieces';
import { matchingPairs } from './matching';
import { duplicates, sentenceCount } from './test-support';
import {
  englishGamesPack,
  localizeGame,
  localizeGuessArtwork,
  localizeMasterpiece,
  localizeMatchingPair,
  localizeStatement,
  localizeTimelineEvent,
} from './texts';
import { timelineEvents } from './timeline';
import { trueFalseStatements } from './true-false';
import type { GuessArtwork } from './types';

const packs = translatedLocales.map((locale) => [locale, translatedPacks[locale].games] as const);

/** The English title of every masterpiece, with its translation in a pack. */
function translatedTitles(pack: (typeof packs)[number][1]): Map<string, string> {
  return new Map(masterpieces.map((work) => [work.title, localizeMasterpiece(work, pack).title]));
}

describe('localizing the games', () => {
  const [, french] = packs[0]!;

  it('leaves the English as it is without a pack', () => {
    expect(localizeGame(gameCatalogue[0]!, undefined)).toBe(gameCatalogue[0]);
    expect(localizeStatement(trueFalseStatements[0]!, undefined)).toEqual(trueFalseStatements[0]);
  });

  it('replaces the texts only: ids, answers, years and points stay those of the English', () => {
    for (const statement of trueFalseStatements) {
      const local = localizeStatement(statement, french);
      expect([local.id, local.isTrue, local.points]).toEqual([
        statement.id,
        statement.isTrue,
        statement.points,
      ]);
      expect(local.statement).not.toBe(statement.statement);
    }
    for (const event of timelineEvents) {
      const local = localizeTimelineEvent(event, french);
      expect([local.id, local.year, local.category, local.points]).toEqual([
        event.id,
        event.year,
        event.category,
        event.points,
      ]);
    }
    for (const item of guessTheArtworkItems) {
      const local = localizeGuessArtwork(item, french);
      expect([local.artworkId, local.correctAnswer, local.crop, local.points]).toEqual([
        item.artworkId,
        item.correctAnswer,
        item.crop,
        item.points,
      ]);
    }
    const game = localizeGame(gameCatalogue[0]!, french);
    expect([game.id, game.icon, game.difficulty, game.players]).toEqual([
      'louvre-history-quiz',
      'landmark',
      'Medium',
      1,
    ]);
  });

  it('keeps the English of an item the pack does not know', () => {
    const newer: GuessArtwork = { ...guessTheArtworkItems[0]!, id: 'guess-not-yet-translated' };
    expect(localizeGuessArtwork(newer, french)).toEqual(newer);
    const pair = { ...matchingPairs[0]!, id: 'match-not-yet-translated' };
    expect(localizeMatchingPair(pair, french)).toEqual(pair);
  });

  it('has an English pack that is the English content', () => {
    expect(englishGamesPack.guess['guess-mona-lisa'].options).toEqual(guessTheArtworkItems[0]?.options);
    expect(Object.keys(englishGamesPack.masterpieces)).toHaveLength(masterpieces.length);
  });
});

describe.each(packs)('the %s games', (locale, pack) => {
  const titles = translatedTitles(pack);

  it.each(guessTheArtworkItems.map((item) => [item.id, item] as const))(
    '%s: the right option is the translated title, at the English index',
    (_id, english) => {
      const item = localizeGuessArtwork(english, pack);
      expect(item.options).toHaveLength(english.options.length);
      expect(duplicates(item.options)).toEqual([]);
      expect(item.options[english.correctAnswer]).toBe(item.title);
      expect(item.options.filter((option) => option === item.title)).toHaveLength(1);
      // A hint helps but never names the work.
      expect(item.hint.toLowerCase()).not.toContain(item.title.toLowerCase());
    },
  );

  it('names a masterpiece the same way wherever it appears', () => {
    const named = [
      ...guessTheArtworkItems.flatMap((item) => {
        const local = localizeGuessArtwork(item, pack);
        return [
          [item.title, local.title] as const,
          ...item.options.map((option, index) => [option, local.options[index]] as const),
        ];
      }),
      ...matchingPairs.map((pair) => [pair.right, localizeMatchingPair(pair, pack).right] as const),
    ];
    const inconsistent = named.filter(
      ([english, translated]) => titles.has(english) && titles.get(english) !== translated,
    );
    expect(inconsistent).toEqual([]);
  });

  it('matches each artist with the work the masterpieces name, under the same names', () => {
    for (const english of matchingPairs) {
      const pair = localizeMatchingPair(english, pack);
      const work = masterpieces.find((candidate) => candidate.title === english.right);
      expect(work, english.right).toBeDefined();
      expect(localizeMasterpiece(work!, pack)).toMatchObject({ title: pair.right, artist: pair.left });
      expect(sentenceCount(pair.description), pair.id).toBe(1);
    }
    const pairs = matchingPairs.map((pair) => localizeMatchingPair(pair, pack));
    expect(duplicates(pairs.map((pair) => pair.left))).toEqual([]);
    expect(duplicates(pairs.map((pair) => pair.right))).toEqual([]);
  });

  it('gives each game, statement, event, movement and masterpiece its own name', () => {
    expect(duplicates(gameCatalogue.map((game) => localizeGame(game, pack).title))).toEqual([]);
    expect(duplicates(trueFalseStatements.map((s) => localizeStatement(s, pack).statement))).toEqual([]);
    expect(duplicates(timelineEvents.map((e) => localizeTimelineEvent(e, pack).title))).toEqual([]);
    expect(duplicates(Object.values(pack.movements).map((movement) => movement.name))).toEqual([]);
    expect(duplicates([...titles.values()])).toEqual([]);
  });

  it('writes statements as full sentences', () => {
    for (const statement of trueFalseStatements) {
      expect(localizeStatement(statement, pack).statement.endsWith('.'), statement.id).toBe(true);
    }
  });

  it('uses the language’s own quotation marks and apostrophes', () => {
    const texts = textsIn(pack).map(([, text]) => text);
    expect(texts.filter((text) => /["']/.test(text))).toEqual([]);
    if (locale === 'ru') {
      // Every Russian text with letters is written in Cyrillic, names included.
      expect(texts.filter((text) => /\p{L}/u.test(text) && !/\p{Script=Cyrillic}/u.test(text))).toEqual([]);
    }
  });
});
