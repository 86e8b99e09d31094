// Everything the global ranker needs before its first photo: the network, the reference descriptors
// (cached), the background descriptors (shipped, or synthetic as a fallback) and the trained ranker
// (cached too, keyed on all of the above).
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { seededRandom } from '@artvoyage/content/games';
import type { ReferenceFile } from '../references';
import { defaultSoftmax } from './classifier';
import { readShippedBackground } from './background';
import { descriptorVersion, Embedder } from './embedder';
import { inputSide } from './model';
import {
  defaultRanker,
  trainRanker,
  type RankerModel,
  type RankerOptions,
  type Subject,
  type TrainingDescriptor,
} from './ranker-model';
import {
  referenceDescriptors,
  referenceKey,
  writeAtomically,
  type ReferenceDescriptors,
} from './training-set';
import { rgbOfPhoto } from './views';

export interface BackgroundSet {
  rows: Float32Array[];
  /** Identifies the set in the ranker's cache key. */
  hash: string;
  source: 'shipped' | 'synthetic';
}

/**
 * Pictures of nothing: noise, gradients, flat colour, scattered shapes. A poor stand-in for real
 * photos of other things, used only when the shipped background file is missing or out of date.
 */
export async function syntheticBackground(embedder: Embedder, count = 24): Promise<BackgroundSet> {
  const random = seededRandom(24);
  const rows: Float32Array[] = [];
  for (let n = 0; n < count; n += 1) {
    const hue = Math.round(random() * 360);
    const shapes = Array.from({ length: 40 }, () => {
      const [x, y, size] = [random() * 640, random() * 480, 10 + random() * 120];
      return `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="hsl(${Math.round(random() * 360)},60%,50%)"/>`;
    }).join('');
    const svg =
      n % 3 === 0
        ? `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},50%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},50%,70%)"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/></svg>`
        : `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="hsl(${hue},30%,60%)"/>${n % 3 === 1 ? shapes : ''}</svg>`;
    let picture = sharp(Buffer.from(svg));
    if (n % 4 === 3) picture = picture.blur(3);
    rows.push(await embedder.ofPhoto(await rgbOfPhoto(await picture.png().toBuffer())));
  }
  return { rows, hash: `synthetic-${count}`, source: 'synthetic' };
}

export async function loadBackground(embedder: Embedder): Promise<BackgroundSet> {
  const shipped = readShippedBackground(descriptorVersion);
  return shipped ? { ...shipped, source: 'shipped' } : syntheticBackground(embedder);
}

export function subjectsOf(references: readonly ReferenceFile[]): Subject[] {
  const subjects = new Map<string, Subject>();
  for (const { subject, kind } of references) subjects.set(subject, { subject, kind });
  return [...subjects.values()];
}

export function trainingExamples(
  sets: readonly ReferenceDescriptors[],
  background: BackgroundSet,
): TrainingDescriptor[] {
  return [
    ...sets.flatMap(({ reference, descriptors }) =>
      descriptors.map((descriptor) => ({ descriptor, subject: reference.subject })),
    ),
    ...background.rows.map((descriptor) => ({ descriptor, subject: null })),
  ];
}

const encodeArray = (values: Float32Array) =>
  Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
const decodeArray = (text: string) => {
  const bytes = Buffer.from(text, 'base64');
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};

function serialise(model: RankerModel): string {
  return JSON.stringify({
    ...model,
    whitening: {
      ...model.whitening,
      mean: encodeArray(model.whitening.mean),
      projection: encodeArray(model.whitening.projection),
    },
    classifier: {
      ...model.classifier,
      weights: encodeArray(model.classifier.weights),
      bias: encodeArray(model.classifier.bias),
    },
  });
}

function deserialise(text: string): RankerModel {
  type Stored = Omit<RankerModel, 'whitening' | 'classifier'> & {
    whitening: RankerModel['whitening'] & { mean: string; projection: string };
    classifier: RankerModel['classifier'] & { weights: string; bias: string };
  };
  const stored = JSON.parse(text) as Stored;
  return {
    ...stored,
    whitening: {
      ...stored.whitening,
      mean: decodeArray(stored.whitening.mean),
      projection: decodeArray(stored.whitening.projection),
    },
    classifier: {
      ...stored.classifier,
      weights: decodeArray(stored.classifier.weights),
      bias: decodeArray(stored.classifier.bias),
    },
  };
}

/** Removes cached descriptors and rankers of reference photos that changed or went away. */
async function pruneCache(cacheDir: string, current: readonly string[]): Promise<void> {
  const keep = new Set(current);
  for (const name of await readdir(cacheDir).catch(() => []))
    if (/^(reference|ranker)-[0-9a-f]+\.json$/.test(name) && !keep.has(name))
      await rm(join(cacheDir, name), { force: true });
}

export interface GlobalSetupStats {
  references: number;
  subjects: number;
  /** Reference photos whose descriptors were computed now rather than read from the cache. */
  computed: number;
  background: BackgroundSet['source'];
  backgroundRows: number;
  /** Whether the trained ranker came from the cache. */
  rankerCached: boolean;
  networkMs: number;
  descriptorsMs: number;
  trainMs: number;
}

export interface GlobalSetup {
  embedder: Embedder;
  model: RankerModel;
  stats: GlobalSetupStats;
}

/** Loads the network, then the ranker from the cache in `cacheDir`, or builds and caches it. */
export async function setUpGlobalRanker(
  references: readonly ReferenceFile[],
  cacheDir: string | undefined,
  options: RankerOptions = defaultRanker,
): Promise<GlobalSetup> {
  const started = performance.now();
  const embedder = await Embedder.load();
  // The first inference compiles the kernels (~3x slower): done here, not on a visitor's photo.
  await embedder.ofInput(new Uint8Array(inputSide * inputSide * 3));
  const networkDone = performance.now();
  const { sets, computed } = await referenceDescriptors(embedder, references, cacheDir);
  const background = await loadBackground(embedder);
  const descriptorsDone = performance.now();

  const keys = await Promise.all(references.map((reference) => referenceKey(reference)));
  const rankerKey = createHash('sha256')
    .update(JSON.stringify([descriptorVersion, keys, background.hash, options, defaultSoftmax, 'ranker/v1']))
    .digest('hex')
    .slice(0, 24);
  const file = cacheDir && join(cacheDir, `ranker-${rankerKey}.json`);
  const cached = file && (await readFile(file, 'utf8').catch(() => undefined));
  const model = cached
    ? deserialise(cached)
    : trainRanker(subjectsOf(references), trainingExamples(sets, background), options);
  if (file && !cached) await writeAtomically(file, serialise(model));
  if (cacheDir)
    await pruneCache(cacheDir, [`ranker-${rankerKey}.json`, ...keys.map((key) => `reference-${key}.json`)]);
  return {
    embedder,
    model,
    stats: {
      references: references.length,
      subjects: model.subjects.length,
      computed,
      background: background.source,
      backgroundRows: background.rows.length,
      rankerCached: Boolean(cached),
      networkMs: Math.round(networkDone - started),
      descriptorsMs: Math.round(descriptorsDone - networkDone),
      trainMs: Math.round(performance.now() - descriptorsDone),
    },
  };
}
