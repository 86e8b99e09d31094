import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  backgroundFile,
  decodeBackground,
  encodeBackground,
  readShippedBackground,
  writeBackground,
} from './background';
import { descriptorVersion } from './embedder';

describe('background descriptors file', () => {
  it('round-trips rows within the 8-bit quantisation', () => {
    const rows = [Float32Array.of(0.5, -0.25, 0.01), Float32Array.of(0, 0, 0)];
    const { header, rows: decoded } = decodeBackground(
      encodeBackground({ version: 'v', source: 'test' }, rows),
    );
    expect(header).toMatchObject({ version: 'v', width: 3, rows: 2 });
    decoded.forEach((row, r) =>
      row.forEach((value, i) => expect(value).toBeCloseTo(rows[r]?.[i] as number, 2)),
    );
  });

  it('ignores a file made by another descriptor version', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'artvoyage-background-')), 'b.bin');
    await writeBackground(path, { version: 'old', source: 'test' }, [Float32Array.of(1)]);
    expect(readShippedBackground(descriptorVersion, pathToFileURL(path))).toBeUndefined();
    expect(readShippedBackground('old', pathToFileURL(path))?.rows).toHaveLength(1);
  });

  it('ships a file of the current version', () => {
    expect(readShippedBackground(descriptorVersion, backgroundFile)?.rows.length).toBeGreaterThan(100);
  });
});
