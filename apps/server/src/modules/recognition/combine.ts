import { maxRecognitionCandidates } from '@artvoyage/contract';
import type { Ranking } from './global/ranker-model';
import type { VisualMatch, VisualSearchResult } from './visual-index';

/*
 * The two stages' answers as one. Only the local features' geometric evidence makes a claim; the
 * learned global ranking never does: on the evaluation set, at any threshold it could claim with, it
 * found no subject the local features had missed and claimed look-alikes (the Bent Pyramid as the Great
 * Pyramid). When nothing is claimed, its ranking offers the possible matches the visitor confirms.
 */

export interface StageThresholds {
  /** A global score at least this makes the subject a possible match. */
  candidate: number;
}

/**
 * Calibrated on the evaluation set (`npm run bench:recognition` sweeps it): from 0.1, the right subject
 * is in the top three for most other views, and a quarter of the pictures of other things are offered
 * candidates; from 0.05, half of them are, for a few more right subjects.
 */
export const defaultThresholds: StageThresholds = { candidate: 0.1 };

/** A candidate's score stays under 0.5, so it never reads as a claim. */
const candidateScore = (score: number) => Math.min(0.49, Math.round(score * 100) / 100);

export function combineStages(
  local: VisualSearchResult,
  global: Ranking | null,
  thresholds: StageThresholds = defaultThresholds,
): VisualSearchResult {
  if (local.claims.length > 0) return { claims: local.claims, possible: [] };
  // Both stages' possible matches, by global score; some geometric evidence counts as a quarter more
  // (alone, 8 to 12 correspondences are often chance, so it does not outrank a confident ranking).
  const ranked = global?.ranked ?? [];
  const scoreOf = new Map(ranked.map((entry) => [entry.subject, entry.score]));
  const merged = new Map<string, VisualMatch & { rank: number }>();
  for (const match of local.possible) {
    const score = scoreOf.get(match.subject) ?? 0;
    merged.set(match.subject, {
      ...match,
      confidence: candidateScore(Math.max(match.confidence, score)),
      rank: score + 0.25,
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
  return { claims: [], possible };
}
