// The descriptors the ranker learns each subject from: each reference photo as it is plus augmented
// views of it. They take most of a minute to compute, so they are cached in DATA_DIR, one file per
// reference photo, keyed on its name, size and modification time and on the descriptor version.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { ReferenceFile } from '../references';
import { descriptorVersion, type Embedder } from './embedder';
import { augmentedViews, rgbOfPhoto, seedOfName } from './views';

/** Augmented views per reference photo, besides the photo itself. */
export const viewsPerReference = 20;

export interface ReferenceDescriptors {
  reference: ReferenceFile;
  /** The photo itself first, then its augmented views. */
  descriptors: Float32Array[];
}

/** What identifies a reference photo's descriptors: the file as it is on disk and how they were made. */
export async function referenceKey(reference: ReferenceFile, views = viewsPerReference): Promise<string> {
  const { size, mtimeMs } = await stat(reference.path);
  return createHash('sha256')
    .update(
      JSON.stringify([
        basename(reference.path),
        reference.subject,
        size,
        Math.round(mtimeMs),
        descriptorVersion,
        views,
      ]),
    )
    .digest('hex')
    .slice(0, 24);
}

const encode = (rows: readonly Float32Array[]) =>
  rows.map((row) => Buffer.from(row.buffer, row.byteOffset, row.byteLength).toString('base64'));
const decode = (rows: readonly string[]) =>
  rows.map((row) => {
    const bytes = Buffer.from(row, 'base64');
    return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  });

/**
 * Writes through a temporary file, so a crash never leaves half a cache file behind; its name is
 * unique, so two servers sharing the cache can write the same file at once.
 */
export async function writeAtomically(path: string, content: string): Promise<void> {
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}

export async function describeReference(
  embedder: Embedder,
  reference: ReferenceFile,
  views = viewsPerReference,
): Promise<Float32Array[]> {
  const image = await rgbOfPhoto(reference.path);
  const descriptors = [await embedder.ofPhoto(image)];
  for (const view of await augmentedViews(image, views, seedOfName(basename(reference.path))))
    descriptors.push(await embedder.ofInput(view));
  return descriptors;
}

/** Every reference's descriptors, from the cache in `cacheDir` where they are there, else computed. */
export async function referenceDescriptors(
  embedder: Embedder,
  references: readonly ReferenceFile[],
  cacheDir: string | undefined,
  views = viewsPerReference,
): Promise<{ sets: ReferenceDescriptors[]; computed: number }> {
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const sets: ReferenceDescriptors[] = [];
  let computed = 0;
  for (const reference of references) {
    const file = cacheDir && join(cacheDir, `reference-${await referenceKey(reference, views)}.json`);
    const cached = file && (await readFile(file, 'utf8').catch(() => undefined));
    if (cached) {
      sets.push({ reference, descriptors: decode(JSON.parse(cached) as string[]) });
      continue;
    }
    const descriptors = await describeReference(embedder, reference, views);
    computed += 1;
    if (file) await writeAtomically(file, JSON.stringify(encode(descriptors)));
    sets.push({ reference, descriptors });
  }
  return { sets, computed };
}
