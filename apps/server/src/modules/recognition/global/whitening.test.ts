import { seededRandom } from '@artvoyage/content/games';
import { describe, expect, it } from 'vitest';
import { gram, symmetricEigen } from './linear-algebra';
import { learnWhitening, whiten } from './whitening';

describe('symmetric eigen-decomposition', () => {
  it('finds the eigenvalues of a small matrix, largest first', () => {
    const { values, vectors } = symmetricEigen(Float64Array.of(2, 1, 1, 2), 2);
    expect([...values]).toEqual([expect.closeTo(3), expect.closeTo(1)]);
    expect(Math.abs(vectors[0] as number)).toBeCloseTo(Math.SQRT1_2);
  });

  it('reconstructs a random symmetric matrix from its eigenvectors', () => {
    const random = seededRandom(7);
    const n = 30;
    const rows = Float64Array.from({ length: n * 12 }, () => random() - 0.5);
    const matrix = gram(rows, n, 12);
    const { values, vectors } = symmetricEigen(matrix, n);
    for (let i = 0; i < n; i += 1)
      for (let j = 0; j < n; j += 1) {
        let sum = 0;
        for (let k = 0; k < n; k += 1)
          sum += (vectors[i * n + k] as number) * (values[k] as number) * (vectors[j * n + k] as number);
        expect(sum).toBeCloseTo(matrix[i * n + j] as number, 8);
      }
    // Rank 12: the other eigenvalues vanish.
    expect(Math.abs(values[12] as number)).toBeLessThan(1e-9);
  });
});

describe('PCA-whitening', () => {
  /** Samples stretched 10× along the first axis and 0.1× along the second, in 6 dimensions. */
  function stretched(count: number) {
    const random = seededRandom(3);
    return Array.from({ length: count }, () =>
      Float32Array.from({ length: 6 }, (_, i) => (random() - 0.5) * (i === 0 ? 10 : i === 1 ? 0.1 : 1)),
    );
  }

  it('evens out the spread of the kept directions (no shrinkage)', () => {
    const samples = stretched(200);
    const whitening = learnWhitening(samples, { dimensions: 6, shrinkage: 0, maxSamples: 1000 });
    expect(whitening.dimensions).toBe(6);
    // Before the final normalisation, each direction has unit variance: compare spreads of the
    // whitened, normalised samples along the first two output axes instead of raw values.
    const out = samples.map((sample) => whiten(whitening, sample));
    const spread = (axis: number) => out.reduce((sum, x) => sum + (x[axis] as number) ** 2, 0) / out.length;
    expect(spread(0) / spread(5)).toBeGreaterThan(0.6);
    expect(spread(0) / spread(5)).toBeLessThan(1.6);
    for (const x of out) expect(Math.hypot(...x)).toBeCloseTo(1, 5);
  });

  it('keeps at most the requested directions and samples', () => {
    const whitening = learnWhitening(stretched(50), { dimensions: 3, shrinkage: 0.5, maxSamples: 20 });
    expect(whitening.dimensions).toBe(3);
    expect(whiten(whitening, new Float32Array(6))).toHaveLength(3);
    expect(() => whiten(whitening, new Float32Array(5))).toThrow(/takes 6 values/);
  });
});
