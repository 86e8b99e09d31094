import { describe, expect, it } from 'vitest';

/*
 * A label's punctuation belongs to its message: French puts a non-breaking space before a colon, so a
 * component that appends ': ' to a translated text writes "Horaires: " in French.
 */
const sources = import.meta.glob<string>(['/src/**/*.tsx', '/src/**/*.ts', '!/src/**/*.test.*'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** `{t('key')}: ` in JSX, or `${t('key')}: ` in a template literal. */
const colonAfterMessage = /\$?\{\s*t\([^()]*(\([^()]*\)[^()]*)*\)\s*\}\s*:/g;

describe('translated labels', () => {
  it('are never followed by a colon the component adds', () => {
    const found = Object.entries(sources).flatMap(([path, source]) =>
      [...source.matchAll(colonAfterMessage)].map((match) => `${path}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });
});
