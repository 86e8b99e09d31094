// PCA-whitening with shrinkage, learned from descriptors without their labels: centre, project on the
// main directions of variation, divide each by its spread (plus a shrinkage term, so the weak
// directions, estimated from few samples, are not blown up), L2-normalise. It evens out the
// "burstiness" of ImageNet features, where a few channels dominate every photo alike.
import { l2Normalise } from './descriptor';
import { gram, symmetricEigen } from './linear-algebra';

export interface Whitening {
  /** The descriptors' mean (input length). */
  mean: Float32Array;
  /** `dimensions` rows of input length: the directions, already divided by their spread. */
  projection: Float32Array;
  dimensions: number;
}

export interface WhiteningOptions {
  /** How many directions to keep (at most the number of samples − 1). */
  dimensions: number;
  /** Added to each direction's variance, as a share of the mean variance of the kept directions. */
  shrinkage: number;
  /**
   * At most this many samples, evenly spaced, are used: the eigen-decomposition grows as the cube of
   * their number (about 2 s at 800 on one free core).
   */
  maxSamples: number;
}

/** 128 dimensions ranked held-out views better than 256 (decision record 0014). */
export const defaultWhitening: WhiteningOptions = { dimensions: 128, shrinkage: 0.5, maxSamples: 800 };

/**
 * Learns the whitening from samples (rows of equal length). The directions come from the samples'
 * Gram matrix (n × n), whose eigenvectors map to the covariance's: cheap while n is in the hundreds.
 */
export function learnWhitening(
  allSamples: readonly Float32Array[],
  options: WhiteningOptions = defaultWhitening,
): Whitening {
  const stride = Math.max(1, allSamples.length / options.maxSamples);
  const samples =
    stride === 1
      ? allSamples
      : Array.from(
          { length: Math.floor(allSamples.length / stride) },
          (_, i) => allSamples[Math.floor(i * stride)] as Float32Array,
        );
  const count = samples.length;
  const width = samples[0]?.length ?? 0;
  if (count < 2 || width === 0) throw new Error('a whitening needs at least two samples');
  const mean = new Float32Array(width);
  for (const sample of samples)
    for (let i = 0; i < width; i += 1) mean[i] = (mean[i] as number) + (sample[i] as number) / count;
  const centred = new Float64Array(count * width);
  samples.forEach((sample, row) => {
    for (let i = 0; i < width; i += 1) centred[row * width + i] = (sample[i] as number) - (mean[i] as number);
  });

  const { values, vectors } = symmetricEigen(gram(centred, count, width), count);
  let dimensions = 0;
  while (dimensions < Math.min(options.dimensions, count - 1, width) && (values[dimensions] as number) > 1e-9)
    dimensions += 1;
  let meanVariance = 0;
  for (let d = 0; d < dimensions; d += 1) meanVariance += (values[d] as number) / count / dimensions;
  const shrink = options.shrinkage * meanVariance;

  // Direction d of the covariance is centredᵀ·v_d / √λ_d; its variance is λ_d / count.
  const projection = new Float32Array(dimensions * width);
  for (let d = 0; d < dimensions; d += 1) {
    const eigenvalue = values[d] as number;
    const scale = 1 / Math.sqrt(eigenvalue) / Math.sqrt(eigenvalue / count + shrink);
    const direction = new Float64Array(width);
    for (let row = 0; row < count; row += 1) {
      const weight = vectors[row * count + d] as number;
      if (weight === 0) continue;
      const offset = row * width;
      for (let i = 0; i < width; i += 1)
        direction[i] = (direction[i] as number) + weight * (centred[offset + i] as number);
    }
    for (let i = 0; i < width; i += 1) projection[d * width + i] = (direction[i] as number) * scale;
  }
  return { mean, projection, dimensions };
}

/** A descriptor whitened and L2-normalised: `dimensions` long. */
export function whiten(whitening: Whitening, descriptor: Float32Array): Float32Array {
  const { mean, projection, dimensions } = whitening;
  const width = mean.length;
  if (descriptor.length !== width)
    throw new Error(`the whitening takes ${width} values, not ${descriptor.length}`);
  const centred = new Float32Array(width);
  for (let i = 0; i < width; i += 1) centred[i] = (descriptor[i] as number) - (mean[i] as number);
  const out = new Float32Array(dimensions);
  for (let d = 0; d < dimensions; d += 1) {
    let sum = 0;
    const offset = d * width;
    for (let i = 0; i < width; i += 1) sum += (projection[offset + i] as number) * (centred[i] as number);
    out[d] = sum;
  }
  return l2Normalise(out);
}
