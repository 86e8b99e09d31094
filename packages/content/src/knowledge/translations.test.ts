import { describe, expect, it } from 'vitest';
import { factMismatches } from '../i18n/facts';
import { translatedLocales } from '../i18n/translations';
import { translatedPacks } from '../i18n/packs';
import { englishPlacesPack } from '../places/texts';
import { artworkFame } from './artworks';
import {
  knowledgeIn,
  knowledgePassages as englishKnowledge,
  knowledgeTranslations,
  linkLabels,
  MAX_PASSAGE_CHARS,
  placePassagesFrom,
  placePassages as englishPlaces,
} from './index';
import type { KnowledgePassage } from './types';

const knowledgePassages = englishKnowledge();
const placePassages = englishPlaces();

/** Passages derived from the places, games and quizzes packs, in the language's own phrasing. */
const fromPacks = (passage: KnowledgePassage) => /^(landmark|destination|game|movement):/.test(passage.id);

/** Passages whose facts are the same though the number reader sees them differently, with why. */
const sameFacts: Readonly<Record<string, string>> = {
  'game:artworks-44': 'the exhibition 0,10: the English writes 0.10, which the reader takes for a clock time',
};

const byId = (passages: readonly KnowledgePassage[]) =>
  new Map(passages.map((passage) => [passage.id, passage]));
const textsById = (passages: readonly KnowledgePassage[]) =>
  Object.fromEntries(passages.map((passage) => [passage.id, passage.text]));

describe.each(translatedLocales)('the %s knowledge base', (locale) => {
  const passages = knowledgeIn(locale);
  const englishById = byId(knowledgePassages);

  it('has every passage of the English knowledge base, with the same ids, in order', () => {
    // No exception: place and game passages come from the language's packs, with the English ids.
    expect(passages.map((passage) => passage.id)).toEqual(knowledgePassages.map((passage) => passage.id));
  });

  it('has a passage from each game and quiz the English has', () => {
    const games = (all: readonly KnowledgePassage[]) => all.filter(fromPacks).length;
    expect(games(passages)).toBe(games(knowledgePassages));
    expect(games(passages)).toBeGreaterThan(200);
  });

  it('keeps every number of the English in every passage', () => {
    const mismatches = factMismatches(textsById(knowledgePassages), textsById(passages), locale);
    expect(mismatches.filter((mismatch) => !(mismatch.path in sameFacts))).toEqual([]);
  });

  it('translates every passage and keeps its topic, artwork and link path', () => {
    for (const passage of passages) {
      const source = englishById.get(passage.id);
      expect(passage.text, passage.id).not.toBe(source?.text);
      expect(passage.topic, passage.id).toBe(source?.topic);
      expect(passage.artworkId, passage.id).toBe(source?.artworkId);
      expect(passage.link?.path, passage.id).toBe(source?.link?.path);
      if (source?.keywords) expect(passage.keywords?.length, passage.id).toBeGreaterThan(0);
    }
  });

  it('labels every link in the language', () => {
    const labels = linkLabels(knowledgeTranslations[locale], translatedPacks[locale].tours);
    for (const passage of passages) {
      if (!passage.link) continue;
      expect(passage.link.label, passage.id).toBe(labels.get(passage.link.path));
    }
  });

  it('has texts that are whole sentences of a reasonable length', () => {
    for (const passage of passages) {
      expect(passage.title.trim(), passage.id).not.toBe('');
      expect(passage.text, passage.id).toMatch(/^["«“‘(]?[\p{Lu}\d]/u);
      expect(passage.text, passage.id).toMatch(/[.!?»)]$/);
      // Translations run longer than English; a fifth more leaves an answer short enough.
      expect(passage.text.length, passage.id).toBeLessThanOrEqual(MAX_PASSAGE_CHARS * 1.2);
      expect(passage.text, passage.id).not.toMatch(/\s{2,}|undefined|\$\{/);
    }
  });

  it('follows the typography of the language', () => {
    // A tour's description comes from the tours pack, whose typography is checked with the pack.
    for (const passage of passages.filter((item) => !/^tour:.*:description$/.test(item.id))) {
      const all = [passage.title, passage.text, ...(passage.keywords ?? [])].join(' ');
      expect(all, passage.id).not.toMatch(/["']/);
      if (locale === 'fr') {
        // A non-breaking space before ; : ! ? and inside guillemets.
        expect(all, passage.id).not.toMatch(/ [;:!?»]|« /);
      } else {
        // A non-breaking space before a dash; quotes «…» with „…“ inside.
        expect(all, passage.id).not.toMatch(/ —/);
        expect(all.split('„').length, passage.id).toBe(all.split('“').length);
      }
    }
  });

  it('answers "why is it famous" for every artwork', () => {
    for (const id of Object.keys(artworkFame)) {
      expect(byId(passages).get(`artwork:${id}:fame`)?.text.length, id).toBeGreaterThan(60);
    }
  });

  it('derives place passages from a places pack in its own phrasing, with the English ids', () => {
    // Until the language's places pack is registered, the English texts show the derivation works.
    const derived = placePassagesFrom(englishPlacesPack, knowledgeTranslations[locale].places);
    expect(derived.map((passage) => passage.id)).toEqual(placePassages.map((passage) => passage.id));
  });
});
