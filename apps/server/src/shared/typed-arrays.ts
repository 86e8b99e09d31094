/** The arrays one after the other, in one new array that `make` makes of their total length. */
export function concatenated<T extends Uint8Array | Float32Array>(
  parts: readonly T[],
  make: (length: number) => T,
): T {
  const joined = make(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
