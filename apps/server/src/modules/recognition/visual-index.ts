import sharp from 'sharp';
import type { OpenCv } from './opencv';

/** One reference photo; several photos may show one subject (two views of the Colosseum). */
export interface ReferenceImage {
  /** The subject recognised: an artwork id or a landmark id. */
  subject: string;
  kind: 'artwork' | 'landmark';
  image: Buffer | string;
}

export interface VisualMatch {
  subject: string;
  kind: ReferenceImage['kind'];
  /** Correspondences consistent with one perspective transform: the geometric evidence. */
  inliers: number;
  /** 0-1, growing with the inliers. */
  confidence: number;
}

export interface VisualIndexOptions {
  /** Longest side images are scaled to before feature detection. */
  maxSide: number;
  /** ORB keypoints per image. */
  features: number;
  /** Lowe's ratio: a match counts when clearly better than the best match on another subject. */
  ratio: number;
  /** Fewer inliers than this is not evidence of anything. */
  minInliers: number;
}

export const defaultIndexOptions: VisualIndexOptions = {
  maxSide: 640,
  features: 800,
  ratio: 0.8,
  minInliers: 20,
};

interface Features {
  descriptors: Uint8Array;
  count: number;
  points: Float32Array;
}

const descriptorBytes = 32;

/** Grey pixels of an image, upright and scaled to fit `maxSide`. */
async function greyPixels(image: Buffer | string, maxSide: number) {
  const { data, info } = await sharp(image, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: false })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Visual search over reference photos: ORB features of every reference in one descriptor table, so a
 * query is one nearest-neighbour pass (not one per reference); the references that collect the most
 * distinctive matches are then checked geometrically (RANSAC homography), and only that evidence
 * counts. A photo of nothing we know collects few consistent matches and is not recognised.
 */
export class VisualIndex {
  private constructor(
    private readonly cv: OpenCv,
    private readonly options: VisualIndexOptions,
    private readonly references: readonly (Omit<ReferenceImage, 'image'> & { points: Float32Array })[],
    /** All reference descriptors, row by row. */
    private readonly table: OpenCv,
    /** For each row of the table: its reference, and its keypoint within it. */
    private readonly owner: Int32Array,
    private readonly ownerPoint: Int32Array,
  ) {}

  static async build(
    cv: OpenCv,
    references: readonly ReferenceImage[],
    options: VisualIndexOptions = defaultIndexOptions,
  ): Promise<VisualIndex> {
    const detector = new cv.ORB(options.features);
    try {
      const all: Features[] = [];
      for (const reference of references) all.push(await detect(cv, detector, reference.image, options));
      const rows = all.reduce((sum, f) => sum + f.count, 0);
      const table = new cv.Mat(rows, descriptorBytes, cv.CV_8U);
      const owner = new Int32Array(rows);
      const ownerPoint = new Int32Array(rows);
      let row = 0;
      all.forEach((features, index) => {
        table.data.set(features.descriptors, row * descriptorBytes);
        for (let i = 0; i < features.count; i += 1) {
          owner[row + i] = index;
          ownerPoint[row + i] = i;
        }
        row += features.count;
      });
      const entries = references.map((reference, index) => ({
        subject: reference.subject,
        kind: reference.kind,
        points: (all[index] as Features).points,
      }));
      return new VisualIndex(cv, options, entries, table, owner, ownerPoint);
    } finally {
      detector.delete();
    }
  }

  get size(): number {
    return this.references.length;
  }

  /** Up to three subjects the photo shows, best first; empty when nothing is recognised. */
  async query(image: Buffer): Promise<VisualMatch[]> {
    const { cv, options } = this;
    const detector = new cv.ORB(options.features);
    let query: Features;
    try {
      query = await detect(cv, detector, image, options);
    } finally {
      detector.delete();
    }
    if (query.count < options.minInliers) return [];

    const correspondences = this.distinctiveMatches(query);
    const byReference = [...correspondences.entries()].sort((a, b) => b[1].length - a[1].length).slice(0, 4);
    const bestBySubject = new Map<string, VisualMatch>();
    for (const [referenceIndex, pairs] of byReference) {
      if (pairs.length < options.minInliers) continue;
      const reference = this.references[referenceIndex];
      if (!reference) continue;
      const inliers = this.verify(query.points, reference.points, pairs);
      if (inliers < options.minInliers) continue;
      const previous = bestBySubject.get(reference.subject);
      if (!previous || previous.inliers < inliers) {
        bestBySubject.set(reference.subject, {
          subject: reference.subject,
          kind: reference.kind,
          inliers,
          confidence: confidenceOf(inliers),
        });
      }
    }
    return [...bestBySubject.values()].sort((a, b) => b.inliers - a.inliers).slice(0, 3);
  }

  /**
   * Query keypoints whose nearest reference descriptor is clearly nearer than the nearest one on any
   * other subject (so two photos of one landmark do not cancel each other out), grouped by reference.
   */
  private distinctiveMatches(query: Features): Map<number, [number, number][]> {
    const { cv } = this;
    const queryMat = new cv.Mat(query.count, descriptorBytes, cv.CV_8U);
    queryMat.data.set(query.descriptors);
    const knn = new cv.DMatchVectorVector();
    const matcher = new cv.BFMatcher(cv.NORM_HAMMING, false);
    const groups = new Map<number, [number, number][]>();
    try {
      matcher.knnMatch(queryMat, this.table, knn, 4);
      for (let i = 0; i < knn.size(); i += 1) {
        const candidates = knn.get(i);
        const best = candidates.get(0);
        const reference = this.owner[best.trainIdx] as number;
        const subject = this.references[reference]?.subject;
        let rival: number | undefined;
        for (let k = 1; k < candidates.size(); k += 1) {
          const other = candidates.get(k);
          if (this.references[this.owner[other.trainIdx] as number]?.subject !== subject) {
            rival = other.distance;
            break;
          }
        }
        if (rival !== undefined && best.distance >= this.options.ratio * rival) continue;
        const list = groups.get(reference) ?? [];
        list.push([best.queryIdx, this.ownerPoint[best.trainIdx] as number]);
        groups.set(reference, list);
      }
    } finally {
      queryMat.delete();
      knn.delete();
      matcher.delete();
    }
    return groups;
  }

  /** Inliers of a RANSAC homography from the query to the reference; 0 for a degenerate transform. */
  private verify(
    queryPoints: Float32Array,
    referencePoints: Float32Array,
    pairs: [number, number][],
  ): number {
    const { cv } = this;
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

  delete(): void {
    this.table.delete();
  }
}

/** 20 inliers -> 0.57, 50 -> 0.77, 200 -> 0.93; never 1, since evidence is never certainty. */
export function confidenceOf(inliers: number): number {
  return Math.min(0.99, Math.round((inliers / (inliers + 15)) * 100) / 100);
}

async function detect(
  cv: OpenCv,
  detector: OpenCv,
  image: Buffer | string,
  options: VisualIndexOptions,
): Promise<Features> {
  const grey = await greyPixels(image, options.maxSide);
  const mat = new cv.Mat(grey.height, grey.width, cv.CV_8UC1);
  mat.data.set(grey.data);
  const keypoints = new cv.KeyPointVector();
  const descriptors = new cv.Mat();
  const noMask = new cv.Mat();
  try {
    detector.detectAndCompute(mat, noMask, keypoints, descriptors);
    const count = descriptors.rows as number;
    const points = new Float32Array(count * 2);
    for (let i = 0; i < count; i += 1) {
      const point = keypoints.get(i).pt;
      points[i * 2] = point.x;
      points[i * 2 + 1] = point.y;
    }
    return { descriptors: new Uint8Array(descriptors.data as Uint8Array), count, points };
  } finally {
    mat.delete();
    keypoints.delete();
    descriptors.delete();
    noMask.delete();
  }
}
