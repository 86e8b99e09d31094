import { frenchSpacingIssues } from '@artvoyage/content/i18n';
import { describe, expect, it } from 'vitest';
import errorTexts from './error-texts/fr';

/** Every French message module, the games' sub-modules included. */
const modules = import.meta.glob<unknown>('./messages/fr/**/*.ts', { eager: true, import: 'default' });

function textsIn(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => textsIn(item, path ? `${path}.${key}` : key));
}

const sources: [string, unknown][] = [...Object.entries(modules), ['./error-texts/fr.ts', errorTexts]];

describe('the French messages', () => {
  it.each(sources)('%s spaces its punctuation and guillemets the French way', (_file, tree) => {
    const issues = textsIn(tree).flatMap(([path, text]) =>
      frenchSpacingIssues(text).map((issue) => `${path}: ${issue}`),
    );
    expect(issues).toEqual([]);
  });
});
