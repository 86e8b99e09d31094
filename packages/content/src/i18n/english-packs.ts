import { englishArtworksPack } from '../artworks-texts';
import { englishItinerariesPack } from '../itineraries/texts';
import { artTermsCrossword } from '../games/crossword';
import { englishPlacesPack } from '../places/texts';
import { englishGamesPack } from '../games/texts';
import { englishNarrationsPack } from '../narrations-texts';
import { englishQuizzesPack } from '../games/quiz-texts';
import { englishToursPack } from '../tours-texts';
import type { ContentPacks } from './packs';

/** Every pack's English source, in the shape of its translations (for the parity tests and the server). */
export const englishPacks: ContentPacks = {
  tours: englishToursPack,
  artworks: englishArtworksPack,
  itineraries: englishItinerariesPack,
  crossword: artTermsCrossword,
  places: englishPlacesPack,
  games: englishGamesPack,
  narrations: englishNarrationsPack,
  quizzes: englishQuizzesPack,
};
