import { greyPixels, type GreyImage } from './grey-pixels';
import { defaultLshOptions, HammingLsh, noRival, packDescriptors, type LshOptions } from './hamming';
import { homographyInliers } from './homography';
import { confidenceOf, possibleScoreOf } from './match-confidence';
import type { OpenCv } from './opencv';
import { describe, descriptorBytes, detect, type Features } from './orb-features';

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

/** What the local features found: subjects the photo certainly shows, and weaker possible matches. */
export interface VisualSearchResult {
  /** At least `minInliers` inliers each, best first, at most three. */
  claims: VisualMatch[];
  /** Subjects with some geometric evidence but not enough to claim, best first, at most three. */
  possible: VisualMatch[];
}

export interface VisualIndexOptions {
  /** Longest side images are scaled to before feature detection. */
  maxSide: number;
  /** ORB keypoints per image. */
  features: number;
  /** Lowe's ratio: a match counts when clearly better than the best match on another subject. */
  ratio: number;
  /** At least this many inliers is a claim: the photo shows the subject. */
  minInliers: number;
  /** Fewer inliers than a claim but at least this many makes the subject a possible match. */
  minCandidateInliers: number;
  /** The nearest-neighbour search's hash tables (`defaultLshOptions` when left out). */
  search?: LshOptions;
}

/**
 * Tuned on the evaluation set (`npm run bench:recognition`): at 800 px with 2,000 keypoints, a looser
 * ratio and fewer inliers, another visitor's photo of a landmark is claimed far more often than at
 * 640 px, 800 keypoints, 0.8 and 20 inliers, with no more false claims on look-alike monuments. The
 * right claims on the set all had at least 14 inliers; a Mona Lisa photographed at an extreme angle was
 * taken for Psyche with 11 by chance: 13 keeps the first and refuses the second.
 */
export const defaultIndexOptions: VisualIndexOptions = {
  maxSide: 800,
  features: 2000,
  ratio: 0.85,
  minInliers: 13,
  minCandidateInliers: 8,
  search: defaultLshOptions,
};

/** Where one query's time went, in milliseconds: pass one to `query` to have it filled in. */
export interface QueryTimings {
  /** JPEG decode, orientation, scaling and grey conversion (sharp); 0 when given grey pixels. */
  decode: number;
  /** ORB keypoints and descriptors. */
  features: number;
  /** Nearest neighbours and the ratio test. */
  match: number;
  /** RANSAC homographies of the best references. */
  verify: number;
}

/**
 * Visual search over reference photos: ORB features of every reference in one descriptor table, so a
 * query is one nearest-neighbour pass (not one per reference); the references that collect the most
 * distinctive matches are then checked geometrically (RANSAC homography), and only that evidence
 * counts. A photo of nothing we know collects few consistent matches and is not recognised.
 *
 * The nearest-neighbour pass is multi-probe LSH over the binary descriptors (`hamming.ts`): OpenCV's
 * brute-force matcher compared every query descriptor with every row, most of a query's time.
 */
export class VisualIndex {
  private constructor(
    private readonly cv: OpenCv,
    private readonly options: VisualIndexOptions,
    private readonly references: readonly (Omit<ReferenceImage, 'image'> & { points: Float32Array })[],
    /** All reference descriptors, hashed; its groups are subjects, so rivals are on other subjects. */
    private readonly table: HammingLsh,
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
      for (const reference of references)
        all.push(await detect(cv, detector, reference.image, options.maxSide));
      const rows = all.reduce((sum, f) => sum + f.count, 0);
      const descriptors = new Uint8Array(rows * descriptorBytes);
      const owner = new Int32Array(rows);
      const ownerPoint = new Int32Array(rows);
      const subjectOf = new Int32Array(rows);
      const subjects = new Map<string, number>();
      let row = 0;
      all.forEach((features, index) => {
        const subject = (references[index] as ReferenceImage).subject;
        if (!subjects.has(subject)) subjects.set(subject, subjects.size);
        descriptors.set(features.descriptors, row * descriptorBytes);
        owner.fill(index, row, row + features.count);
        subjectOf.fill(subjects.get(subject) as number, row, row + features.count);
        for (let i = 0; i < features.count; i += 1) ownerPoint[row + i] = i;
        row += features.count;
      });
      const table = HammingLsh.build(
        packDescriptors(descriptors),
        subjectOf,
        options.search ?? defaultLshOptions,
      );
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
  async query(image: GreyImage | Buffer, timings?: QueryTimings): Promise<VisualMatch[]> {
    return (await this.search(image, timings)).claims;
  }

  /**
   * The subjects the photo shows (claims) and those it may show (possible matches). The server passes
   * grey pixels already scaled to `maxSide` (`greyPixels`), so the photo is decoded once; encoded bytes
   * (tests, the benchmark) are decoded here.
   */
  async search(image: GreyImage | Buffer, timings?: QueryTimings): Promise<VisualSearchResult> {
    const { cv, options } = this;
    const started = performance.now();
    const grey = Buffer.isBuffer(image) ? await greyPixels(image, options.maxSide) : image;
    const decoded = performance.now();
    const detector = new cv.ORB(options.features);
    let query: Features;
    try {
      query = describe(cv, detector, grey);
    } finally {
      detector.delete();
    }
    const described = performance.now();
    const report = (match: number, verify: number) =>
      timings &&
      Object.assign(timings, { decode: decoded - started, features: described - decoded, match, verify });
    if (query.count < options.minCandidateInliers) {
      report(0, 0);
      return { claims: [], possible: [] };
    }

    const correspondences = this.distinctiveMatches(query);
    const matched = performance.now();
    const byReference = [...correspondences.entries()].sort((a, b) => b[1].length - a[1].length).slice(0, 5);
    const bestBySubject = new Map<string, VisualMatch>();
    for (const [referenceIndex, pairs] of byReference) {
      if (pairs.length < options.minCandidateInliers) continue;
      const reference = this.references[referenceIndex];
      if (!reference) continue;
      const inliers = homographyInliers(this.cv, query.points, reference.points, pairs);
      if (inliers < options.minCandidateInliers) continue;
      const previous = bestBySubject.get(reference.subject);
      if (!previous || previous.inliers < inliers) {
        bestBySubject.set(reference.subject, {
          subject: reference.subject,
          kind: reference.kind,
          inliers,
          confidence:
            inliers >= options.minInliers
              ? confidenceOf(inliers, options.minInliers)
              : possibleScoreOf(inliers, options.minInliers),
        });
      }
    }
    report(matched - described, performance.now() - matched);
    const ranked = [...bestBySubject.values()].sort((a, b) => b.inliers - a.inliers);
    const claims = ranked.filter((match) => match.inliers >= options.minInliers).slice(0, 3);
    // A possible match beside a claim would contradict it: only offered when nothing is claimed.
    const possible = claims.length ? [] : ranked.slice(0, 3);
    return { claims, possible };
  }

  /**
   * Query keypoints whose nearest reference descriptor is clearly nearer than the nearest one on any
   * other subject (so two photos of one landmark do not cancel each other out), grouped by reference.
   * A keypoint with no rival among the rows the search compared counts, as with OpenCV's k-NN when
   * all k neighbours were on one subject.
   */
  private distinctiveMatches(query: Features): Map<number, [number, number][]> {
    const { best, bestDistance, rivalDistance } = this.table.search(packDescriptors(query.descriptors));
    const groups = new Map<number, [number, number][]>();
    for (let q = 0; q < query.count; q += 1) {
      const row = best[q] as number;
      if (row < 0) continue;
      const rival = rivalDistance[q] as number;
      if (rival !== noRival && (bestDistance[q] as number) >= this.options.ratio * rival) continue;
      const reference = this.owner[row] as number;
      const list = groups.get(reference) ?? [];
      list.push([q, this.ownerPoint[row] as number]);
      groups.set(reference, list);
    }
    return groups;
  }

  /** Kept for callers written for OpenCV's matrices: the index now lives in plain arrays, freed with it. */
  delete(): void {}
}
