import type { GuessArtwork } from './types';

const POINTS = 100;

type ItemSource = Omit<GuessArtwork, 'correctAnswer' | 'points' | 'options'> & {
  /** The three wrong titles; the right one is placed at `slot`. */
  readonly wrong: readonly [string, string, string];
  readonly slot: 0 | 1 | 2 | 3;
};

function item<const Id extends string>({
  wrong,
  slot,
  ...rest
}: ItemSource & { readonly id: Id }): GuessArtwork & { readonly id: Id } {
  const options = [...wrong];
  options.splice(slot, 0, rest.title);
  return { ...rest, options, correctAnswer: slot, points: POINTS };
}

// Eight of the ten museum artworks. Title and artist are copied from artworks.ts (a test checks it).
// Crops are fractions of the whole image, chosen to show a telling detail without the whole composition;
// the web app shows the crop, then the full image after the answer.
const items = [
  item({
    id: 'guess-mona-lisa',
    artworkId: 'mona-lisa',
    title: 'Mona Lisa',
    artist: 'Leonardo da Vinci',
    wrong: ['Lady with an Ermine', 'La Belle Ferronnière', 'Girl with a Pearl Earring'],
    slot: 2,
    hint: 'Leonardo kept refining this portrait for years and took it with him to France.',
    description:
      'Begun in Florence around 1503, the portrait is famous for its sfumato, the soft blending of light and shade around the sitter’s mouth and eyes. These are her folded hands.',
    crop: { x: 0.28, y: 0.7, width: 0.55, height: 0.22 },
  }),
  item({
    id: 'guess-venus-de-milo',
    artworkId: 'venus-de-milo',
    title: 'Venus de Milo',
    artist: 'Alexandros of Antioch (attributed)',
    wrong: ['Winged Victory of Samothrace', 'Medici Venus', 'Aphrodite of Knidos'],
    slot: 0,
    hint: 'Found by a farmer on an Aegean island in 1820; her arms were never recovered.',
    description:
      'A Hellenistic marble of around 150–125 BC, most likely showing Aphrodite. The detail shows the heavy drapery slipping from her hips.',
    crop: { x: 0.3, y: 0.45, width: 0.4, height: 0.2 },
  }),
  item({
    id: 'guess-winged-victory',
    artworkId: 'winged-victory',
    title: 'Winged Victory of Samothrace',
    artist: 'Unknown sculptor',
    wrong: ['Venus de Milo', 'Laocoön and His Sons', 'Nike of Paionios'],
    slot: 3,
    hint: 'The goddess of victory alights on the prow of a warship at the top of a grand staircase.',
    description:
      'Carved around 190 BC, probably as an offering from Rhodes after a naval victory. The sea wind seems to press the thin drapery against her body.',
    crop: { x: 0.25, y: 0.4, width: 0.5, height: 0.3 },
  }),
  item({
    id: 'guess-liberty-leading',
    artworkId: 'liberty-leading',
    title: 'Liberty Leading the People',
    artist: 'Eugène Delacroix',
    wrong: ['The Raft of the Medusa', 'The Third of May 1808', 'The Oath of the Horatii'],
    slot: 1,
    hint: 'Painted in 1830 to celebrate three days of revolution on the barricades of Paris.',
    description:
      'Delacroix’s allegory of the July Revolution: Liberty, bare-breasted and holding the tricolour, leads Parisians of every class over a barricade. The detail shows the boy brandishing pistols beside her.',
    crop: { x: 0.52, y: 0.25, width: 0.3, height: 0.45 },
  }),
  item({
    id: 'guess-wedding-feast',
    artworkId: 'wedding-feast',
    title: 'The Wedding Feast at Cana',
    artist: 'Paolo Veronese',
    wrong: ['The Last Supper', 'The Feast in the House of Levi', 'The School of Athens'],
    slot: 0,
    hint: 'The largest painting in the Louvre, showing the miracle of water turned into wine.',
    description:
      'Painted in 1562–1563 for the refectory of a Venetian monastery, the huge canvas gathers more than 130 figures around Christ. The detail shows the musicians in the foreground.',
    crop: { x: 0.35, y: 0.58, width: 0.3, height: 0.28 },
  }),
  item({
    id: 'guess-coronation-napoleon',
    artworkId: 'coronation-napoleon',
    title: 'The Coronation of Napoleon',
    artist: 'Jacques-Louis David',
    wrong: ['The Oath of the Horatii', 'Napoleon Crossing the Alps', 'The Death of Marat'],
    slot: 2,
    hint: 'It records a ceremony held in Notre-Dame de Paris on 2 December 1804.',
    description:
      'David shows the moment after Napoleon crowned himself, when he raises a crown over the kneeling Josephine while Pope Pius VII looks on.',
    crop: { x: 0.38, y: 0.3, width: 0.3, height: 0.4 },
  }),
  item({
    id: 'guess-raft-medusa',
    artworkId: 'raft-medusa',
    title: 'The Raft of the Medusa',
    artist: 'Théodore Géricault',
    wrong: ['Liberty Leading the People', 'The Fighting Temeraire', 'Wanderer above the Sea of Fog'],
    slot: 3,
    hint: 'Survivors of an 1816 shipwreck wave at a distant ship.',
    description:
      'Géricault turned a national scandal into a vast modern tragedy: of about 150 people cast adrift on the raft, only 15 were alive when it was found thirteen days later. The detail shows the figure waving a cloth at the horizon.',
    crop: { x: 0.58, y: 0.08, width: 0.32, height: 0.4 },
  }),
  item({
    id: 'guess-great-sphinx',
    artworkId: 'great-sphinx',
    title: 'Great Sphinx of Tanis',
    artist: 'Unknown Egyptian sculptors',
    wrong: ['The Seated Scribe', 'Lamassu of Khorsabad', 'Great Sphinx of Giza'],
    slot: 1,
    hint: 'A lion with a king’s head, carved from a single block of pink granite, guards the Egyptian galleries.',
    description:
      'Several pharaohs carved their names on this sphinx over nearly a thousand years; the king who first commissioned it is unknown. The detail shows the royal headcloth.',
    crop: { x: 0.3, y: 0.15, width: 0.35, height: 0.4 },
  }),
];

/** The ids of the items: a translation must give the texts of each one. */
export type GuessArtworkId = (typeof items)[number]['id'];

/** The eight artworks to guess, in content order (a play shuffles them). */
export const guessTheArtworkItems: readonly GuessArtwork[] = items;
