import type { QuizzesPack } from '../games/quiz-texts';
import type { ToursPack } from '../tours-texts';

/**
 * Every content pack a language has, by name: the web app fetches a language's pack the first time a
 * screen shows it (packages/content/src/locales/<locale>/<name>.ts). Add a pack here and in each
 * language's folder; the web app's loader table then fails to compile until it can load it.
 */
export interface ContentPacks {
  readonly tours: ToursPack;
  readonly quizzes: QuizzesPack;
}

export type ContentPackName = keyof ContentPacks;
