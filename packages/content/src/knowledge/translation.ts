import type { ArtworkId, GameId, TourId } from '@artvoyage/contract';
import type { TextsById } from '../i18n/translations';
import type { artHistoryEntries } from './art-history';
import type { artistEntries } from './artists';
import type { museumEntries } from './museum';
import type { roomEntries } from './rooms';
import type { links } from './routes';
import type { visitEntries } from './visit';

/*
 * The knowledge base in another language: the same passages, with the same ids, links and artworks,
 * and texts written in that language. Ids, links and numbers come from the English modules; a
 * translation carries only what the expert says. Where passages have keys, a missing one is a compile
 * error; knowledge.test.ts checks the rest (every passage there, the same numbers, lists as long).
 */

/** A hand-written passage in another language; its link and id are the English one's. */
export interface WrittenTexts {
  readonly title: string;
  readonly text: string;
  /** The other names visitors use in that language (given where the English passage has keywords). */
  readonly keywords?: readonly string[];
}

/** Every passage of a hand-written English module, by its key. */
export type WrittenTranslation<Entries> = { readonly [K in keyof Entries]: WrittenTexts };

/** What the expert says of an artwork in another language; the passages are cut as the English ones. */
export interface ArtworkKnowledgeTexts {
  /** The title as known in that language: the passages' title and the link's label. */
  readonly title: string;
  /** Other names visitors use, in that language and the original ones. */
  readonly keywords: readonly string[];
  readonly summary: string;
  readonly location: string;
  readonly fame: string;
  /** As many as the English `history-N` passages, in order. */
  readonly history: readonly string[];
  /** As many as the English `fact-N` passages, in order. */
  readonly facts: readonly string[];
  /** As many as the English `visit` passages, in order. */
  readonly visit: readonly string[];
}

/** An artist's passages in another language, with the same parts as the English. */
export interface ArtistTexts<Parts> {
  readonly name: string;
  readonly keywords: readonly string[];
  readonly passages: { readonly [P in keyof Parts]: string };
}

export type ArtistsTranslation = {
  readonly [A in ArtworkId]: ArtistTexts<(typeof artistEntries)[A]['passages']>;
};

/** The tours' passages; their descriptions come from the tours pack of the same language. */
export interface ToursKnowledgeTexts {
  /** The title of a tour's passages: 'Visite « Art français »'. */
  readonly title: (tourName: string) => string;
  /** 'La visite « Art français » d’ArtVoyage : ' followed by the pack's description. */
  readonly descriptionLead: (tourName: string) => string;
  /** Words for any tour: 'visite guidée', 'parcours'. */
  readonly keywords: readonly string[];
  readonly overview: WrittenTexts;
  readonly timeGuide: WrittenTexts;
  readonly tours: TextsById<TourId, { readonly stops: string; readonly where: string }>;
}

/** How a language phrases the passages derived from the places pack, when the language has one. */
export interface PlacePhrases {
  /** 'Colisée (Rome, Italie) : ' */
  readonly landmarkLead: (name: string, place: string) => string;
  /** ' Horaires : … Vérifiez avant de partir, car ils changent.' */
  readonly hours: (hours: string) => string;
  /** 'Colisée – conseils de visite : ' */
  readonly tipsLead: (name: string) => string;
  /** 'Rome, Italie : … Rome est l’une des destinations de la carte interactive d’ArtVoyage.' */
  readonly destination: (name: string, country: string, description: string) => string;
}

/** How a language phrases the passages derived from the games and quizzes packs. */
export interface GamePhrases {
  /** A quiz question, its right answer and the explanation, as a statement. */
  readonly quizStatement: (question: string, answer: string, explanation: string) => string;
  /** A false statement of the true-or-false game, said to be false (the explanation follows). */
  readonly falseClaim: (statement: string) => string;
  /** A timeline event with its year (negative: before Christ). */
  readonly timelineEvent: (year: number, title: string, description: string) => string;
  readonly movement: (name: string, period: string, description: string) => string;
  /** Words for any movement: 'art movement', 'style'. */
  readonly movementKeywords: readonly string[];
  readonly matchingTitle: (artist: string, work: string) => string;
  /** A work of the matching game, its artist and the pair's description. */
  readonly matching: (artist: string, work: string, description: string) => string;
  /** The language's typography, applied to every title and text made of the packs' texts. */
  readonly typeset: (text: string) => string;
}

/** Labels of the app's fixed pages, as the navigation names them in that language. */
export type PageLabels = { readonly [K in keyof typeof links]: string };

/** The whole knowledge base of a language other than English. */
export interface KnowledgeTranslation {
  readonly pages: PageLabels;
  readonly games: TextsById<GameId, string>;
  /** Keywords of the "why is it famous" passages. */
  readonly fameKeywords: readonly string[];
  readonly artworks: TextsById<ArtworkId, ArtworkKnowledgeTexts>;
  readonly artists: ArtistsTranslation;
  readonly museum: WrittenTranslation<typeof museumEntries>;
  readonly rooms: WrittenTranslation<typeof roomEntries>;
  readonly visit: WrittenTranslation<typeof visitEntries>;
  readonly artHistory: WrittenTranslation<typeof artHistoryEntries>;
  readonly tours: ToursKnowledgeTexts;
  readonly places: PlacePhrases;
  readonly gamePhrases: GamePhrases;
}
