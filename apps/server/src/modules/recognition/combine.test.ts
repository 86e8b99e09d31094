import { describe, expect, it } from 'vitest';
import { combineStages } from './combine';
import type { Ranking } from './global/ranker-model';
import type { VisualMatch } from './visual-index';

const match = (subject: string, inliers: number, confidence: number): VisualMatch => ({
  subject,
  kind: 'landmark',
  inliers,
  confidence,
});
const ranking = (scores: Record<string, number>, background = 0): Ranking => ({
  ranked: Object.entries(scores)
    .map(([subject, score]) => ({ subject, kind: 'landmark' as const, score }))
    .sort((a, b) => b.score - a.score),
  background,
});

describe('combining the local and the global stage', () => {
  it('keeps a local claim and offers nothing beside it', () => {
    const claimed = { claims: [match('colosseum', 40, 0.86)], possible: [] };
    expect(combineStages(claimed, ranking({ 'pantheon-rome': 0.99 }))).toEqual(claimed);
  });

  it('never claims from the global ranking, however sure it is', () => {
    const result = combineStages({ claims: [], possible: [] }, ranking({ 'great-pyramid-giza': 0.98 }));
    expect(result.claims).toEqual([]);
    expect(result.possible).toEqual([match('great-pyramid-giza', 0, 0.49)]);
  });

  it('ranks possible matches by global score, geometric evidence counting a quarter more, three at most', () => {
    const result = combineStages(
      { claims: [], possible: [match('parthenon', 9, 0.35)] },
      ranking({
        'pantheon-rome': 0.5,
        parthenon: 0.3,
        colosseum: 0.12,
        'st-peters-basilica': 0.11,
        'sacre-coeur': 0.05,
      }),
      { candidate: 0.1 },
    );
    expect(result.possible.map((m) => [m.subject, m.confidence])).toEqual([
      ['parthenon', 0.35],
      ['pantheon-rome', 0.49],
      ['colosseum', 0.12],
    ]);
  });

  it('offers nothing when every score is under the threshold and nothing local was found', () => {
    expect(combineStages({ claims: [], possible: [] }, ranking({ colosseum: 0.09 }, 0.9))).toEqual({
      claims: [],
      possible: [],
    });
    expect(combineStages({ claims: [], possible: [] }, null)).toEqual({ claims: [], possible: [] });
  });
});
