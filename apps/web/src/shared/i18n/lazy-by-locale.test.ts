import { describe, expect, it } from 'vitest';
import frErrorTexts from './error-texts/fr';
import type { ErrorTexts } from './error-texts/types';
import { lazyByLocale } from './lazy-by-locale';

type Translated = 'fr' | 'ru';

/** A loader that counts its calls and answers from a list of outcomes, one per call. */
function scripted(outcomes: (string | Error)[]) {
  const calls: string[] = [];
  const fetchOne = (key: string) => {
    calls.push(key);
    const outcome = outcomes.shift();
    return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(`${key}:${outcome}`);
  };
  return { calls, fetchOne };
}

describe('lazyByLocale', () => {
  it('fetches a language’s chunk once, and has it at hand once it has arrived', async () => {
    const modules: Record<Translated, () => Promise<{ default: ErrorTexts }>> = {
      fr: () => import('./error-texts/fr'),
      ru: () => import('./error-texts/ru'),
    };
    const texts = lazyByLocale((locale: Translated) => modules[locale]().then((module) => module.default));
    expect(texts.get('fr')).toBeUndefined();
    const [first, second] = await Promise.all([texts.load('fr'), texts.load('fr')]);
    expect(first).toBe(second);
    expect(first).toBe(frErrorTexts);
    expect(texts.get('fr')).toBe(first);
    expect(await texts.load('fr')).toBe(first);
    expect(texts.get('ru')).toBeUndefined();
  });

  it('asks its loader once per key, however many ask at once', async () => {
    const { calls, fetchOne } = scripted(['a', 'b']);
    const values = lazyByLocale(fetchOne);
    const loads = await Promise.all([
      values.load('fr/tours'),
      values.load('fr/tours'),
      values.load('ru/tours'),
    ]);
    expect(loads).toEqual(['fr/tours:a', 'fr/tours:a', 'ru/tours:b']);
    await values.load('fr/tours');
    expect(calls).toEqual(['fr/tours', 'ru/tours']);
  });

  it('forgets a failed request, so that the next use tries again', async () => {
    const { calls, fetchOne } = scripted([new Error('offline'), 'back']);
    const values = lazyByLocale(fetchOne);
    await expect(values.load('fr')).rejects.toThrow('offline');
    expect(values.get('fr')).toBeUndefined();
    await expect(values.load('fr')).resolves.toBe('fr:back');
    expect(values.get('fr')).toBe('fr:back');
    expect(calls).toEqual(['fr', 'fr']);
  });

  it('tells its subscribers when a value arrives, until they unsubscribe', async () => {
    const { fetchOne } = scripted(['a', 'b', 'c']);
    const values = lazyByLocale(fetchOne);
    const seen: (string | undefined)[] = [];
    const unsubscribe = values.subscribe(() => seen.push(values.get('fr')));
    await values.load('fr');
    await values.load('fr');
    unsubscribe();
    await values.load('ru');
    expect(seen).toEqual(['fr:a']);
  });
});
