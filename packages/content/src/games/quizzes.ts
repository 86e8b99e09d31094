import { artistsKnowledgeTest } from './artists-knowledge-test';
import { famousArtworksQuiz } from './famous-artworks-quiz';
import { louvreHistoryQuiz } from './louvre-history-quiz';
import type { Quiz } from './types';

export { artistsKnowledgeTest, famousArtworksQuiz, louvreHistoryQuiz };

/** The three multiple-choice quizzes, which share one quiz screen. */
export const quizzes: readonly Quiz[] = [louvreHistoryQuiz, famousArtworksQuiz, artistsKnowledgeTest];

export function findQuiz(id: string): Quiz | undefined {
  return quizzes.find((quiz) => quiz.id === id);
}
