import { describe, expect, it } from 'vitest';
import { textsIn } from '../i18n/facts';
import { translatedPacks, type ContentPackName } from '../i18n/packs';
import { frenchSpacingIssues } from '../i18n/typography';

describe('the French content packs', () => {
  it.each(Object.keys(translatedPacks.fr) as ContentPackName[])(
    '%s spaces its punctuation and guillemets the French way',
    (name) => {
      const issues = textsIn(translatedPacks.fr[name]).flatMap(([path, text]) =>
        frenchSpacingIssues(text).map((issue) => `${path}: ${issue}`),
      );
      expect(issues).toEqual([]);
    },
  );
});
