import { seededRandom } from '@artvoyage/content/games';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseKeyBits,
  descriptorWords,
  HammingLsh,
  hammingDistance,
  nearestExhaustive,
  noRival,
  packDescriptors,
  popcount32,
} from './hamming';

/** Bits set, one at a time: the obvious definition the fast ones are checked against. */
const slowPopcount = (x: number) => [...(x >>> 0).toString(2)].filter((bit) => bit === '1').length;

function randomRows(count: number, seed: number): Uint32Array {
  const random = seededRandom(seed);
  return Uint32Array.from({ length: count * descriptorWords }, () => Math.floor(random() * 2 ** 32));
}

/** Row `row` of `rows` with `flips` distinct bits flipped: a neighbour exactly `flips` away. */
function neighbourOf(rows: Uint32Array, row: number, flips: number, seed: number): Uint32Array {
  const random = seededRandom(seed);
  const copy = rows.slice(row * descriptorWords, (row + 1) * descriptorWords);
  const flipped = new Set<number>();
  while (flipped.size < flips) flipped.add(Math.floor(random() * 256));
  for (const bit of flipped) copy[bit >>> 5] = ((copy[bit >>> 5] as number) ^ (1 << (bit & 31))) >>> 0;
  return copy;
}

describe('popcount32 and hammingDistance', () => {
  it('count set bits like the slow definition', () => {
    expect(popcount32(0)).toBe(0);
    expect(popcount32(0xffffffff)).toBe(32);
    expect(popcount32(0x80000001)).toBe(2);
    expect(popcount32(-1)).toBe(32);
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), (x) => popcount32(x) === slowPopcount(x)));
  });

  it('is a distance: zero to itself, symmetric, the bits that differ', () => {
    const word = fc.integer({ min: 0, max: 0xffffffff });
    const row = fc.array(word, { minLength: descriptorWords, maxLength: descriptorWords });
    fc.assert(
      fc.property(row, row, (a, b) => {
        const left = Uint32Array.from(a);
        const right = Uint32Array.from(b);
        const expected = a.reduce((sum, value, i) => sum + slowPopcount(value ^ (b[i] as number)), 0);
        return (
          hammingDistance(left, 0, right, 0) === expected &&
          hammingDistance(right, 0, left, 0) === expected &&
          hammingDistance(left, 0, left, 0) === 0
        );
      }),
    );
  });

  it('packs 32-byte descriptors into words, keeping every bit', () => {
    const bytes = new Uint8Array(64);
    bytes[0] = 0x01;
    bytes[3] = 0x80;
    bytes[63] = 0xff;
    const words = packDescriptors(bytes);
    expect(words).toHaveLength(16);
    expect(words[0]).toBe(0x80000001);
    expect(words[15]).toBe(0xff000000);
    expect(hammingDistance(words, 0, words, 1)).toBe(2 + 8);
    expect(() => packDescriptors(new Uint8Array(33))).toThrow(/32 bytes/);
  });
});

describe('nearestExhaustive', () => {
  it('finds the nearest row, and the nearest row on another group as the rival', () => {
    const table = randomRows(4, 1);
    // Query: row 0 with 5 bits flipped. Rows 1 (same group as 0) and 2 (another group) are placed
    // 10 and 20 bits from row 0, so the rival is row 2's distance, not row 1's nearer one.
    const query = neighbourOf(table, 0, 5, 2);
    table.set(neighbourOf(query, 0, 10, 3), 1 * descriptorWords);
    table.set(neighbourOf(query, 0, 20, 4), 2 * descriptorWords);
    const groups = Int32Array.from([7, 7, 8, 9]);
    const result = nearestExhaustive(table, groups, query);
    expect(result.best[0]).toBe(0);
    expect(result.bestDistance[0]).toBe(5);
    expect(result.rivalDistance[0]).toBe(20);
  });

  it('promotes the old nearest to rival when a nearer row of another group comes later', () => {
    const table = randomRows(2, 5);
    const query = neighbourOf(table, 1, 3, 6);
    table.set(neighbourOf(query, 0, 30, 7), 0);
    const result = nearestExhaustive(table, Int32Array.from([1, 2]), query);
    expect([result.best[0], result.bestDistance[0], result.rivalDistance[0]]).toEqual([1, 3, 30]);
  });

  it('says there is no rival when every row is of one group', () => {
    const table = randomRows(3, 8);
    const result = nearestExhaustive(table, Int32Array.from([4, 4, 4]), table.slice(0, descriptorWords));
    expect(result.bestDistance[0]).toBe(0);
    expect(result.rivalDistance[0]).toBe(noRival);
  });
});

describe('HammingLsh', () => {
  const rows = 3000;
  const table = randomRows(rows, 11);
  const groups = Int32Array.from({ length: rows }, (_, i) => i % 25);

  it('gives the exhaustive answer when its probes cover every bucket', () => {
    // One table keyed by one bit, probing both keys: every row is compared.
    const index = HammingLsh.build(table, groups, { tables: 1, bits: 1, probeRadius: 1, seed: 3 });
    const queries = randomRows(50, 12);
    const exact = nearestExhaustive(table, groups, queries);
    const found = index.search(queries);
    expect(found.bestDistance).toEqual(exact.bestDistance);
    expect(found.rivalDistance).toEqual(exact.rivalDistance);
  });

  it('finds planted near neighbours, and the near rivals that decide the ratio test', () => {
    const index = HammingLsh.build(table, groups);
    const count = 200;
    const queries = new Uint32Array(count * descriptorWords);
    const planted: number[] = [];
    for (let q = 0; q < count; q += 1) {
      const row = (q * 13) % rows;
      planted.push(row);
      queries.set(neighbourOf(table, row, 4 + (q % 20), 100 + q), q * descriptorWords);
    }
    // A rival just as near, on another group, for every fourth query: the ratio test must see it.
    const rivals = table.slice();
    for (let q = 0; q < count; q += 4) {
      const victim = ((planted[q] as number) + 1) % rows;
      rivals.set(neighbourOf(queries, q, 8 + (q % 20), 900 + q), victim * descriptorWords);
    }
    const withRivals = HammingLsh.build(rivals, groups);
    const exact = nearestExhaustive(rivals, groups, queries);
    const found = withRivals.search(queries);
    const plain = index.search(queries);
    // What the recogniser asks of a search: would the ratio test (0.8) accept this query's match?
    const accepts = (n: typeof exact, q: number) =>
      n.rivalDistance[q] === noRival || (n.bestDistance[q] as number) < 0.8 * (n.rivalDistance[q] as number);
    let agree = 0;
    for (let q = 0; q < count; q += 1) {
      expect(plain.best[q]).toBe(planted[q]);
      // Approximate: never nearer than the truth, since it compares a subset of the rows.
      expect(found.bestDistance[q]).toBeGreaterThanOrEqual(exact.bestDistance[q] as number);
      if (found.bestDistance[q] === exact.bestDistance[q] && accepts(found, q) === accepts(exact, q))
        agree += 1;
    }
    expect(agree / count).toBeGreaterThan(0.97);
  });

  it('is the same index for the same seed, and checks its input', () => {
    const queries = randomRows(40, 13);
    const a = HammingLsh.build(table, groups, { tables: 4, bits: 10, probeRadius: 2, seed: 9 }).search(
      queries,
    );
    const b = HammingLsh.build(table, groups, { tables: 4, bits: 10, probeRadius: 2, seed: 9 }).search(
      queries,
    );
    expect(a).toEqual(b);
    expect(() => HammingLsh.build(table, groups.slice(1))).toThrow(/one group per row/);
    expect(() => HammingLsh.build(table, groups, { tables: 1, bits: 21, probeRadius: 0, seed: 1 })).toThrow();
  });
});

describe('chooseKeyBits', () => {
  it('gives each table distinct bits, and no two tables a shared bit while 256 last', () => {
    const bits = chooseKeyBits(16, 16, 42);
    expect(new Set(bits).size).toBe(256);
    for (const value of bits) expect(value).toBeGreaterThanOrEqual(0);
    const more = chooseKeyBits(20, 16, 42);
    for (let t = 0; t < 20; t += 1) expect(new Set(more.subarray(t * 16, t * 16 + 16)).size).toBe(16);
    expect(chooseKeyBits(3, 8, 1)).toEqual(chooseKeyBits(3, 8, 1));
  });
});
