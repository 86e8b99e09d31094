import type { MatchingPair } from './types';

const pairs = [
  {
    id: 'match-leonardo',
    left: 'Leonardo da Vinci',
    right: 'Mona Lisa',
    description:
      'Leonardo began the portrait around 1503 and took it with him to France; Francis I probably bought it around 1518, in the painter’s lifetime.',
  },
  {
    id: 'match-van-gogh',
    left: 'Vincent van Gogh',
    right: 'The Starry Night',
    description: 'Van Gogh painted the swirling night sky in 1889 at the asylum of Saint-Rémy-de-Provence.',
  },
  {
    id: 'match-picasso',
    left: 'Pablo Picasso',
    right: 'Guernica',
    description:
      'Picasso’s 1937 mural-sized canvas protests the bombing of a Basque town in the Spanish Civil War.',
  },
  {
    id: 'match-dali',
    left: 'Salvador Dalí',
    right: 'The Persistence of Memory',
    description: 'Dalí’s melting watches of 1931 became the best-known image of Surrealism.',
  },
  {
    id: 'match-vermeer',
    left: 'Johannes Vermeer',
    right: 'Girl with a Pearl Earring',
    description: 'Vermeer painted this luminous study of a girl in a blue and yellow turban around 1665.',
  },
  {
    id: 'match-munch',
    left: 'Edvard Munch',
    right: 'The Scream',
    description: 'Munch’s anguished figure beneath a blood-red sky over the Oslo fjord dates from 1893.',
  },
  {
    id: 'match-botticelli',
    left: 'Sandro Botticelli',
    right: 'The Birth of Venus',
    description: 'Botticelli’s goddess, painted in Florence in the 1480s, floats ashore on a scallop shell.',
  },
  {
    id: 'match-monet',
    left: 'Claude Monet',
    right: 'Impression, Sunrise',
    description: 'Monet’s view of the port of Le Havre gave its name to Impressionism in 1874.',
  },
  {
    id: 'match-rembrandt',
    left: 'Rembrandt van Rijn',
    right: 'The Night Watch',
    description:
      'Rembrandt’s 1642 group portrait of an Amsterdam militia company is full of movement and light.',
  },
  {
    id: 'match-delacroix',
    left: 'Eugène Delacroix',
    right: 'Liberty Leading the People',
    description:
      'Delacroix celebrated the July Revolution of 1830 with Liberty carrying the tricolour over a barricade.',
  },
] as const satisfies readonly MatchingPair[];

/** The ids of the pairs: a translation must give the texts of each one. */
export type MatchingPairId = (typeof pairs)[number]['id'];

/** Ten artists, each with one of their best-known works; the web app shuffles both columns. */
export const matchingPairs: readonly MatchingPair[] = pairs;
