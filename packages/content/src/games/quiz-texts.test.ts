import { describe, expect, it } from 'vitest';
import {
  englishQuizzesPack,
  localizeQuiz,
  type ArtistsKnowledgeQuestionId,
  type FamousArtworksQuestionId,
  type LouvreHistoryQuestionId,
} from './quiz-texts';
import { quizzes } from './quizzes';

describe('the English quiz texts', () => {
  it('are keyed by the ids of the questions, in their order', () => {
    for (const quiz of quizzes) {
      const texts = englishQuizzesPack.quizzes[quiz.id as keyof typeof englishQuizzesPack.quizzes];
      expect(Object.keys(texts.questions)).toEqual(quiz.questions.map((question) => question.id));
    }
  });

  it('lay every quiz out exactly as the builder did', () => {
    for (const quiz of quizzes) expect(localizeQuiz(quiz, englishQuizzesPack)).toEqual(quiz);
  });

  it('leave a quiz alone in English', () => {
    for (const quiz of quizzes) expect(localizeQuiz(quiz, undefined)).toBe(quiz);
  });
});

describe('the question ids a translation must have', () => {
  it('run from 01 to the length of each bank (checked by the compiler)', () => {
    const ids: [LouvreHistoryQuestionId, FamousArtworksQuestionId, ArtistsKnowledgeQuestionId] = [
      'louvre-50',
      'artworks-53',
      'artists-63',
    ];
    // @ts-expect-error: the Louvre bank has 50 questions
    const beyond: LouvreHistoryQuestionId = 'louvre-51';
    // @ts-expect-error: ids have two digits
    const unpadded: LouvreHistoryQuestionId = 'louvre-1';
    expect([...ids, beyond, unpadded]).toHaveLength(5);
  });
});
