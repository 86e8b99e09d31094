import { englishArtworksPack } from '../artworks-texts';
import { englishItinerariesPack } from '../itineraries/texts';
import { artTermsCrossword } from '../games/crossword';
import { englishPlacesPack } from '../places/texts';
import { englishGamesPack } from '../games/texts';
import { englishNarrationsPack } from '../narrations-texts';
import { englishQuizzesPack } from '../games/quiz-texts';
import { englishToursPack } from '../tours-texts';
import { englishSocialPack } from '../social-texts';
import frArtworks from '../locales/fr/artworks';
import frCrossword from '../locales/fr/crossword';
import frGames from '../locales/fr/games';
import frItineraries from '../locales/fr/itineraries';
import frNarrations from '../locales/fr/narrations';
import frPlaces from '../locales/fr/places';
import frSocial from '../locales/fr/social';
import frQuizzes from '../locales/fr/quizzes';
import frTours from '../locales/fr/tours';
import ruArtworks from '../locales/ru/artworks';
import ruCrossword from '../locales/ru/crossword';
import ruGames from '../locales/ru/games';
import ruItineraries from '../locales/ru/itineraries';
import ruNarrations from '../locales/ru/narrations';
import ruPlaces from '../locales/ru/places';
import ruSocial from '../locales/ru/social';
import ruQuizzes from '../locales/ru/quizzes';
import ruTours from '../locales/ru/tours';
import type { Translations } from './translations';

/*
 * The list of content packs: a pack is a part of the content whose visitor-facing texts each language
 * has in a module of its own, packages/content/src/locales/<locale>/<name>.ts. Adding one takes an
 * entry here (its English source and each language's module; a language left out does not compile)
 * and the screens that show it in the web app's shared/i18n/groups.ts, which fetches a language's
 * pack the first time one of them is shown.
 */

/** Every pack's English source, in the shape of its translations (for the parity tests and the server). */
export const englishPacks = {
  tours: englishToursPack,
  artworks: englishArtworksPack,
  itineraries: englishItinerariesPack,
  /** A whole grid of the language's own words: the crossword is rebuilt, not translated. */
  crossword: artTermsCrossword,
  places: englishPlacesPack,
  games: englishGamesPack,
  narrations: englishNarrationsPack,
  quizzes: englishQuizzesPack,
  /** The Museum Team's sample posts in the feed. */
  social: englishSocialPack,
} as const;

/** Every content pack, by name, in the type its English source has. */
export type ContentPacks = typeof englishPacks;

export type ContentPackName = keyof ContentPacks;

/**
 * Every translated pack, loaded at once: for the server (audio guides, the chat, seeds) and for the
 * parity tests. The web app never imports this; it fetches one language's packs at a time.
 */
export const translatedPacks: Translations<ContentPacks> = {
  fr: {
    tours: frTours,
    artworks: frArtworks,
    itineraries: frItineraries,
    crossword: frCrossword,
    places: frPlaces,
    games: frGames,
    narrations: frNarrations,
    quizzes: frQuizzes,
    social: frSocial,
  },
  ru: {
    tours: ruTours,
    artworks: ruArtworks,
    itineraries: ruItineraries,
    crossword: ruCrossword,
    places: ruPlaces,
    games: ruGames,
    narrations: ruNarrations,
    quizzes: ruQuizzes,
    social: ruSocial,
  },
};
