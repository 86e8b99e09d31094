// The global descriptor: each layer's activations GeM-pooled into one value per channel, each layer's
// vector L2-normalised (so no layer outweighs another by its width), then concatenated and normalised
// again. Pure functions over plain arrays, so they are tested without the network.
import { concatenated } from '../../../shared/typed-arrays';
import type { FeatureMap } from './model';

/** GeM's exponent: between average pooling (1) and max pooling (∞); 3 is the usual choice for retrieval. */
export const gemExponent = 3;

/**
 * Generalised-mean pooling of a [height, width, channels] map: (mean of x^p)^(1/p) per channel. The
 * residual layers ("add") have negative values too; they are clipped at 0 first, as GeM needs x ≥ 0.
 */
export function gemPool(map: FeatureMap, exponent = gemExponent): Float32Array {
  const { data, channels } = map;
  const positions = map.height * map.width;
  const sums = new Float64Array(channels);
  for (let at = 0; at < positions; at += 1) {
    const row = at * channels;
    for (let channel = 0; channel < channels; channel += 1) {
      const value = data[row + channel] as number;
      if (value > 0) sums[channel] = (sums[channel] as number) + value ** exponent;
    }
  }
  const pooled = new Float32Array(channels);
  for (let channel = 0; channel < channels; channel += 1)
    pooled[channel] = ((sums[channel] as number) / positions) ** (1 / exponent);
  return pooled;
}

/** The vector scaled to length 1 (a zero vector stays zero). Returns a new array. */
export function l2Normalise(vector: ArrayLike<number>): Float32Array {
  let squares = 0;
  for (let i = 0; i < vector.length; i += 1) squares += (vector[i] as number) ** 2;
  const scale = squares > 0 ? 1 / Math.sqrt(squares) : 0;
  const normalised = new Float32Array(vector.length);
  for (let i = 0; i < vector.length; i += 1) normalised[i] = (vector[i] as number) * scale;
  return normalised;
}

/** The vectors one after the other. */
export function concatenate(vectors: readonly Float32Array[]): Float32Array {
  return concatenated(vectors, (length) => new Float32Array(length));
}

/** The descriptor of one view: every layer pooled and normalised, joined, normalised. */
export function describe(maps: readonly FeatureMap[]): Float32Array {
  return l2Normalise(concatenate(maps.map((map) => l2Normalise(gemPool(map)))));
}

/** The normalised mean of several views' descriptors (e.g. a photo and its centre). */
export function meanDescriptor(descriptors: readonly Float32Array[]): Float32Array {
  const first = descriptors[0];
  if (!first) throw new Error('no descriptors to average');
  const sum = new Float32Array(first.length);
  for (const descriptor of descriptors)
    for (let i = 0; i < sum.length; i += 1) sum[i] = (sum[i] as number) + (descriptor[i] as number);
  return l2Normalise(sum);
}
