import type { ContentPacks } from '../i18n/packs';
import type { Translations } from '../i18n/translations';
import frArtworks from './fr/artworks';
import frItineraries from './fr/itineraries';
import frTours from './fr/tours';
import ruArtworks from './ru/artworks';
import ruItineraries from './ru/itineraries';
import frCrossword from './fr/crossword';
import ruCrossword from './ru/crossword';
import frPlaces from './fr/places';
import ruPlaces from './ru/places';
import frGames from './fr/games';
import ruGames from './ru/games';
import frNarrations from './fr/narrations';
import ruNarrations from './ru/narrations';
import frQuizzes from './fr/quizzes';
import ruQuizzes from './ru/quizzes';
import ruTours from './ru/tours';

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
  },
};
