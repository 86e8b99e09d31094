import type { TourStops } from './tour-mode';

/** Test-only tours (imported by the *.test.ts files beside this one): three stops each. */

export const classical: TourStops = {
  id: 'classicalAntiquities',
  artworkIds: ['great-sphinx', 'venus-de-milo', 'winged-victory'],
};

export const french: TourStops = {
  id: 'frenchArt',
  artworkIds: ['liberty-leading', 'coronation-napoleon', 'raft-medusa'],
};
