import type { TrueFalseStatement } from './types';

const POINTS = 100;

type StatementSource = Omit<TrueFalseStatement, 'points'>;

const statement = <const Id extends string>(
  source: StatementSource & { readonly id: Id },
): TrueFalseStatement & { readonly id: Id } => ({ ...source, points: POINTS });

const statements = [
  statement({
    id: 'tf-mona-lisa-theft',
    statement: 'The Mona Lisa was stolen from the Louvre in 1911.',
    isTrue: true,
    explanation:
      'Vincenzo Peruggia, a former Louvre worker, walked out with it in August 1911; it was recovered in Florence in December 1913.',
    category: 'Louvre History',
  }),
  statement({
    id: 'tf-venus-italy',
    statement: 'The Venus de Milo was discovered in Italy.',
    isTrue: false,
    explanation: 'She was found in 1820 on the Greek island of Milos, which gave her her name.',
    category: 'Artworks',
  }),
  statement({
    id: 'tf-fortress',
    statement: 'The Louvre was first built as a fortress.',
    isTrue: true,
    explanation:
      'King Philip II Augustus built it around 1190 to defend Paris; its foundations lie beneath the Sully Wing.',
    category: 'Louvre History',
  }),
  statement({
    id: 'tf-starry-night-paris',
    statement: 'Vincent van Gogh painted The Starry Night while living in Paris.',
    isTrue: false,
    explanation: 'He painted it in 1889 at the asylum of Saint-Rémy-de-Provence, in the south of France.',
    category: 'Artists',
  }),
  statement({
    id: 'tf-largest-painting',
    statement: 'The Wedding Feast at Cana is the largest painting in the Louvre.',
    isTrue: true,
    explanation:
      'Veronese’s canvas measures about 6.8 by 9.9 metres and faces the Mona Lisa in the Salle des États.',
    category: 'Artworks',
  }),
  statement({
    id: 'tf-pyramid-eiffel',
    statement: 'The Louvre’s glass pyramid was designed by Gustave Eiffel.',
    isTrue: false,
    explanation: 'The architect I. M. Pei designed it; it opened in 1989. Eiffel died in 1923.',
    category: 'Architecture',
  }),
  statement({
    id: 'tf-sistine-ceiling',
    statement: 'Michelangelo painted the ceiling of the Sistine Chapel between 1508 and 1512.',
    isTrue: true,
    explanation: 'Pope Julius II commissioned the ceiling, which includes The Creation of Adam.',
    category: 'Artists',
  }),
  statement({
    id: 'tf-impressionism-degas',
    statement: 'Impressionism took its name from a painting by Edgar Degas.',
    isTrue: false,
    explanation:
      'The name came from Claude Monet’s Impression, Sunrise, shown at the first Impressionist exhibition in 1874.',
    category: 'Art Movements',
  }),
  statement({
    id: 'tf-liberty-1830',
    statement: 'Liberty Leading the People commemorates the July Revolution of 1830.',
    isTrue: true,
    explanation:
      'Delacroix painted it in the autumn of 1830, a few months after the three days of fighting in Paris.',
    category: 'Artworks',
  }),
  statement({
    id: 'tf-victory-athena',
    statement: 'The Winged Victory of Samothrace represents the goddess Athena.',
    isTrue: false,
    explanation: 'She is Nike, the Greek goddess of victory, shown landing on the prow of a warship.',
    category: 'Artworks',
  }),
  statement({
    id: 'tf-sphinx-granite',
    statement: 'The Great Sphinx of Tanis is carved from a single block of pink granite.',
    isTrue: true,
    explanation:
      'The granite sphinx is about 4.8 metres long and guards the entrance to the Louvre’s Egyptian galleries.',
    category: 'Artworks',
  }),
  statement({
    id: 'tf-museum-louis-xiv',
    statement: 'The Louvre opened as a public museum during the reign of Louis XIV.',
    isTrue: false,
    explanation:
      'It opened in 1793, during the French Revolution; Louis XIV had moved his court to Versailles in 1682.',
    category: 'Louvre History',
  }),
];

/** The ids of the statements: a translation must give the texts of each one. */
export type TrueFalseStatementId = (typeof statements)[number]['id'];

/** The twelve statements, six true and six false; a play draws eight (see drawStatements). */
export const trueFalseStatements: readonly TrueFalseStatement[] = statements;
