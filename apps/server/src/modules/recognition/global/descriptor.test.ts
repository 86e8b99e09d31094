import { describe, expect, it } from 'vitest';
import { concatenate, describe as describeMaps, gemPool, l2Normalise, meanDescriptor } from './descriptor';
import type { FeatureMap } from './model';

/** A 2×2 map with 2 channels, [height, width, channels] row-major. */
const map = (values: number[]): FeatureMap => ({
  data: Float32Array.from(values),
  height: 2,
  width: 2,
  channels: 2,
});

const length = (vector: Float32Array) => Math.hypot(...vector);

describe('GeM pooling', () => {
  it('is the mean with exponent 1 and tends to the maximum as the exponent grows', () => {
    const values = map([1, 0, 2, 0, 3, 0, 6, 0]);
    expect(gemPool(values, 1)[0]).toBeCloseTo(3);
    expect(gemPool(values, 3)[0]).toBeCloseTo(((1 + 8 + 27 + 216) / 4) ** (1 / 3), 5);
    expect(gemPool(values, 50)[0]).toBeGreaterThan(5.8);
    expect(gemPool(values, 3)[1]).toBe(0);
  });

  it('clips negative activations of residual layers at zero', () => {
    expect(gemPool(map([-4, 1, -4, 1, -4, 1, 4, 1]), 1)[0]).toBeCloseTo(1);
  });
});

describe('normalisation and concatenation', () => {
  it('scales to unit length and leaves a zero vector at zero', () => {
    expect(length(l2Normalise([3, 4]))).toBeCloseTo(1);
    expect([...l2Normalise([3, 4])]).toEqual([expect.closeTo(0.6), expect.closeTo(0.8)]);
    expect([...l2Normalise([0, 0])]).toEqual([0, 0]);
  });

  it('joins vectors in order', () => {
    expect([...concatenate([Float32Array.of(1, 2), Float32Array.of(3)])]).toEqual([1, 2, 3]);
  });

  it('gives each layer the same weight, whatever its scale and width', () => {
    const small = map([1, 0, 1, 0, 1, 0, 1, 0]);
    const wide: FeatureMap = { data: new Float32Array(4 * 8).fill(100), height: 2, width: 2, channels: 8 };
    const descriptor = describeMaps([small, wide]);
    expect(descriptor).toHaveLength(10);
    expect(length(descriptor)).toBeCloseTo(1);
    expect(length(descriptor.subarray(0, 2))).toBeCloseTo(length(descriptor.subarray(2)));
  });

  it('averages views into a unit vector', () => {
    const mean = meanDescriptor([Float32Array.of(1, 0), Float32Array.of(0, 1)]);
    expect([...mean]).toEqual([expect.closeTo(Math.SQRT1_2), expect.closeTo(Math.SQRT1_2)]);
  });
});
