import type { Artwork, ArtworkId } from '@artvoyage/contract';
import { artworks } from '../artworks';
import { artworkKind } from '../catalogue';
import { artworkPath } from './routes';
import {
  backReference,
  paragraphSentences,
  listOf,
  mentions,
  sentence,
  splitIntoPassages,
  splitSentences,
} from './text';
import type { KnowledgeLink, KnowledgePassage } from './types';

/** How a passage names an artwork, and the other names visitors use for it. */
interface ArtworkNaming {
  /** The title as the subject of a sentence: 'the Mona Lisa', 'Liberty Leading the People'. */
  readonly subject: string;
  /** The title names two works ('The Slaves'), so verbs agree in the plural. */
  readonly plural?: boolean;
  /** Other names: the French and Italian titles, the short names, the subject's names. */
  readonly keywords: readonly string[];
}

export const artworkNaming: Readonly<Record<ArtworkId, ArtworkNaming>> = {
  'mona-lisa': {
    subject: 'the Mona Lisa',
    keywords: ['La Joconde', 'La Gioconda', 'Joconde', 'Gioconda', 'Monna Lisa'],
  },
  'venus-de-milo': {
    subject: 'the Venus de Milo',
    keywords: ['Aphrodite of Milos', 'Vénus de Milo', 'Venus of Milo'],
  },
  'winged-victory': {
    subject: 'the Winged Victory of Samothrace',
    keywords: ['Winged Victory', 'Nike of Samothrace', 'Victoire de Samothrace', 'Victory of Samothrace'],
  },
  'liberty-leading': {
    subject: 'Liberty Leading the People',
    keywords: ['La Liberté guidant le peuple', 'Liberty Leading'],
  },
  'wedding-feast': {
    subject: 'The Wedding Feast at Cana',
    keywords: ['Les Noces de Cana', 'Wedding at Cana', 'Marriage at Cana'],
  },
  'coronation-napoleon': {
    subject: 'The Coronation of Napoleon',
    keywords: [
      'Le Sacre de Napoléon',
      'Coronation of the Emperor Napoleon I',
      'Consecration of the Emperor Napoleon',
      'Napoleon’s coronation',
    ],
  },
  'raft-medusa': {
    subject: 'The Raft of the Medusa',
    keywords: ['Le Radeau de la Méduse', 'Raft of the Méduse', 'Raft of Medusa'],
  },
  'psyche-cupid': {
    subject: 'Psyche Revived by Cupid’s Kiss',
    keywords: [
      'Cupid and Psyche',
      'Psyche and Cupid',
      'Psyché ranimée par le baiser de l’Amour',
      'Eros and Psyche',
      'Psyche Revived',
    ],
  },
  'michelangelo-slaves': {
    subject: 'The Slaves (Dying Slave and Rebellious Slave)',
    plural: true,
    keywords: ['Dying Slave', 'Rebellious Slave', 'Michelangelo’s Slaves', 'Captives', 'Esclave mourant'],
  },
  'great-sphinx': {
    subject: 'the Great Sphinx of Tanis',
    keywords: ['Sphinx of Tanis', 'Great Sphinx', 'Grand Sphinx de Tanis', 'Tanis Sphinx'],
  },
};

/** The artwork's name at the start of a sentence. */
export function artworkSubject(artwork: Pick<Artwork, 'id'>): string {
  const { subject } = artworkNaming[artwork.id];
  return subject.charAt(0).toUpperCase() + subject.slice(1);
}

/** All the names of an artwork: the title, the subject form and the other names. */
export function artworkNames(artwork: Pick<Artwork, 'id' | 'title'>): string[] {
  const naming = artworkNaming[artwork.id];
  return [artwork.title, naming.subject.replace(/^the /, ''), ...naming.keywords];
}

/** 'by Leonardo da Vinci', 'attributed to Alexandros of Antioch', 'by an unknown sculptor'. */
export function byArtist(artist: string): string {
  const attributed = /^(.*) \(attributed\)$/.exec(artist);
  if (attributed) return `attributed to ${attributed[1]}`;
  if (/^unknown /i.test(artist)) {
    const rest = artist.charAt(0).toLowerCase() + artist.slice(1);
    return /s$/.test(artist) ? `by ${rest}` : `by an ${rest}`;
  }
  return `by ${artist}`;
}

const verb = (artwork: Artwork, singular: string, plural: string) =>
  (artworkNaming[artwork.id].plural ?? false) ? plural : singular;

export function artworkLink(artwork: Pick<Artwork, 'id' | 'title'>): KnowledgeLink {
  return { label: artwork.title, path: artworkPath(artwork.id) };
}

/**
 * Prefixes a sentence taken out of its text with the artwork's name when the sentence does not name
 * the artwork itself, so that it reads on its own ('About the Mona Lisa: Since 2005 it has hung...').
 */
function aboutArtwork(artwork: Artwork, text: string, label = 'About'): string {
  const first = splitSentences(text)[0] ?? text;
  if (!backReference.test(text) && artworkNames(artwork).some((name) => mentions(first, name))) return text;
  return `${label} ${artworkNaming[artwork.id].subject}: ${text}`;
}

/** 'c. 1503–1519', 'in 1830', 'in the Old or Middle Kingdom, before c. 1900 BC'. */
function datePhrase(year: string): string {
  if (/^c\./.test(year)) return year;
  return /^\d/.test(year) ? `in ${year}` : `in the ${year}`;
}

/** How the artwork was made: painted, carved or made. */
function madeVerb(artwork: Artwork): string {
  switch (artworkKind(artwork)) {
    case 'painting':
      return 'painted';
    case 'sculpture':
      return 'carved';
    default:
      return 'made';
  }
}

/** A sentence that needs the one before it: 'That is why...', 'He sent...', 'The pope had...'. */
const leansOnPrevious =
  /^(that|this|these|those|such|he|his|she|her|they|their|the (pope|king|emperor|artist|painter|sculptor))\b/i;

/** Whether the artwork's artist is named in a text ('Michelangelo' for 'Michelangelo Buonarroti'). */
function namesArtist(artwork: Artwork, text: string): boolean {
  return artwork.artist
    .replace(/ \(attributed\)$/, '')
    .split(' ')
    .some((word) => word.length >= 4 && /^\p{Lu}/u.test(word) && word !== 'Unknown' && mentions(text, word));
}

/**
 * The opening of the historical context, which says what the artwork is and shows: the first sentence,
 * with the second when it leans on the first or when the first is short. Returns the sentences and how
 * many of them the history passages can leave out without leaving a dangling 'It' or 'He'.
 */
function contextLead(artwork: Artwork): { lead: string[]; skip: number } {
  const sentences = paragraphSentences(artwork.historicalContext)[0] ?? [];
  const [first, second] = sentences;
  if (first === undefined) return { lead: [], skip: 0 };
  const length = second !== undefined && (leansOnPrevious.test(second) || first.length < 120) ? 2 : 1;
  let skip = length;
  // 'Its captain...' after a sentence about the ship: keep the sentence that says what 'it' is.
  while (skip > 0) {
    const next = sentences[skip];
    const previous = sentences[skip - 1] ?? '';
    const aboutArtwork = artworkNames(artwork).some((name) => mentions(previous, name));
    if (next === undefined || !(leansOnPrevious.test(next) || (backReference.test(next) && !aboutArtwork)))
      break;
    skip -= 1;
  }
  return { lead: sentences.slice(0, length), skip };
}

/**
 * Who made the artwork and when, the opening of its historical context (what it is, what it shows),
 * its medium and dimensions: at most four sentences.
 */
export function summaryText(artwork: Artwork): string {
  const subject = artworkSubject(artwork);
  const was = verb(artwork, 'was', 'were');
  const { lead } = contextLead(artwork);
  const first = lead[0] ?? '';
  const attributed = /^(.*) \(attributed\)$/.exec(artwork.artist);
  // When the context opens with 'Eugène Delacroix painted Liberty Leading the People...', that is enough.
  const leadSaysWho =
    namesArtist(artwork, first) && artworkNames(artwork).some((name) => mentions(first, name));
  const made = leadSaysWho
    ? ''
    : attributed
      ? `${subject} ${was} ${madeVerb(artwork)} ${datePhrase(artwork.year)} and ${verb(artwork, 'is', 'are')} attributed to ${attributed[1]}. `
      : `${subject} ${was} ${madeVerb(artwork)} ${byArtist(artwork.artist)} ${datePhrase(artwork.year)}. `;
  const who = leadSaysWho ? `Artist: ${artwork.artist}; date: ${artwork.year}. ` : '';
  const dimensions = artwork.dimensions.replace(/^(About|Height|Length|Width)\b/, (word) =>
    word.toLowerCase(),
  );
  return `${made}${lead.join(' ')} ${who}Medium and dimensions: ${artwork.medium}, ${dimensions}.`;
}

export function locationText(artwork: Artwork): string {
  return `${artworkSubject(artwork)} ${verb(artwork, 'is', 'are')} in the Louvre, ${artwork.location}.`;
}

/**
 * Why each artwork is famous, written by hand from the facts of artworks.ts: a visitor asking "why is it
 * famous?" wants a reason, which no single derived passage gives.
 */
export const artworkFame: Readonly<Record<ArtworkId, string>> = {
  'mona-lisa':
    'The Mona Lisa is famous for Leonardo da Vinci’s sfumato, the soft blending of light and shadow that makes her expression seem to shift as you look, and for its story: its theft in 1911 by Vincenzo Peruggia, followed by newspapers around the world for more than two years, turned it into a global celebrity. It is now the most famous portrait in the world.',
  'venus-de-milo':
    'The Venus de Milo is famous as a Greek original of the Hellenistic period rather than a Roman copy: France promoted it with enthusiasm after it had to return the Medici Venus to Florence in 1815. Her spiralling pose and the contrast between smooth skin and slipping drapery are admired, and her missing arms only added to the legend.',
  'winged-victory':
    'The Winged Victory of Samothrace is famous for the movement it conveys: the goddess twists forward into the wind, her drapery pressed against her body, as few sculptures ever have. Since 1884 it has stood on its ship at the top of the Daru staircase, one of the most theatrical sights in any museum.',
  'liberty-leading':
    'Liberty Leading the People is famous as a universal image of revolution and freedom. Eugène Delacroix painted it to commemorate the July Revolution of 1830, mixing a real event with allegory, and it has been reproduced on stamps, on a French banknote and on countless posters.',
  'wedding-feast':
    'The Wedding Feast at Cana is famous for its size and splendour: at about 6.8 by 9.9 metres it is the largest painting in the Louvre, and Paolo Veronese turned the biblical wedding into a sumptuous Venetian banquet with more than a hundred and thirty figures. It hangs in the Salle des États, facing the Mona Lisa.',
  'coronation-napoleon':
    'The Coronation of Napoleon is famous as the great image of Napoleon’s rule: Jacques-Louis David, his First Painter, recorded the ceremony of 2 December 1804 in Notre-Dame on an immense canvas with more than a hundred figures, many of them recognisable portraits. It is as much a political image as a historical record.',
  'raft-medusa':
    'The Raft of the Medusa is famous because Théodore Géricault turned a recent scandal, the wreck of the frigate Méduse in 1816, after which only 15 of about 150 people put on the raft survived, into a huge canvas painted with unflinching truth. Shown at the Salon of 1819, it shocked and divided critics and became a founding work of French Romanticism.',
  'psyche-cupid':
    'Psyche Revived by Cupid’s Kiss is famous for its tenderness and its composition: Antonio Canova built the embrace on two crossing diagonals that frame the kiss about to happen. It unites the calm beauty of Neoclassicism with an emotional intensity that announces Romanticism, and it was one of the most admired sculptures of its age.',
  'michelangelo-slaves':
    'Michelangelo’s Slaves are famous because they show how the great sculptor worked: left unfinished, they still bear the marks of the claw chisel with which he freed his figures from the marble. They were carved for the tomb of Pope Julius II, and their meaning, from conquered provinces to the soul imprisoned in the body, is still debated.',
  'great-sphinx':
    'The Great Sphinx of Tanis is famous as one of the largest sphinxes preserved outside Egypt, carved from a single block of pink granite. It is also a puzzle: several pharaohs carved their names on it over nearly a thousand years, and the king who first commissioned it is unknown.',
};

/** Words a visitor uses to ask why a work is famous, on the fame passages. */
const fameKeywords = ['famous', 'why famous', 'fame', 'important', 'significance'];

function passagesOf(artwork: Artwork): KnowledgePassage[] {
  // Other names go on the overview passages only (summary and location), so that a question naming
  // just the artwork finds them first; the other passages name the artwork in their text.
  const base = {
    topic: 'artwork' as const,
    title: artwork.title,
    link: artworkLink(artwork),
    artworkId: artwork.id,
  };
  const keywords = artworkNaming[artwork.id].keywords;
  const id = (part: string) => `artwork:${artwork.id}:${part}`;
  const facts = artwork.interestingFacts.map((fact, index) => ({
    ...base,
    id: id(`fact-${index + 1}`),
    text: aboutArtwork(artwork, sentence(fact)),
  }));
  // The opening sentences of the context are in the summary already.
  const { skip } = contextLead(artwork);
  const history = splitIntoPassages(artwork.historicalContext, skip).map((text, index) => ({
    ...base,
    id: id(`history-${index + 1}`),
    text: aboutArtwork(artwork, text),
  }));
  const visit = splitIntoPassages(artwork.visitorExperience).map((text, index, all) => ({
    ...base,
    id: all.length === 1 ? id('visit') : id(`visit-${index + 1}`),
    text: aboutArtwork(artwork, text, 'Visiting'),
  }));
  return [
    { ...base, id: id('summary'), text: summaryText(artwork), keywords },
    { ...base, id: id('location'), text: locationText(artwork), keywords },
    { ...base, id: id('fame'), text: artworkFame[artwork.id], keywords: fameKeywords },
    ...history,
    ...facts,
    ...visit,
  ];
}

/** The ten artworks of the virtual tour, as a list of titles: 'the Mona Lisa, ... and the Great Sphinx of Tanis'. */
export function artworkList(list: readonly Artwork[] = artworks): string {
  return listOf(list.map((artwork) => artworkNaming[artwork.id].subject));
}

/** Summary, location, historical context, interesting facts and visitor experience of each artwork. */
export const artworkPassages: readonly KnowledgePassage[] = artworks.flatMap(passagesOf);
