import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { artworkIds } from '@artvoyage/contract';
import { landmarks } from '@artvoyage/content/places';

/** A reference photo on disk: what the visual index learns a subject from. */
export interface ReferenceFile {
  subject: string;
  kind: 'artwork' | 'landmark';
  path: string;
}

const photoName = /^(.+?)(?:-(\d+))?\.jpg$/;

async function filesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).sort();
  } catch {
    return []; // No such folder: the app runs without originals and recognises nothing.
  }
}

/**
 * The reference photos in MEDIA_DIR: `artworks/<id>.jpg` for the ten artworks and
 * `landmarks/<image_id>.jpg` (plus `<image_id>-2.jpg`, ... for other views) for every landmark that
 * names an image. Files of subjects we do not know are ignored, so a stray photo is never "recognised".
 */
export async function listReferenceFiles(mediaDir: string): Promise<ReferenceFile[]> {
  const artworkSet = new Set<string>(artworkIds);
  const landmarkByImage = new Map<string, string>();
  for (const landmark of landmarks)
    if (landmark.image_id) landmarkByImage.set(landmark.image_id, landmark.id);

  const references: ReferenceFile[] = [];
  for (const file of await filesIn(join(mediaDir, 'artworks'))) {
    const name = photoName.exec(file);
    if (name?.[1] && !name[2] && artworkSet.has(name[1])) {
      references.push({ subject: name[1], kind: 'artwork', path: join(mediaDir, 'artworks', file) });
    }
  }
  for (const file of await filesIn(join(mediaDir, 'landmarks'))) {
    const landmarkId = landmarkByImage.get(photoName.exec(file)?.[1] ?? '');
    if (landmarkId)
      references.push({ subject: landmarkId, kind: 'landmark', path: join(mediaDir, 'landmarks', file) });
  }
  return references;
}
