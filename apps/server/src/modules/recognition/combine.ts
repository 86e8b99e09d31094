import { maxRecognitionCandidates } from '@artvoyage/contract';
import type { Ranking } from './global/ranker-model';
import type { VisualMatch, VisualSearchResult } from './visual-index';

/*
 * The two stages' answers as one: the local features' geometric evidence decides first (a claim there
 * is a claim); only when it claims nothing does the learned global ranking speak, by a claim when it is
 * very sure, otherwise by possible matches for the visitor to confirm.
 */

export interface StageThresholds {
  /** A global score at least this claims the subject on its own (calibrated to few false claims). */
  globalClaim: number;
  /** A global score at least this makes the subject a possible match. */
  candidate: number;
}

/**
 * Calibrated on the evaluation set's calibration half (`npm run bench:recognition` sweeps them): at
 * 0.9 no distractor, look-alikes included, was claimed by the global stage; below 0.1 pictures of
 * nothing of ours are offered candidates more often than they are right.
 */
export const defaultThresholds: StageThresholds = { globalClaim: 0.9, candidate: 0.1 };

export interface CombinedResult {
  claims: VisualMatch[];
  possible: VisualMatch[];
  /** Which stage made the claims, for the record. */
  claimedBy: 'local' | 'global' | null;
}

/** A candidate's score stays under 0.5, so it never reads as a claim. */
const candidateScore = (score: number) => Math.min(0.49, Math.round(score * 100) / 100);

export function combineStages(
  local: VisualSearchResult,
  global: Ranking | null,
  thresholds: StageThresholds = defaultThresholds,
): CombinedResult {
  if (local.claims.length > 0) return { claims: local.claims, possible: [], claimedBy: 'local' };
  const ranked = global?.ranked ?? [];
  const best = ranked[0];
  if (best && best.score >= thresholds.globalClaim) {
    return {
      claims: [
        {
          subject: best.subject,
          kind: best.kind,
          inliers: 0,
          confidence: Math.min(0.99, Math.round(best.score * 100) / 100),
        },
      ],
      possible: [],
      claimedBy: 'global',
    };
  }
  // Both stages' possible matches, by global score; some geometric evidence counts as a quarter more
  // (alone, 8 to 12 correspondences are often chance, so it does not outrank a confident ranking).
  const scoreOf = new Map(ranked.map((entry) => [entry.subject, entry.score]));
  const merged = new Map<string, VisualMatch & { rank: number }>();
  for (const match of local.possible) {
    const global = scoreOf.get(match.subject) ?? 0;
    merged.set(match.subject, {
      ...match,
      confidence: candidateScore(Math.max(match.confidence, global)),
      rank: global + 0.25,
    });
  }
  for (const entry of ranked) {
    if (entry.score < thresholds.candidate || merged.has(entry.subject)) continue;
    merged.set(entry.subject, {
      subject: entry.subject,
      kind: entry.kind,
      inliers: 0,
      confidence: candidateScore(entry.score),
      rank: entry.score,
    });
  }
  const possible = [...merged.values()]
    .sort((a, b) => b.rank - a.rank)
    .slice(0, maxRecognitionCandidates)
    .map(({ rank: _rank, ...match }) => match);
  return { claims: [], possible, claimedBy: null };
}
