import type { ArtworksPack } from '../artworks-texts';
import type { ItinerariesPack } from '../itineraries/texts';
import type { Crossword } from '../games/types';
import type { PlacesPack } from '../places/texts';
import type { GamesPack } from '../games/texts';
import type { NarrationsPack } from '../narrations-texts';
import type { QuizzesPack } from '../games/quiz-texts';
import type { ToursPack } from '../tours-texts';

/**
 * Every content pack a language has, by name: the web app fetches a language's pack the first time a
 * screen shows it (packages/content/src/locales/<locale>/<name>.ts). Add a pack here and in each
 * language's folder; the web app's loader table then fails to compile until it can load it.
 */
export interface ContentPacks {
  readonly tours: ToursPack;
  readonly artworks: ArtworksPack;
  readonly itineraries: ItinerariesPack;
  /** A whole grid of the language's own words: the crossword is rebuilt, not translated. */
  readonly crossword: Crossword;
  readonly places: PlacesPack;
  readonly games: GamesPack;
  readonly narrations: NarrationsPack;
  readonly quizzes: QuizzesPack;
}

export type ContentPackName = keyof ContentPacks;
