// GCompris photos (Debian's gcompris-qt-data, extracted into a folder) for the background class and the
// benchmark: the ones that show our own subjects (queries, never background), and the others split in
// two halves by a stable hash of the file name: "train" for the background class, "calibrate" for
// measuring how often the ranker takes a photo of something else for one of ours.
// TODO: use apps/server/src/testing/gcompris.ts (the repo's extractor and manifest) once it lands.
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { seedOfName } from './views';

/** GCompris photos of our subjects, by the end of their path. */
export const gcomprisSubjects: Readonly<Record<string, string>> = {
  'monuments/colosseum.webp': 'colosseum',
  'monuments/eiffelTower.webp': 'eiffel-tower',
  'monuments/greatPyramid.webp': 'great-pyramid-giza',
  'monuments/leMusee.webp': 'louvre-pyramid',
  'monuments/parthenon.webp': 'parthenon',
  'image/TourEiffel_background.webp': 'eiffel-tower',
  'image/NDP_background.webp': 'notre-dame-paris',
  'image/Louvre_2007_02_24_c_background.webp': 'louvre-pyramid',
  'image/GizahPyramids_background.webp': 'great-pyramid-giza',
  'wonders/colosseum.webp': 'colosseum',
  'egypt/greatPyramidOfGiza.webp': 'great-pyramid-giza',
  'france/eiffelTower.webp': 'eiffel-tower',
};

export interface GcomprisPhoto {
  path: string;
  /** Our subject it shows, if any. */
  subject?: string;
  /** For the others: which half it belongs to. */
  half?: 'train' | 'calibrate';
}

async function walk(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(path)));
    else if (/\.(webp|jpe?g|png)$/i.test(entry.name)) files.push(path);
  }
  return files.sort();
}

export async function gcomprisPhotos(folder: string): Promise<GcomprisPhoto[]> {
  return (await walk(folder)).map((path) => {
    const subjectKey = Object.keys(gcomprisSubjects).find((key) => path.endsWith(`/${key}`));
    if (subjectKey) return { path, subject: gcomprisSubjects[subjectKey] };
    return { path, half: seedOfName(basename(path)) % 2 === 0 ? 'train' : 'calibrate' };
  });
}
