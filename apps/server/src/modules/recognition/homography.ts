import type { OpenCv } from './opencv';

/**
 * Inliers of a RANSAC homography from the query's keypoints to the reference's, for the pairs
 * (query keypoint, reference keypoint) that matched; 0 for a degenerate transform.
 */
export function homographyInliers(
  cv: OpenCv,
  queryPoints: Float32Array,
  referencePoints: Float32Array,
  pairs: [number, number][],
): number {
  const source: number[] = [];
  const target: number[] = [];
  for (const [q, r] of pairs) {
    source.push(queryPoints[q * 2] as number, queryPoints[q * 2 + 1] as number);
    target.push(referencePoints[r * 2] as number, referencePoints[r * 2 + 1] as number);
  }
  const from = cv.matFromArray(pairs.length, 1, cv.CV_32FC2, source);
  const to = cv.matFromArray(pairs.length, 1, cv.CV_32FC2, target);
  const mask = new cv.Mat();
  const homography = cv.findHomography(from, to, cv.RANSAC, 5, mask);
  try {
    if (homography.empty()) return 0;
    const h = homography.data64F as Float64Array;
    // A photo is at most a strong perspective of the reference: no mirror image, no collapse.
    const determinant = (h[0] as number) * (h[4] as number) - (h[1] as number) * (h[3] as number);
    if (!(determinant > 0.02 && determinant < 50)) return 0;
    let inliers = 0;
    for (let i = 0; i < mask.rows; i += 1) if (mask.data[i]) inliers += 1;
    return inliers;
  } finally {
    from.delete();
    to.delete();
    mask.delete();
    homography.delete();
  }
}
