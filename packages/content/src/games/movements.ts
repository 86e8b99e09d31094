import type { ArtMovement } from './types';

const movements = [
  {
    name: 'Renaissance',
    period: 'c. 1400–1600',
    description:
      'The revival of classical antiquity in Italy and beyond, with linear perspective, anatomy and naturalism.',
  },
  {
    name: 'Mannerism',
    period: 'c. 1520–1600',
    description: 'Late Renaissance style of elongated figures, artificial poses and unsettling space.',
  },
  {
    name: 'Baroque',
    period: 'c. 1600–1750',
    description: 'Drama, movement and strong light and shade, as in Caravaggio, Bernini and Rubens.',
  },
  {
    name: 'Rococo',
    period: 'c. 1720–1780',
    description:
      'Light, playful and ornamental art of pastel colours and elegant pleasures, as in Watteau and Fragonard.',
  },
  {
    name: 'Neoclassicism',
    period: 'c. 1760–1830',
    description:
      'A return to the clarity and moral seriousness of ancient Greece and Rome, led by David and Canova.',
  },
  {
    name: 'Romanticism',
    period: 'c. 1800–1850',
    description:
      'Emotion, imagination and the sublime power of nature and history, as in Géricault, Delacroix and Friedrich.',
  },
  {
    name: 'Realism',
    period: 'c. 1840–1880',
    description: 'Unidealised scenes of ordinary and working life, as in Courbet and Millet.',
  },
  {
    name: 'Impressionism',
    period: 'c. 1860–1890',
    description: 'Quick, broken brushstrokes capturing light and modern life, often painted outdoors.',
  },
  {
    name: 'Post-Impressionism',
    period: 'c. 1885–1905',
    description:
      'Painters who built on Impressionism towards structure, symbol and expressive colour: Cézanne, Van Gogh, Gauguin, Seurat.',
  },
  {
    name: 'Pointillism',
    period: 'c. 1884–1900',
    description: 'Seurat’s technique of small dots of pure colour that blend in the viewer’s eye.',
  },
  {
    name: 'Symbolism',
    period: 'c. 1880–1910',
    description: 'Art of dreams, myths and inner states rather than observed reality.',
  },
  {
    name: 'Art Nouveau',
    period: 'c. 1890–1910',
    description:
      'A decorative style of flowing, organic lines in architecture, design and painting, known in Vienna as the Secession style.',
  },
  {
    name: 'Fauvism',
    period: 'c. 1905–1908',
    description: 'Bold, unnatural colour used for its own sake, led by Matisse and Derain.',
  },
  {
    name: 'Expressionism',
    period: 'c. 1905–1925',
    description: 'Distorted forms and intense colour expressing emotion rather than appearance.',
  },
  {
    name: 'Cubism',
    period: 'c. 1907–1920s',
    description: 'Picasso and Braque’s breaking of objects into facets seen from several viewpoints at once.',
  },
  {
    name: 'Futurism',
    period: 'c. 1909–1918',
    description: 'Italian movement celebrating speed, machines and the modern city.',
  },
  {
    name: 'Suprematism',
    period: 'c. 1915–1920s',
    description: 'Malevich’s abstract art of pure geometric forms.',
  },
  {
    name: 'Dada',
    period: 'c. 1916–1924',
    description:
      'Anti-art born in wartime Zurich, mocking reason and tradition with readymades and nonsense.',
  },
  {
    name: 'De Stijl',
    period: 'c. 1917–1931',
    description:
      'Dutch movement of straight lines, right angles and primary colours, led by Mondrian and Theo van Doesburg.',
  },
  {
    name: 'Surrealism',
    period: 'c. 1924–1950s',
    description:
      'Art of dreams and the unconscious, launched by André Breton’s manifesto; Dalí and Magritte are its best-known painters.',
  },
  {
    name: 'Abstract Expressionism',
    period: 'c. 1943–1960',
    description:
      'New York painting of gesture and colour fields, from Pollock’s drips to Rothko’s glowing rectangles.',
  },
  {
    name: 'Pop Art',
    period: 'c. 1955–1970',
    description:
      'Art borrowing from advertising, comics and mass-produced goods, as in Warhol and Lichtenstein.',
  },
] as const satisfies readonly ArtMovement[];

/** The English names of the movements, which identify them: a translation must give each one's texts. */
export type ArtMovementName = (typeof movements)[number]['name'];

/**
 * The art movements the games teach (the games index advertises 15). Each one is named in at least
 * one question, statement or explanation (a test checks it). Periods are the usual approximate spans.
 */
export const artMovements: readonly ArtMovement[] = movements;
