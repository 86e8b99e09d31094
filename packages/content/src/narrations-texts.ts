import type { ArtworkId } from '@artvoyage/contract';
import { artworks } from './artworks';
import type { TextsById } from './i18n/translations';

/**
 * A language's audio guide scripts: what the synthesiser speaks and the page shows as the transcript.
 * Written for the ear (short sentences, regnal numbers in words where the voice would misread them),
 * with the same years as the English so the parity test can compare them.
 */
export interface NarrationsPack {
  readonly narrations: TextsById<ArtworkId, string>;
}

/** The English narrations, in the shape of a translation: the source the parity tests compare with. */
export const englishNarrationsPack: NarrationsPack = {
  narrations: Object.fromEntries(
    artworks.map((artwork) => [artwork.id, artwork.narration]),
  ) as NarrationsPack['narrations'],
};
