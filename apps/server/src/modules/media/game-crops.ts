import { guessTheArtworkItems } from '@artvoyage/content/games';
import type { CropSource } from './service';

/** The guess-the-artwork details, served as /api/v1/media/crops/{item id}/{variant}. */
export const guessTheArtworkCrops: ReadonlyMap<string, CropSource> = new Map(
  guessTheArtworkItems.map((item) => [item.id, { artworkId: item.artworkId, crop: item.crop }]),
);
