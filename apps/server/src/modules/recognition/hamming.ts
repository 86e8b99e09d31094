import { drawRandom, seededRandom } from '@artvoyage/content/games';

/*
 * Nearest neighbours among 256-bit binary descriptors (ORB's), in plain TypeScript. A descriptor is 8
 * 32-bit words; rows of a table follow each other in one Uint32Array. Every row belongs to a group (the
 * subject it shows), and a search answers, for each query row, the nearest row and the distance to the
 * nearest row of any *other* group: what the recogniser's ratio test compares.
 */

export const descriptorWords = 8;
/** Larger than any distance between 256-bit descriptors: "no row of another group was seen". */
export const noRival = 257;

/** Descriptor bytes (32 a row, as OpenCV gives them) as words; only consistency between rows matters. */
export function packDescriptors(bytes: Uint8Array): Uint32Array {
  if (bytes.length % (descriptorWords * 4)) throw new Error('descriptors must be 32 bytes each');
  const words = new Uint32Array(bytes.length / 4);
  for (let i = 0; i < words.length; i += 1) {
    const b = i * 4;
    words[i] =
      ((bytes[b] as number) |
        ((bytes[b + 1] as number) << 8) |
        ((bytes[b + 2] as number) << 16) |
        ((bytes[b + 3] as number) << 24)) >>>
      0;
  }
  return words;
}

/** Set bits of a 32-bit integer (SWAR: pairs, nibbles, then bytes summed by one multiply). */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * Bits that differ between row `a` of `left` and row `b` of `right`. Unrolled: this is the inner loop
 * of every search, and spelling out the eight words was about 20% faster in V8 than a loop.
 */
export function hammingDistance(left: Uint32Array, a: number, right: Uint32Array, b: number): number {
  const i = a * descriptorWords;
  const j = b * descriptorWords;
  return (
    popcount32((left[i] as number) ^ (right[j] as number)) +
    popcount32((left[i + 1] as number) ^ (right[j + 1] as number)) +
    popcount32((left[i + 2] as number) ^ (right[j + 2] as number)) +
    popcount32((left[i + 3] as number) ^ (right[j + 3] as number)) +
    popcount32((left[i + 4] as number) ^ (right[j + 4] as number)) +
    popcount32((left[i + 5] as number) ^ (right[j + 5] as number)) +
    popcount32((left[i + 6] as number) ^ (right[j + 6] as number)) +
    popcount32((left[i + 7] as number) ^ (right[j + 7] as number))
  );
}

/** For each query row: the nearest table row, its distance, and the distance to the nearest row of another group. */
export interface Neighbours {
  best: Int32Array;
  bestDistance: Int32Array;
  /** `noRival` when no row of another group was among the rows compared. */
  rivalDistance: Int32Array;
}

function emptyNeighbours(count: number): Neighbours {
  return {
    best: new Int32Array(count).fill(-1),
    bestDistance: new Int32Array(count).fill(noRival),
    rivalDistance: new Int32Array(count).fill(noRival),
  };
}

/**
 * Keeps the nearest row and the nearest row of a group other than the nearest's. When a nearer row
 * of another group arrives, the old nearest becomes the rival (it was nearer than anything else seen);
 * when it is of the same group, the rival stands.
 */
class Nearest {
  best = -1;
  bestDistance = noRival;
  bestGroup = -1;
  rivalDistance = noRival;

  reset() {
    this.best = -1;
    this.bestDistance = noRival;
    this.bestGroup = -1;
    this.rivalDistance = noRival;
  }

  consider(row: number, group: number, distance: number) {
    if (distance < this.bestDistance) {
      if (group !== this.bestGroup) this.rivalDistance = this.bestDistance;
      this.best = row;
      this.bestDistance = distance;
      this.bestGroup = group;
    } else if (group !== this.bestGroup && distance < this.rivalDistance) {
      this.rivalDistance = distance;
    }
  }

  store(into: Neighbours, q: number) {
    into.best[q] = this.best;
    into.bestDistance[q] = this.bestDistance;
    into.rivalDistance[q] = this.rivalDistance;
  }
}

/** The exact answer, comparing every query row with every table row: the reference the index is tested against. */
export function nearestExhaustive(table: Uint32Array, groups: Int32Array, queries: Uint32Array): Neighbours {
  const rows = table.length / descriptorWords;
  const count = queries.length / descriptorWords;
  const result = emptyNeighbours(count);
  const nearest = new Nearest();
  for (let q = 0; q < count; q += 1) {
    nearest.reset();
    for (let row = 0; row < rows; row += 1)
      nearest.consider(row, groups[row] as number, hammingDistance(queries, q, table, row));
    nearest.store(result, q);
  }
  return result;
}

export interface LshOptions {
  /** Hash tables; more find more true neighbours, and compare more rows. */
  tables: number;
  /** Bits of a bucket key (buckets per table = 2^bits). */
  bits: number;
  /**
   * Buckets probed per table: 0 only the query's own, 1 also every key one bit away (bits + 1 probes),
   * 2 also two bits away. Probing near keys finds neighbours that differ on a key bit.
   */
  probeRadius: 0 | 1 | 2;
  /** Which bits make each key; a fixed seed keeps results reproducible. */
  seed: number;
}

/**
 * 8 tables of 18-bit keys: with 2,000 keypoints per photo (52,000 rows for the 26 references), 16
 * tables of 16 bits compared about four times as many rows for the same recognitions on the evaluation
 * set; the 8 MB of bucket offsets are the price of the longer keys.
 */
export const defaultLshOptions: LshOptions = { tables: 8, bits: 18, probeRadius: 1, seed: 1 };

/**
 * Multi-probe locality-sensitive hashing for Hamming space. Each table keys rows by a random subset of
 * their bits, so rows a short distance apart usually share a key, or nearly, in at least one table. A
 * search compares the query only with the rows in the buckets it probes: approximate, since a true
 * neighbour that differs on a key bit in every table is missed, but a near row (the kind a ratio test
 * accepts) is found with a probability that grows quickly with `tables`.
 */
export class HammingLsh {
  private readonly seen: Int32Array;
  private stamp = 0;

  private constructor(
    private readonly table: Uint32Array,
    private readonly groups: Int32Array,
    private readonly options: LshOptions,
    /** The key bits of each table, `bits` at a time. */
    private readonly keyBits: Int32Array,
    /** Per table, 2^bits + 1 offsets into `bucketRows` (counting sort), tables one after another. */
    private readonly bucketStarts: Int32Array,
    private readonly bucketRows: Int32Array,
  ) {
    this.seen = new Int32Array(table.length / descriptorWords);
  }

  static build(table: Uint32Array, groups: Int32Array, options: LshOptions = defaultLshOptions): HammingLsh {
    const { tables, bits } = options;
    if (bits < 1 || bits > 20) throw new Error('bits must be 1-20');
    const rows = table.length / descriptorWords;
    if (groups.length !== rows) throw new Error('one group per row');
    const keyBits = chooseKeyBits(tables, bits, options.seed);
    const buckets = 1 << bits;
    const bucketStarts = new Int32Array(tables * (buckets + 1));
    const bucketRows = new Int32Array(tables * rows);
    const keys = new Int32Array(rows);
    for (let t = 0; t < tables; t += 1) {
      const starts = t * (buckets + 1);
      for (let row = 0; row < rows; row += 1) {
        const key = keyOf(table, row, keyBits, t * bits, bits);
        keys[row] = key;
        bucketStarts[starts + key + 1] = (bucketStarts[starts + key + 1] as number) + 1;
      }
      for (let b = 0; b < buckets; b += 1) {
        bucketStarts[starts + b + 1] =
          (bucketStarts[starts + b + 1] as number) + (bucketStarts[starts + b] as number);
      }
      const next = bucketStarts.slice(starts, starts + buckets);
      for (let row = 0; row < rows; row += 1) {
        const key = keys[row] as number;
        bucketRows[t * rows + (next[key] as number)] = row;
        next[key] = (next[key] as number) + 1;
      }
    }
    return new HammingLsh(table, groups, options, keyBits, bucketStarts, bucketRows);
  }

  get rows(): number {
    return this.seen.length;
  }

  /** Approximate `nearestExhaustive`: the same answer when the near rows are found, else a farther one. */
  search(queries: Uint32Array): Neighbours {
    const { tables, bits, probeRadius } = this.options;
    const { table, groups, seen, bucketStarts, bucketRows, keyBits } = this;
    const rows = this.rows;
    const buckets = 1 << bits;
    const count = queries.length / descriptorWords;
    const result = emptyNeighbours(count);
    const nearest = new Nearest();
    // Every bucket to visit, as key offsets (XOR masks) from the query's own key.
    const masks = [0];
    for (let i = 0; i < bits && probeRadius >= 1; i += 1) {
      masks.push(1 << i);
      for (let j = i + 1; j < bits && probeRadius >= 2; j += 1) masks.push((1 << i) | (1 << j));
    }
    for (let q = 0; q < count; q += 1) {
      const stamp = this.nextStamp();
      nearest.reset();
      for (let t = 0; t < tables; t += 1) {
        const starts = t * (buckets + 1);
        const rowBase = t * rows;
        const key = keyOf(queries, q, keyBits, t * bits, bits);
        for (const mask of masks) {
          const bucket = starts + (key ^ mask);
          const end = (bucketStarts[bucket + 1] as number) + rowBase;
          for (let i = (bucketStarts[bucket] as number) + rowBase; i < end; i += 1) {
            const row = bucketRows[i] as number;
            if (seen[row] === stamp) continue;
            seen[row] = stamp;
            nearest.consider(row, groups[row] as number, hammingDistance(queries, q, table, row));
          }
        }
      }
      nearest.store(result, q);
    }
    return result;
  }

  /** A fresh mark for "compared during this query", without clearing `seen` each time. */
  private nextStamp(): number {
    if (this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    this.stamp += 1;
    return this.stamp;
  }
}

/** The key of one row in one table: its bits at the table's positions, packed. */
function keyOf(words: Uint32Array, row: number, keyBits: Int32Array, from: number, bits: number): number {
  const base = row * descriptorWords;
  let key = 0;
  for (let i = 0; i < bits; i += 1) {
    const position = keyBits[from + i] as number;
    key |= (((words[base + (position >>> 5)] as number) >>> (position & 31)) & 1) << i;
  }
  return key;
}

/**
 * Bit positions for every table: successive slices of shuffled 0-255, reshuffled when used up, so
 * tables share as few bits as possible and their misses are close to independent.
 */
export function chooseKeyBits(tables: number, bits: number, seed: number): Int32Array {
  const random = seededRandom(seed);
  const positions = Array.from({ length: descriptorWords * 32 }, (_, i) => i);
  const chosen = new Int32Array(tables * bits);
  let pool: number[] = [];
  for (let t = 0; t < tables; t += 1) {
    if (pool.length < bits) pool = drawRandom(positions, positions.length, random);
    chosen.set(pool.splice(0, bits), t * bits);
  }
  return chosen;
}
