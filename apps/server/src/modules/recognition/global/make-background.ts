// Writes background-descriptors.bin from the "train" half of the evaluation set's GCompris photos of
// things that are none of our subjects (look-alikes of our landmarks are never in it: they are kept to
// measure false claims). Needs Debian's gcompris-qt-data. Run after changing the descriptor (its
// version is in the file; a stale file is ignored):
//   npx tsx apps/server/src/modules/recognition/global/make-background.ts
import { fileURLToPath } from 'node:url';
import { sharedMediaDir } from '../../../testing/test-server';
import { buildEvalSet } from '../../../testing/recognition-eval';
import { writeBackground, backgroundFile } from './background';
import { descriptorVersion, Embedder } from './embedder';
import { augmentedViews, rgbOfPhoto, seedOfName } from './views';

/** Augmented views per background photo, besides the photo itself. */
const viewsPerPhoto = 1;

const { train } = await buildEvalSet(process.env.MEDIA_DIR ?? sharedMediaDir);
if (train.length === 0) throw new Error('no GCompris photos: apt-get install gcompris-qt-data');
const embedder = await Embedder.load();
const rows: Float32Array[] = [];
for (const photo of train) {
  const image = await rgbOfPhoto(photo.image);
  if (image.width < 64 || image.height < 64) continue;
  rows.push(await embedder.ofPhoto(image));
  for (const view of await augmentedViews(image, viewsPerPhoto, seedOfName(photo.description)))
    rows.push(await embedder.ofInput(view));
}
await writeBackground(
  fileURLToPath(backgroundFile),
  { version: descriptorVersion, source: `gcompris-qt-data, train half (${train.length} photos)` },
  rows,
);
process.stdout.write(
  `${rows.length} background descriptors from ${train.length} photos in ${fileURLToPath(backgroundFile)}\n`,
);
