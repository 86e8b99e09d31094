// `npm run bench:recognition`: how well and how fast the visual recogniser works on photos made from the
// shared reference images (MEDIA_DIR, default ../shared/media next to the repository). Runs in this
// process on the server's source; needs no build. Prints figures; asserts nothing.
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadOpenCv } from '../apps/server/src/modules/recognition/opencv';
import {
  defaultIndexOptions,
  VisualIndex,
  type QueryTimings,
  type VisualIndexOptions,
  type ReferenceImage,
  type VisualMatch,
} from '../apps/server/src/modules/recognition/visual-index';
import {
  artworkRecipes,
  busyPictures,
  sceneRecipes,
  seedOf,
  unrelatedPictures,
  variantPhoto,
} from '../apps/server/src/testing/photo-variants';
import { printEvaluation } from './recognition-eval';
import { repoRoot } from './server';

const mediaDir = resolve(process.env.MEDIA_DIR ?? join(repoRoot, '../shared/media'));
/** Try other options without editing code: RECOGNITION_OPTIONS='{"maxSide":800}' (merged into the defaults). */
const options: VisualIndexOptions = {
  ...defaultIndexOptions,
  ...(JSON.parse(process.env.RECOGNITION_OPTIONS ?? '{}') as Partial<VisualIndexOptions>),
};

/**
 * Left out of the index. The shared media holds only our own subjects, so the only real photographs
 * the recogniser has never seen are those of subjects removed from it: they are the unrelated set.
 * great-sphinx-giza also checks that a sphinx outdoors is not claimed as the Louvre's Sphinx of Tanis.
 */
const heldOut = [
  'trevi-fountain',
  'rialto-bridge',
  'st-marks-basilica',
  'ponte-vecchio',
  'parthenon',
  'great-sphinx-giza',
];

type Kind = 'artwork' | 'landmark' | 'unrelated';
interface TestPhoto {
  kind: Kind;
  /** The subject the photo shows, or what it was made from when unrelated. */
  subject: string;
  description: string;
  image: Buffer;
}
interface Outcome {
  photo: TestPhoto;
  matches: VisualMatch[];
  total: number;
  timings: QueryTimings;
}

const subjectOf = (file: string) => file.replace(/\.jpg$/, '').replace(/-\d$/, '');
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const verdict = (ok: boolean) => (ok ? 'OK' : 'MISS');
const percent = (part: number, whole: number) => (whole ? (100 * part) / whole : 0);

async function photosIn(kind: 'artworks' | 'landmarks') {
  return (await readdir(join(mediaDir, kind)))
    .filter((f) => f.endsWith('.jpg'))
    .sort()
    .map((file) => ({ file, subject: subjectOf(file), path: join(mediaDir, kind, file) }));
}

const loadStarted = performance.now();
const cv = await loadOpenCv();
const loadMs = performance.now() - loadStarted;

const artworks = await photosIn('artworks');
const landmarks = await photosIn('landmarks');
const references: ReferenceImage[] = [
  ...artworks.map((a) => ({ subject: a.subject, kind: 'artwork' as const, image: a.path })),
  ...landmarks
    .filter((l) => !heldOut.includes(l.subject))
    .map((l) => ({ subject: l.subject, kind: 'landmark' as const, image: l.path })),
];
const buildStarted = performance.now();
const index = await VisualIndex.build(cv, references, options);
const buildMs = performance.now() - buildStarted;

// The test set: every artwork in each artwork recipe, every indexed landmark photo in each scene
// recipe, and the held-out photos (as they are and in each scene recipe) with generated pictures.
const generateStarted = performance.now();
const photos: TestPhoto[] = [];
for (const artwork of artworks) {
  for (const [n, recipe] of artworkRecipes.entries()) {
    const variant = await variantPhoto(artwork.path, recipe, seedOf(artwork.file, n));
    photos.push({
      kind: 'artwork',
      subject: artwork.subject,
      description: `#${n} ${variant.description}`,
      image: variant.image,
    });
  }
}
for (const landmark of landmarks) {
  const unseen = heldOut.includes(landmark.subject);
  const kind: Kind = unseen ? 'unrelated' : 'landmark';
  if (unseen) {
    const original = await variantPhoto(landmark.path, [], seedOf(landmark.file, 'as-is'));
    photos.push({
      kind,
      subject: landmark.subject,
      description: `${landmark.file} as is, ${original.description}`,
      image: original.image,
    });
  }
  for (const [n, recipe] of sceneRecipes.entries()) {
    const variant = await variantPhoto(landmark.path, recipe, seedOf(landmark.file, n));
    photos.push({
      kind,
      subject: landmark.subject,
      description: `${landmark.file} #${n} ${variant.description}`,
      image: variant.image,
    });
  }
}
const generated = [...(await unrelatedPictures()), ...(await busyPictures(10, seedOf('busy')))];
generated.forEach((image, n) =>
  photos.push({ kind: 'unrelated', subject: 'generated', description: `generated picture ${n}`, image }),
);
const generateMs = performance.now() - generateStarted;

// One query first, so the timings below are not the JIT warming up.
await index.query(photos[0]?.image ?? Buffer.alloc(0));
const outcomes: Outcome[] = [];
for (const photo of photos) {
  const timings: QueryTimings = { decode: 0, features: 0, match: 0, verify: 0 };
  const started = performance.now();
  const matches = await index.query(photo.image, timings);
  outcomes.push({ photo, matches, total: performance.now() - started, timings });
}
index.delete();

const count = (kind: Kind) => outcomes.filter((o) => o.photo.kind === kind).length;
const right = (kind: Kind) =>
  outcomes.filter((o) => o.photo.kind === kind && o.matches[0]?.subject === o.photo.subject);
const claims = outcomes.filter((o) => o.photo.kind === 'unrelated' && o.matches.length > 0);
const said = (o: Outcome) =>
  o.matches.length
    ? o.matches.map((m) => `${m.subject} (${m.inliers} inliers, ${m.confidence})`).join(', ')
    : 'nothing';

console.log(
  `Recognition test set: ${count('artwork')} artwork photos (${artworkRecipes.length} per artwork), ${count('landmark')} landmark photos, ` +
    `${count('unrelated')} unrelated (${claimsSource()}); generated in ${(generateMs / 1000).toFixed(1)} s`,
);
console.log(`Index options: ${JSON.stringify(options)}`);
console.log(
  `Held out of the index, so their photos are real photographs it has never seen: ${heldOut.join(', ')} ` +
    `(the media holds only our subjects; great-sphinx-giza also checks a sphinx outdoors is not taken for the Louvre's)`,
);
const artworkShare = percent(right('artwork').length, count('artwork'));
console.log(
  `Artworks recognised (top-1): ${artworkShare.toFixed(1)}% of ${count('artwork')} (target >= 95) ${verdict(artworkShare >= 95)}`,
);
const evidence = right('artwork').map((o) => o.matches[0]?.inliers ?? 0);
console.log(
  `  evidence for the right artwork: median ${percentile(evidence, 50)} inliers, 10th percentile ${percentile(evidence, 10)} (at least ${options.minInliers} to count)`,
);
const landmarkShare = percent(right('landmark').length, count('landmark'));
console.log(
  `Indexed landmarks recognised (top-1): ${landmarkShare.toFixed(1)}% of ${count('landmark')} (no target)`,
);
const claimShare = percent(claims.length, count('unrelated'));
console.log(
  `False claims on unrelated photos: ${claimShare.toFixed(1)}% of ${count('unrelated')} (target <= 5) ${verdict(claimShare <= 5)}`,
);

const totals = outcomes.map((o) => o.total);
const withoutDecode = outcomes.map((o) => o.total - o.timings.decode);
const stage = (key: keyof QueryTimings) =>
  percentile(
    outcomes.map((o) => o.timings[key]),
    50,
  );
console.log(
  `Query latency per photo, decode + query: median ${percentile(totals, 50).toFixed(0)} ms (target < 400, aim < 150) ` +
    `${verdict(percentile(totals, 50) < 400)}, p95 ${percentile(totals, 95).toFixed(0)} ms (target < 400) ${verdict(percentile(totals, 95) < 400)}`,
);
console.log(
  `Query latency per photo, query only (features, match, verify): median ${percentile(withoutDecode, 50).toFixed(0)} ms ` +
    `(target < 150) ${verdict(percentile(withoutDecode, 50) < 150)}, p95 ${percentile(withoutDecode, 95).toFixed(0)} ms`,
);
console.log(
  `  median per stage: decode ${stage('decode').toFixed(0)} ms, ORB ${stage('features').toFixed(0)} ms, ` +
    `match ${stage('match').toFixed(0)} ms, verify ${stage('verify').toFixed(0)} ms`,
);
console.log(
  `Index build: ${(buildMs / 1000).toFixed(2)} s for ${references.length} reference photos (target < 3) ${verdict(buildMs < 3000)}; ` +
    `OpenCV load ${(loadMs / 1000).toFixed(2)} s (target < 2) ${verdict(loadMs < 2000)}`,
);

const missed = (o: Outcome) =>
  o.photo.kind === 'unrelated' ? o.matches.length > 0 : o.matches[0]?.subject !== o.photo.subject;
const misses = outcomes.filter(missed);
if (misses.length) {
  console.log(`Misses (${misses.length}):`);
  for (const o of misses) {
    console.log(`  ${o.photo.kind} ${o.photo.subject}, ${o.photo.description}: said ${said(o)}`);
  }
}

function claimsSource() {
  const real = outcomes.filter((o) => o.photo.kind === 'unrelated' && o.photo.subject !== 'generated').length;
  return `${real} of held-out landmarks, ${generated.length} generated`;
}

// The evaluation set: other views, strong changes and look-alike distractors (see recognition-eval.ts).
await printEvaluation(cv, mediaDir, options, process.env.VERBOSE === '1');
