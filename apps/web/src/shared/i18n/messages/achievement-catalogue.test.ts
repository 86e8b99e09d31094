import { achievementCatalogue, badgeCatalogue } from '@artvoyage/content/gamification';
import { describe, expect, it } from 'vitest';
import achievementsEn from './en/achievements';

describe('the English achievement messages', () => {
  it('are the catalogue’s own names and descriptions, id for id', () => {
    const fromCatalogue = (entries: readonly { id: string; name: string; description: string }[]) =>
      Object.fromEntries(entries.map(({ id, name, description }) => [id, { name, description }]));
    expect(achievementsEn.achievements.catalogue).toEqual(fromCatalogue(achievementCatalogue));
    expect(achievementsEn.achievements.badgeCatalogue).toEqual(fromCatalogue(badgeCatalogue));
  });
});
