// `npx tsx bench/recognition-global.ts`: the learned global stage of photo recognition on its own, in
// this process, single-threaded per photo: load time, memory, time per photo, and ranking quality.
// - the "-2" reference photos as queries, the ranker trained without them (leave-one-view-out);
// - GCompris photos of our subjects (the ranker never saw them);
// - the background probability on GCompris photos of other things (the "calibrate" half, never used to
//   train the background class).
// GCOMPRIS_DIR: the extracted GCompris photos (default /tmp/gc/out). GLOBAL_CACHE: where reference
// descriptors are cached between runs (default a folder in the system's temporary directory).
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { listReferenceFiles } from '../apps/server/src/modules/recognition/references';
import { Embedder } from '../apps/server/src/modules/recognition/global/embedder';
import { gcomprisPhotos } from '../apps/server/src/modules/recognition/global/gcompris-photos';
import {
  defaultRanker,
  rank,
  trainRanker,
  type ClassifierMethod,
  type RankerModel,
} from '../apps/server/src/modules/recognition/global/ranker-model';
import {
  loadBackground,
  subjectsOf,
  trainingExamples,
} from '../apps/server/src/modules/recognition/global/setup';
import { referenceDescriptors } from '../apps/server/src/modules/recognition/global/training-set';
import { rgbOfPhoto } from '../apps/server/src/modules/recognition/global/views';
import { mediaDir } from './server';

const gcomprisDir = process.env.GCOMPRIS_DIR ?? '/tmp/gc/out';
const cacheDir = process.env.GLOBAL_CACHE ?? join(tmpdir(), 'artvoyage-global-bench');
const mb = () => Math.round(process.memoryUsage().rss / 2 ** 20);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percent = (part: number, whole: number) => `${whole ? ((100 * part) / whole).toFixed(0) : '-'} %`;

const rssBefore = mb();
let started = performance.now();
const embedder = await Embedder.load();
const loadMs = performance.now() - started;
const rssLoaded = mb();

const references = await listReferenceFiles(mediaDir);
started = performance.now();
const { sets, computed } = await referenceDescriptors(embedder, references, cacheDir);
const referencesMs = performance.now() - started;
const background = await loadBackground(embedder);
console.log(
  `network loaded in ${loadMs.toFixed(0)} ms; RSS ${rssBefore} MB before, ${rssLoaded} MB after loading, ` +
    `${mb()} MB after describing ${references.length} references ` +
    `(${computed} computed in ${(referencesMs / 1000).toFixed(1)} s, the others cached); ` +
    `background: ${background.rows.length} ${background.source} descriptors`,
);

interface Query {
  name: string;
  subject: string | null;
  whole: Float32Array;
  withCentre: Float32Array;
}

const queryMs: number[] = [];
const queryCentreMs: number[] = [];
async function describeQuery(path: string, subject: string | null): Promise<Query | undefined> {
  const t0 = performance.now();
  const image = await rgbOfPhoto(path).catch(() => undefined);
  if (!image || image.width < 64 || image.height < 64) return undefined;
  const whole = await embedder.ofPhoto(image);
  const t1 = performance.now();
  const withCentre = await embedder.ofPhoto(image, true);
  queryMs.push(t1 - t0);
  queryCentreMs.push(performance.now() - t1);
  return { name: basename(path), subject, whole, withCentre };
}

const secondViews = references.filter((reference) => /-2\.jpg$/.test(reference.path));
const gcompris = await gcomprisPhotos(gcomprisDir);
const queries = { secondViews: [] as Query[], gcomprisSubjects: [] as Query[], calibrate: [] as Query[] };
for (const reference of secondViews) {
  const query = await describeQuery(reference.path, reference.subject);
  if (query) queries.secondViews.push(query);
}
for (const photo of gcompris) {
  if (photo.half === 'train') continue;
  const query = await describeQuery(photo.path, photo.subject ?? null);
  if (!query) continue;
  (photo.subject ? queries.gcomprisSubjects : queries.calibrate).push(query);
}
console.log(
  `per photo (decode to 640 px + network + pooling): median ${median(queryMs).toFixed(0)} ms whole view; ` +
    `queries: ${queries.secondViews.length} second views, ${queries.gcomprisSubjects.length} GCompris photos of our subjects, ` +
    `${queries.calibrate.length} GCompris photos of other things`,
);

const subjects = subjectsOf(references);
const withoutSecondViews = sets.filter(({ reference }) => !/-2\.jpg$/.test(reference.path));

function evaluate(model: RankerModel, list: Query[], centre: boolean) {
  let top1 = 0;
  let top3 = 0;
  let confident = 0;
  const misses: string[] = [];
  for (const query of list) {
    const { ranked } = rank(model, centre ? query.withCentre : query.whole);
    const position = ranked.findIndex(({ subject }) => subject === query.subject);
    if (position === 0) top1 += 1;
    if (position === 0 && (ranked[0]?.score ?? 0) > 0.5) confident += 1;
    if (position >= 0 && position < 3) top3 += 1;
    if (position !== 0) misses.push(`${query.name}→${ranked[0]?.subject} (#${position + 1})`);
  }
  return (
    `top-1 ${percent(top1, list.length)}, top-3 ${percent(top3, list.length)}, ` +
    `right and scored > 0.5 ${percent(confident, list.length)}` +
    (misses.length ? ` [${misses.join(', ')}]` : '')
  );
}

function backgroundFigures(model: RankerModel, list: Query[], centre: boolean) {
  const values = list.map((query) => rank(model, centre ? query.withCentre : query.whole));
  const probs = values.map(({ background }) => background);
  const claimedOver = (t: number) => values.filter(({ ranked }) => (ranked[0]?.score ?? 0) > t).length;
  return (
    `background p median ${median(probs).toFixed(2)}, < 0.5 for ${percent(probs.filter((p) => p < 0.5).length, list.length)}; ` +
    `a subject scored > 0.5 for ${percent(claimedOver(0.5), list.length)}, > 0.8 for ${percent(claimedOver(0.8), list.length)}`
  );
}

const methods: ClassifierMethod[] = ['softmax', 'nearest-mean'];
for (const method of methods) {
  const options = { ...defaultRanker, method };
  started = performance.now();
  const full = trainRanker(subjects, trainingExamples(sets, background), options);
  const trainMs = performance.now() - started;
  const heldOut = trainRanker(subjects, trainingExamples(withoutSecondViews, background), options);
  for (const centre of [false, true]) {
    console.log(
      `\n## ${method}, whitening to ${options.whitening.dimensions} dimensions, ` +
        `${centre ? 'whole + centre' : 'whole view'} (trained in ${(trainMs / 1000).toFixed(1)} s)`,
    );
    console.log(`second views, leave-one-view-out: ${evaluate(heldOut, queries.secondViews, centre)}`);
    console.log(`GCompris photos of our subjects: ${evaluate(full, queries.gcomprisSubjects, centre)}`);
    console.log(`GCompris photos of other things: ${backgroundFigures(full, queries.calibrate, centre)}`);
    console.log(`second-view queries: ${backgroundFigures(heldOut, queries.secondViews, centre)}`);
  }
}
console.log(`\nRSS at the end: ${mb()} MB`);
