import type { Artwork, ArtworkId } from '@artvoyage/contract';
import { artworks } from './artworks';
import type { TextsById } from './i18n/translations';

/**
 * What a visitor reads of an artwork; its id, images, audio, credits and destination come from the
 * English source. The audio guide's script (`narration`) has a pack of its own.
 */
export type ArtworkTexts = Pick<
  Artwork,
  | 'title'
  | 'artist'
  | 'year'
  | 'medium'
  | 'dimensions'
  | 'location'
  | 'historicalContext'
  | 'interestingFacts'
  | 'visitorExperience'
  | 'imageAlt'
>;

/** A language's texts of the ten artworks. */
export interface ArtworksPack {
  readonly artworks: TextsById<ArtworkId, ArtworkTexts>;
}

/**
 * The artwork with its texts in a language (`undefined`: English, the source). Only for display: logic
 * such as the gallery's filter or the itinerary generator reads the English item.
 */
export function localizeArtwork<T extends Artwork>(artwork: T, pack: ArtworksPack | undefined): T {
  return pack ? { ...artwork, ...pack.artworks[artwork.id] } : artwork;
}

/** The English texts, in the shape of a translation: the source the parity tests compare with. */
export const englishArtworksPack: ArtworksPack = {
  artworks: Object.fromEntries(
    artworks.map((artwork) => [
      artwork.id,
      {
        title: artwork.title,
        artist: artwork.artist,
        year: artwork.year,
        medium: artwork.medium,
        dimensions: artwork.dimensions,
        location: artwork.location,
        historicalContext: artwork.historicalContext,
        interestingFacts: artwork.interestingFacts,
        visitorExperience: artwork.visitorExperience,
        imageAlt: artwork.imageAlt,
      } satisfies ArtworkTexts,
    ]),
  ) as ArtworksPack['artworks'],
};
