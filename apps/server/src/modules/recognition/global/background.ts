// The background class: descriptors of photos that show none of our subjects (other monuments,
// paintings, objects, animals), so the ranker can say "none of these". They are computed once by
// make-background.ts from Debian's gcompris-qt-data photos and shipped as a small binary file beside
// this module (copied into dist by build.mjs): the production server needs no GCompris.
// Format: a JSON header line, then per row a float32 scale and `width` int8 values (value·scale).
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';

export interface BackgroundHeader {
  /** The descriptor code the rows were made with (descriptorVersion); other versions are not mixed. */
  version: string;
  width: number;
  rows: number;
  /** Where the photos came from, for the record. */
  source: string;
}

export const backgroundFileName = 'background-descriptors.bin';

/** Beside this module in the sources, beside the worker in dist (see build.mjs). */
export const backgroundFile = new URL(`./${backgroundFileName}`, import.meta.url);

export function encodeBackground(
  header: Omit<BackgroundHeader, 'rows' | 'width'>,
  rows: readonly Float32Array[],
): Buffer {
  const width = rows[0]?.length ?? 0;
  const body = Buffer.alloc(rows.length * (4 + width));
  rows.forEach((row, r) => {
    const offset = r * (4 + width);
    let max = 0;
    for (const value of row) max = Math.max(max, Math.abs(value));
    const scale = max / 127 || 1;
    body.writeFloatLE(scale, offset);
    for (let i = 0; i < width; i += 1) body.writeInt8(Math.round((row[i] as number) / scale), offset + 4 + i);
  });
  const line = `${JSON.stringify({ ...header, width, rows: rows.length })}\n`;
  return Buffer.concat([Buffer.from(line), body]);
}

export function decodeBackground(bytes: Buffer): { header: BackgroundHeader; rows: Float32Array[] } {
  const end = bytes.indexOf(0x0a);
  const header = JSON.parse(bytes.subarray(0, end).toString('utf8')) as BackgroundHeader;
  const rows: Float32Array[] = [];
  for (let r = 0; r < header.rows; r += 1) {
    const offset = end + 1 + r * (4 + header.width);
    const scale = bytes.readFloatLE(offset);
    const row = new Float32Array(header.width);
    for (let i = 0; i < header.width; i += 1) row[i] = bytes.readInt8(offset + 4 + i) * scale;
    rows.push(row);
  }
  return { header, rows };
}

export interface ShippedBackground {
  rows: Float32Array[];
  /** A hash of the file, part of the cache key. */
  hash: string;
}

/** The shipped background descriptors, or none when the file is missing or of another version. */
export function readShippedBackground(
  version: string,
  file: URL = backgroundFile,
): ShippedBackground | undefined {
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  const { header, rows } = decodeBackground(bytes);
  if (header.version !== version) return undefined;
  return { rows, hash: createHash('sha256').update(bytes).digest('hex').slice(0, 16) };
}

export async function writeBackground(
  path: string,
  header: Omit<BackgroundHeader, 'rows' | 'width'>,
  rows: readonly Float32Array[],
) {
  await writeFile(path, encodeBackground(header, rows));
}
