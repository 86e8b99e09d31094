import sharp from 'sharp';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gcomprisImages } from './gcompris';
import {
  busyPictures,
  seedOf,
  strongArtworkRecipes,
  strongSceneRecipes,
  unrelatedPictures,
  variantPhoto,
} from './photo-variants';

/*
 * The recognition evaluation set: photos that differ from the references the way a visitor's own photo
 * does, and photos of things we must not claim. It is built from what this machine has:
 * - other views: a second photo of a landmark (`<id>-2.jpg`), queried against an index that holds only
 *   the other photo of that landmark, and GCompris photos of our landmarks that are not our references;
 * - strong changes of every reference: a detail only, far away, a steep angle, dim light, a crowd;
 * - distractors: GCompris photos of other monuments (look-alikes included: the Arc du Carrousel, the
 *   Arles amphitheatre, the pyramids of Dahshur and Meidum, Gothic cathedrals, domes), other paintings,
 *   animals and objects, and generated pictures.
 * The GCompris distractors are split in two halves by a stable hash of their key: `train` for whatever
 * learns what "none of ours" looks like, `calibrate` for thresholds and for the reported false claims.
 */

/** GCompris photos of our subjects that are not themselves reference photos (checked by eye). */
export const gcomprisViews: Readonly<Record<string, string>> = {
  'categorization/monuments/eiffelTower.webp': 'eiffel-tower',
  'categorization/monuments/leMusee.webp': 'louvre-pyramid',
  'categorization/monuments/parthenon.webp': 'parthenon',
  'details/image/GizahPyramids_background.webp': 'great-pyramid-giza',
};

/**
 * GCompris photos that are our references themselves (or the same photo at another size): neither
 * views nor distractors.
 */
export const gcomprisReferences = new Set([
  'categorization/monuments/colosseum.webp',
  'categorization/monuments/greatPyramid.webp',
  'details/image/TourEiffel_background.webp',
  'details/image/NDP_background.webp',
  'details/image/Louvre_2007_02_24_c_background.webp',
  'explore_monuments/wonders/colosseum.webp',
  'explore_monuments/egypt/greatPyramidOfGiza.webp',
  'explore_monuments/france/eiffelTower.webp',
]);

/** Distractors that resemble one of our subjects, named in the report. */
export const lookAlikes: Readonly<Record<string, string>> = {
  'categorization/monuments/arcDeTriomphe.webp': 'Arc du Carrousel (like the Arc de Triomphe)',
  'explore_monuments/france/arlesAmphitheater.webp': 'Arles amphitheatre (like the Colosseum)',
  'explore_monuments/egypt/redPyramid.webp': 'Red Pyramid (like the Great Pyramid)',
  'explore_monuments/egypt/bentPyramid.webp': 'Bent Pyramid (like the Great Pyramid)',
  'explore_monuments/egypt/meidumPyramid.webp': 'Meidum Pyramid (like the Great Pyramid)',
  'explore_monuments/france/reimsCathedral.webp': 'Reims Cathedral (like Notre-Dame)',
  'explore_monuments/germany/wormsCathedral.webp': 'Worms Cathedral (like Notre-Dame)',
  'categorization/monuments/cathedral.webp': 'Santiago de Compostela (like Notre-Dame)',
  'explore_monuments/germany/berlinCathedral.webp': "Berlin Cathedral (like St Peter's)",
  'explore_monuments/germany/brandenburgGate.webp': 'Brandenburg Gate (like the Arc de Triomphe)',
  'categorization/monuments/IndiaGate.webp': 'India Gate (like the Arc de Triomphe)',
  'explore_monuments/india/gatewayofIndia.webp': 'Gateway of India (like the Arc de Triomphe)',
  'explore_monuments/usa/lincolnMemorial.webp': 'Lincoln Memorial (like the Parthenon)',
  'categorization/monuments/monument2.webp': 'Tetrapylon of Aphrodisias (like the Parthenon)',
  'explore_monuments/france/pontduGard.webp': 'Pont du Gard (arcades like the Colosseum)',
  'categorization/monuments/monument1.webp': 'Dome of the Rock (a dome like the Pantheon)',
  'details/image/Van_Gogh_The_Night_Cafe_background.webp': 'Van Gogh, The Night Café (another painting)',
  'details/image/PortraitOfPereTanguy_background.webp': 'Van Gogh, Père Tanguy (another painting)',
};

/** The bundles whose photos the set uses; the others hold drawings, icons and game art. */
export const gcomprisPhotoBundles = [
  'details',
  'explore_monuments',
  'categorization',
  'paintings',
  'erase',
  'explore_world_animals',
  'explore_farm_animals',
] as const;

/** Only photos from these folders of `categorization` (its others are clip art). */
const categorizationPhotoFolders = new Set(['monuments', 'renewable', 'tools', 'others']);

export type EvalKind = 'artwork' | 'landmark' | 'distractor';

export interface EvalPhoto {
  kind: EvalKind;
  /** The subject shown; for a distractor, what it shows. */
  subject: string;
  /** Where it comes from and how it was changed. */
  description: string;
  tier: 'other view' | 'strong change' | 'distractor';
  /** For other views of a landmark: the reference photos the index must leave out to be fair. */
  withhold?: string;
  lookAlike?: boolean;
  image: Buffer;
}

export interface EvalSet {
  /** Photos to evaluate on: other views, strong changes and the calibration half of the distractors. */
  photos: EvalPhoto[];
  /** The other half of the GCompris distractors, for training only. */
  train: EvalPhoto[];
  /** Whether GCompris was found: without it, the set has no real other views or distractors. */
  gcompris: boolean;
}

/** `train` or `calibrate`, fixed by the key (FNV-1a), so a photo never changes sides between runs. */
export function halfOf(key: string): 'train' | 'calibrate' {
  return seedOf('gcompris-half', key) % 2 === 0 ? 'train' : 'calibrate';
}

const subjectOfFile = (file: string) => file.replace(/\.jpg$/, '').replace(/-\d+$/, '');

async function jpegFiles(folder: string) {
  try {
    return (await readdir(folder)).filter((file) => file.endsWith('.jpg')).sort();
  } catch {
    return [];
  }
}

/** JPEG at most 1600 px, as the app sends photos. */
const asUpload = (bytes: Buffer) =>
  sharp(bytes)
    .rotate()
    .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();

/**
 * The evaluation set from the references in `mediaDir` and GCompris where installed. A landmark's
 * subject is its photo's name, which is also its id in the catalogue.
 */
export async function buildEvalSet(
  mediaDir: string,
  options: {
    /** Only every n-th strong change is made (tests take a sample; the benchmark takes all). */
    strongEvery?: number;
  } = {},
): Promise<EvalSet> {
  const strongEvery = options.strongEvery ?? 1;
  let strongMade = 0;
  const wanted = () => strongMade++ % strongEvery === 0;
  const photos: EvalPhoto[] = [];
  const train: EvalPhoto[] = [];

  // Other views of a landmark: each photo of a landmark with two, against the other alone.
  const landmarkFiles = await jpegFiles(join(mediaDir, 'landmarks'));
  const viewsOf = new Map<string, string[]>();
  for (const file of landmarkFiles) {
    const subject = subjectOfFile(file);
    viewsOf.set(subject, [...(viewsOf.get(subject) ?? []), file]);
  }
  for (const [subject, files] of viewsOf) {
    if (files.length < 2) continue;
    for (const file of files) {
      photos.push({
        kind: 'landmark',
        subject,
        tier: 'other view',
        description: `${file}, with only the other photo of this landmark in the index`,
        withhold: file,
        image: await asUpload(await sharp(join(mediaDir, 'landmarks', file)).toBuffer()),
      });
    }
  }

  const images = gcomprisImages(gcomprisPhotoBundles);
  for (const [key, bytes] of images) {
    const subject = gcomprisViews[key];
    if (subject) {
      photos.push({
        kind: 'landmark',
        subject,
        tier: 'other view',
        description: `GCompris ${key}`,
        image: await asUpload(bytes),
      });
      continue;
    }
    if (gcomprisReferences.has(key)) continue;
    const [bundle, folder] = key.split('/');
    if (bundle === 'categorization' && !categorizationPhotoFolders.has(folder ?? '')) continue;
    const photo: EvalPhoto = {
      kind: 'distractor',
      subject: lookAlikes[key] ?? key,
      tier: 'distractor',
      description: `GCompris ${key}`,
      lookAlike: key in lookAlikes,
      image: await asUpload(bytes),
    };
    // Every look-alike is evaluated: they are the hardest distractors and there are few of them.
    if (photo.lookAlike || halfOf(key) === 'calibrate') photos.push(photo);
    else train.push(photo);
  }

  // Strong changes of every reference photo.
  for (const file of await jpegFiles(join(mediaDir, 'artworks'))) {
    for (const [n, recipe] of strongArtworkRecipes.entries()) {
      if (!wanted()) continue;
      const variant = await variantPhoto(join(mediaDir, 'artworks', file), recipe, seedOf('strong', file, n));
      photos.push({
        kind: 'artwork',
        subject: subjectOfFile(file),
        tier: 'strong change',
        description: `${file} #${n} ${variant.description}`,
        image: variant.image,
      });
    }
  }
  for (const file of landmarkFiles) {
    const subject = subjectOfFile(file);
    for (const [n, recipe] of strongSceneRecipes.entries()) {
      if (!wanted()) continue;
      const variant = await variantPhoto(
        join(mediaDir, 'landmarks', file),
        recipe,
        seedOf('strong', file, n),
      );
      photos.push({
        kind: 'landmark',
        subject,
        tier: 'strong change',
        description: `${file} #${n} ${variant.description}`,
        image: variant.image,
      });
    }
  }

  const generated = [...(await unrelatedPictures()), ...(await busyPictures(10, seedOf('eval-busy')))];
  generated.forEach((image, n) =>
    photos.push({
      kind: 'distractor',
      subject: 'generated',
      tier: 'distractor',
      description: `generated picture ${n}`,
      image,
    }),
  );
  return { photos, train, gcompris: images.size > 0 };
}

/** What the recogniser said about one photo of the set. */
export interface EvalOutcome {
  photo: EvalPhoto;
  /** Subjects claimed with certainty, best first. */
  claims: string[];
  /** Possible matches offered for the visitor to confirm, best first (only when nothing is claimed). */
  candidates: string[];
  /** Wall time of the recognition, in milliseconds. */
  ms: number;
}

export interface EvalScore {
  photos: number;
  /** The right subject claimed first. */
  claimed: number;
  /** The right subject among the first three of the claims, then the candidates. */
  topThree: number;
  /** A subject claimed that the photo does not show (for distractors: any claim). */
  wrongClaims: number;
  /** Photos offered candidates (for distractors: "Is it one of these?" shown for nothing of ours). */
  offered: number;
}

/** Counts per kind of photo: the figures the benchmark reports and the tests hold. */
export function scoreEval(outcomes: readonly EvalOutcome[]): Record<EvalKind, EvalScore> {
  const empty = (): EvalScore => ({ photos: 0, claimed: 0, topThree: 0, wrongClaims: 0, offered: 0 });
  const scores: Record<EvalKind, EvalScore> = { artwork: empty(), landmark: empty(), distractor: empty() };
  for (const { photo, claims, candidates } of outcomes) {
    const score = scores[photo.kind];
    score.photos += 1;
    if (candidates.length > 0) score.offered += 1;
    if (photo.kind === 'distractor') {
      if (claims.length > 0) score.wrongClaims += 1;
      continue;
    }
    if (claims[0] === photo.subject) score.claimed += 1;
    if ([...claims, ...candidates].slice(0, 3).includes(photo.subject)) score.topThree += 1;
    if (claims.some((claim) => claim !== photo.subject)) score.wrongClaims += 1;
  }
  return scores;
}
