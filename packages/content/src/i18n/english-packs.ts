import { englishQuizzesPack } from '../games/quiz-texts';
import { englishToursPack } from '../tours-texts';
import type { ContentPacks } from './packs';

/** Every pack's English source, in the shape of its translations (for the parity tests and the server). */
export const englishPacks: ContentPacks = {
  tours: englishToursPack,
  quizzes: englishQuizzesPack,
};
