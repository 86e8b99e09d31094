import { imageVariantUrl } from '@artvoyage/contract/constants';
import type { ArtworkId, Tour, TourId } from '@artvoyage/contract';

/** A tour's card shows its first artwork, so the list is typed as non-empty. */
function tour(
  id: TourId,
  name: string,
  description: string,
  artworkIds: readonly [ArtworkId, ...ArtworkId[]],
): Tour {
  return {
    id,
    name,
    description,
    image: imageVariantUrl('artworks', artworkIds[0], 800, 'webp'),
    artworkIds: [...artworkIds],
  };
}

/** The four curated tours, in the order shown on the home page and the Guided Tours page. */
export const tours: readonly Tour[] = [
  tour(
    'classicalAntiquities',
    'Classical Antiquities',
    'Travel back thousands of years, from the granite Great Sphinx of Tanis guarding the Egyptian galleries to the Greek ideals of beauty and movement embodied by the Venus de Milo and the Winged Victory of Samothrace.',
    ['great-sphinx', 'venus-de-milo', 'winged-victory'],
  ),
  tour(
    'renaissanceMasters',
    'Renaissance Masters',
    'Meet three giants of the Italian Renaissance: Leonardo’s Mona Lisa, Veronese’s dazzling Wedding Feast at Cana and the two Slaves that Michelangelo carved for the tomb of Pope Julius II.',
    ['mona-lisa', 'wedding-feast', 'michelangelo-slaves'],
  ),
  tour(
    'frenchArt',
    'French Art',
    'Follow French history through three monumental canvases: Delacroix’s Liberty Leading the People, David’s Coronation of Napoleon and Géricault’s Raft of the Medusa, from imperial pomp to revolution and shipwreck.',
    ['liberty-leading', 'coronation-napoleon', 'raft-medusa'],
  ),
  tour(
    'sculptureRoute',
    'Sculpture Focus',
    'Discover how sculptors brought marble to life across two thousand years, from the Hellenistic Venus de Milo and Winged Victory to Michelangelo’s unfinished Slaves and Canova’s tender Psyche.',
    ['venus-de-milo', 'winged-victory', 'psyche-cupid', 'michelangelo-slaves'],
  ),
];
