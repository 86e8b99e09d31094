// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import { isContentPackLoaded as inMemory } from './content-packs';
import { contentPacksOf } from './groups';
import { changeLocale, loadMessageGroups, loadScreenPacks } from './index';

afterAll(() => changeLocale('en'));

// One i18next instance for the whole file: each test builds on the language left by the last.
describe('content packs one screen shows', () => {
  it('are not fetched with the games’ messages: the index shows game titles, not questions', async () => {
    expect(contentPacksOf('games')).toEqual(['games']);
    await loadMessageGroups(['games']);
    await changeLocale('fr');
    expect(inMemory('fr', 'games')).toBe(true);
    expect(inMemory('fr', 'quizzes')).toBe(false);
  });

  it('are fetched, in the current language, when their screen opens', async () => {
    await loadScreenPacks(['quizzes']);
    expect(inMemory('fr', 'quizzes')).toBe(true);
  });

  it('are fetched again before a language switch, like the groups', async () => {
    await changeLocale('ru');
    expect(inMemory('ru', 'quizzes')).toBe(true);
    expect(inMemory('ru', 'crossword')).toBe(false);
  });
});
