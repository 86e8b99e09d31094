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
