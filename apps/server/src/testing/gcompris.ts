import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/*
 * Photos from Debian's `gcompris-qt-data` (GPL-3, per-image licences in the package): the educational
 * suite ships about 400 photos of monuments, paintings, animals and objects inside Qt resource bundles
 * (`.rcc`). The recognition evaluation draws other views of our landmarks and look-alike distractors
 * from them. Nothing here is copied into the repository; the package is read where Debian installs it.
 */

/** Where Debian installs the bundles; GCOMPRIS_RCC_DIR points elsewhere. */
export const gcomprisRccDir = process.env.GCOMPRIS_RCC_DIR ?? '/usr/share/gcompris-qt/rcc';

export interface RccFile {
  /** The resource path inside the bundle, e.g. `/gcompris/src/activities/details/resource/image/x.webp`. */
  path: string;
  bytes: Buffer;
}

const directoryFlag = 0x02;
const zlibFlag = 0x01;
const zstdFlag = 0x04;

/**
 * The files of one Qt resource bundle. The format: a `qres` header with the offsets of a tree of
 * fixed-size nodes, a table of UTF-16 names and the data blocks (each a 32-bit length, then the bytes,
 * zlib-compressed behind a 4-byte size when flagged). Zstandard-compressed files are skipped (Node's
 * zlib has no zstd before 22.15; the photos are WebP, stored as they are).
 */
export function readRcc(bundle: Buffer): RccFile[] {
  if (bundle.toString('latin1', 0, 4) !== 'qres') throw new Error('not a Qt resource bundle');
  const version = bundle.readUInt32BE(4);
  const treeAt = bundle.readUInt32BE(8);
  const dataAt = bundle.readUInt32BE(12);
  const namesAt = bundle.readUInt32BE(16);
  // Version 2 and later add a 64-bit modification time to every node.
  const nodeSize = version >= 2 ? 22 : 14;
  const nameOf = (offset: number) => {
    const length = bundle.readUInt16BE(namesAt + offset);
    const start = namesAt + offset + 6; // length, then a 32-bit hash, then the characters
    return bundle
      .subarray(start, start + length * 2)
      .swap16()
      .toString('utf16le');
  };
  const files: RccFile[] = [];
  const visit = (node: number, prefix: string) => {
    const at = treeAt + node * nodeSize;
    const flags = bundle.readUInt16BE(at + 4);
    const path = node === 0 ? '' : `${prefix}/${nameOf(bundle.readUInt32BE(at))}`;
    if (flags & directoryFlag) {
      const count = bundle.readUInt32BE(at + 6);
      const first = bundle.readUInt32BE(at + 10);
      for (let child = first; child < first + count; child += 1) visit(child, path);
      return;
    }
    if (flags & zstdFlag) return;
    const block = dataAt + bundle.readUInt32BE(at + 10);
    const stored = bundle.subarray(block + 4, block + 4 + bundle.readUInt32BE(block));
    files.push({ path, bytes: flags & zlibFlag ? inflateSync(stored.subarray(4)) : Buffer.from(stored) });
  };
  visit(0, '');
  return files;
}

/** Smaller images are icons and drawings, not photos. */
const photoBytes = 15_000;

/**
 * Every image of at least 15 KB in the named bundles, keyed `<bundle>/<folder>/<file>` (e.g.
 * `explore_monuments/france/eiffelTower.webp`); empty when the package is not installed.
 */
export function gcomprisImages(bundles: readonly string[]): Map<string, Buffer> {
  const images = new Map<string, Buffer>();
  if (!existsSync(gcomprisRccDir)) return images;
  const installed = new Set(readdirSync(gcomprisRccDir));
  for (const bundle of bundles) {
    if (!installed.has(`${bundle}.rcc`)) continue;
    for (const file of readRcc(readFileSync(join(gcomprisRccDir, `${bundle}.rcc`)))) {
      const [folder, name] = file.path.split('/').slice(-2);
      if (name && /\.(webp|jpe?g|png)$/i.test(name) && file.bytes.length >= photoBytes)
        images.set(`${bundle}/${folder}/${name}`, file.bytes);
    }
  }
  return images;
}
