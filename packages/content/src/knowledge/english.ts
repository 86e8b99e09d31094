import { artHistoryPassages } from './art-history';
import { artistPassages } from './artists';
import { artworkPassages } from './artworks';
import { withoutDuplicates } from './duplicates';
import { gamePassages } from './games';
import { builtOnce } from './lazy';
import { museumPassages } from './museum';
import { placePassages } from './places';
import { roomPassages } from './rooms';
import { tourPassages } from './tours';
import type { KnowledgePassage } from './types';
import { visitPassages } from './visit';

/**
 * The museum expert's knowledge base: passages derived from the bundled content (artworks, tours,
 * places, games) and written ones (artists, museum, rooms, visiting tips, art history). Place and
 * game passages that repeat an earlier passage are skipped (artwork and tour passages never repeat
 * each other: each says something different about its subject). The translations keep the passages
 * kept here, so every language has the same ones. Built on first use.
 */
export const knowledgePassages: () => readonly KnowledgePassage[] = builtOnce(() =>
  withoutDuplicates(
    [
      ...artworkPassages,
      ...tourPassages,
      ...artistPassages,
      ...museumPassages,
      ...roomPassages,
      ...visitPassages,
      ...artHistoryPassages,
    ],
    [...placePassages(), ...gamePassages()],
  ),
);
