import { describe, expect, it } from 'vitest';
import { concatenated } from './typed-arrays';

describe('concatenated', () => {
  it('joins the arrays in order into one of the kind made', () => {
    const bytes = concatenated(
      [Uint8Array.of(1, 2), Uint8Array.of(), Uint8Array.of(3)],
      (n) => new Uint8Array(n),
    );
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...bytes]).toEqual([1, 2, 3]);
    const floats = concatenated([Float32Array.of(0.5), Float32Array.of(-1, 2)], (n) => new Float32Array(n));
    expect(floats).toBeInstanceOf(Float32Array);
    expect([...floats]).toEqual([0.5, -1, 2]);
  });

  it('makes an empty array of nothing', () => {
    expect(concatenated([], (n) => new Uint8Array(n))).toHaveLength(0);
  });
});
