import { describe, expect, it } from 'vitest';
import { aliasesOf, passageAliases } from './aliases';
import { knowledgeIn } from './index';
import type { KnowledgeLanguage } from './types';

const languages: readonly KnowledgeLanguage[] = ['en', 'fr', 'ru'];
// Built while the file loads, as the translations' tests do: deriving a translation takes seconds on a
// busy machine, longer than one test may.
const idsIn = new Map(
  languages.map((language) => [language, new Set(knowledgeIn(language).map((passage) => passage.id))]),
);

describe('the alternative phrasings of passages', () => {
  it('belong to passages of the knowledge base, in every language', () => {
    for (const language of languages)
      for (const id of Object.keys(passageAliases))
        expect(idsIn.get(language), `${id} ${language}`).toContain(id);
  });

  it('give each language at least one phrasing, none empty or repeated', () => {
    for (const [id, aliases] of Object.entries(passageAliases))
      for (const language of languages) {
        const phrasings = aliases[language];
        expect(phrasings.length, `${id} ${language}`).toBeGreaterThan(0);
        expect(
          phrasings.every((phrasing) => phrasing.trim().length > 0),
          `${id} ${language}`,
        ).toBe(true);
        expect(new Set(phrasings).size, `${id} ${language}`).toBe(phrasings.length);
      }
  });

  it('are written in the language they are given for', () => {
    for (const [id, aliases] of Object.entries(passageAliases)) {
      expect(
        aliases.ru.every((phrasing) => /\p{Script=Cyrillic}/u.test(phrasing)),
        id,
      ).toBe(true);
      for (const language of ['en', 'fr'] as const)
        expect(
          aliases[language].every((phrasing) => !/\p{Script=Cyrillic}/u.test(phrasing)),
          `${id} ${language}`,
        ).toBe(true);
    }
  });

  it('are none for a passage without any', () => {
    expect(aliasesOf('museum:pyramid', 'en')).toEqual([]);
    expect(aliasesOf('artwork:raft-medusa:fact-5', 'fr')).toContain('sombre');
  });
});
