import type { GameCatalogueEntry } from './types';

/** The eight games in the order of the games index (see docs/product/games.md for the table). */
export const gameCatalogue: readonly GameCatalogueEntry[] = [
  {
    id: 'louvre-history-quiz',
    title: 'Louvre History Quiz',
    description:
      'From medieval fortress to world-famous museum: eight questions on the history of the Louvre.',
    icon: 'landmark',
    difficulty: 'Medium',
    duration: '5-7 min',
    players: 1,
    category: 'History',
  },
  {
    id: 'famous-artworks-quiz',
    title: 'Famous Artworks Quiz',
    description:
      'Recognise the painters, places and stories behind the world’s most celebrated masterpieces.',
    icon: 'palette',
    difficulty: 'Easy',
    duration: '3-5 min',
    players: 1,
    category: 'Art',
  },
  {
    id: 'artists-knowledge-test',
    title: 'Artists Knowledge Test',
    description: 'A challenging test on the lives of the great artists, from Giotto to Warhol.',
    icon: 'user',
    difficulty: 'Hard',
    duration: '7-10 min',
    players: 1,
    category: 'Biography',
  },
  {
    id: 'art-terms-crossword',
    title: 'Art Terms Crossword',
    description: 'Fill a 15x15 grid with fourteen terms of the painter’s and sculptor’s craft.',
    icon: 'grid-3x3',
    difficulty: 'Medium',
    duration: '10-15 min',
    players: 1,
    category: 'Vocabulary',
  },
  {
    id: 'guess-the-artwork',
    title: 'Guess the Artwork',
    description: 'Identify eight of the museum’s masterpieces from a single detail.',
    icon: 'image',
    difficulty: 'Easy',
    duration: '4-6 min',
    players: 1,
    category: 'Visual',
  },
  {
    id: 'matching-game',
    title: 'Artist Matching',
    description: 'Match ten great artists with their most famous works.',
    icon: 'link',
    difficulty: 'Medium',
    duration: '5-8 min',
    players: 1,
    category: 'Memory',
  },
  {
    id: 'true-false-quiz',
    title: 'True or False',
    description: 'Eight quick statements about art and the Louvre: fact or fiction?',
    icon: 'check-circle',
    difficulty: 'Easy',
    duration: '3-4 min',
    players: 1,
    category: 'Facts',
  },
  {
    id: 'chronology-puzzle',
    title: 'Art History Timeline',
    description: 'Put eight events from the history of art and of the Louvre in chronological order.',
    icon: 'clock',
    difficulty: 'Hard',
    duration: '8-12 min',
    players: 1,
    category: 'Timeline',
  },
];

export function findGame(id: string): GameCatalogueEntry | undefined {
  return gameCatalogue.find((game) => game.id === id);
}
