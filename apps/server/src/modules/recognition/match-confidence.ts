/**
 * 0-1, growing with the inliers: the claim threshold maps to 0.6 (a claim is always above the 0.5 an
 * unknown photo gets), twice the threshold to 0.75, ten times to about 0.94; never 1, since evidence
 * is never certainty. It moves with the threshold, so retuning the threshold keeps claims above 0.5.
 */
export function confidenceOf(inliers: number, minInliers: number): number {
  const scale = (minInliers * 2) / 3;
  return Math.min(0.99, Math.round((inliers / (inliers + scale)) * 100) / 100);
}

/** A possible match's score: under 0.5, so it never reads as a claim; half the claim threshold is 0.25. */
export function possibleScoreOf(inliers: number, minInliers: number): number {
  return Math.min(0.49, Math.round((0.5 * inliers * 100) / minInliers) / 100);
}
