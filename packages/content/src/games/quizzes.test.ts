import { describe, expect, it } from 'vitest';
import { quizGameIds } from '@artvoyage/contract/constants';
import { drawQuestions } from './draw';
import { toQuestion } from './quiz-builder';
import { artistsKnowledgeTest, famousArtworksQuiz, findQuiz, louvreHistoryQuiz, quizzes } from './quizzes';
import { QUIZ_QUESTIONS_PER_PLAY, QUIZ_TIME_LIMIT_SECONDS } from './rules';
import { duplicates, seededRandom, sentenceCount } from './test-support';

describe('quizzes', () => {
  it('are the three quiz games of the contract, with the documented time limit and points', () => {
    expect(quizzes.map((quiz) => quiz.id)).toEqual([...quizGameIds]);
    expect(quizzes.every((quiz) => quiz.timeLimit === QUIZ_TIME_LIMIT_SECONDS)).toBe(true);
    expect(QUIZ_TIME_LIMIT_SECONDS).toBe(480);
    expect(new Set(louvreHistoryQuiz.questions.map((q) => q.points))).toEqual(new Set([100]));
    expect(new Set(famousArtworksQuiz.questions.map((q) => q.points))).toEqual(new Set([100]));
    expect(new Set(artistsKnowledgeTest.questions.map((q) => q.points))).toEqual(new Set([150]));
  });

  it('have titles and descriptions', () => {
    expect(louvreHistoryQuiz.title).toBe('Louvre History Quiz');
    for (const quiz of quizzes) {
      expect(quiz.title.length).toBeGreaterThan(0);
      expect(quiz.description.length).toBeGreaterThan(0);
    }
  });

  it('each hold a bank of at least 40 questions, far more than one play of 8 uses', () => {
    for (const quiz of quizzes) expect(quiz.questions.length).toBeGreaterThanOrEqual(40);
    expect(QUIZ_QUESTIONS_PER_PLAY).toBe(8);
  });

  it('have unique question ids across all banks', () => {
    const ids = quizzes.flatMap((quiz) => quiz.questions.map((q) => q.id));
    expect(duplicates(ids)).toEqual([]);
  });

  it('never ask the same question twice', () => {
    const texts = quizzes.flatMap((quiz) => quiz.questions.map((q) => q.question));
    expect(duplicates(texts)).toEqual([]);
  });

  for (const quiz of quizzes) {
    describe(quiz.id, () => {
      it.each(quiz.questions.map((q) => [q.id, q] as const))('%s is well formed', (_id, q) => {
        expect(q.question.trim()).toBe(q.question);
        expect(q.question.endsWith('?')).toBe(true);
        expect(q.options).toHaveLength(4);
        expect(duplicates(q.options)).toEqual([]);
        expect(q.options.every((option) => option.trim().length > 0)).toBe(true);
        expect(Number.isInteger(q.correctAnswer)).toBe(true);
        expect(q.correctAnswer).toBeGreaterThanOrEqual(0);
        expect(q.correctAnswer).toBeLessThan(q.options.length);
        expect(q.explanation.length).toBeGreaterThan(20);
        expect(sentenceCount(q.explanation)).toBeGreaterThanOrEqual(1);
        expect(sentenceCount(q.explanation)).toBeLessThanOrEqual(2);
      });

      it('puts the right answer in every position, none in more than a third of the questions', () => {
        const counts = [0, 0, 0, 0];
        for (const q of quiz.questions) counts[q.correctAnswer] = (counts[q.correctAnswer] ?? 0) + 1;
        for (const count of counts) {
          expect(count).toBeGreaterThanOrEqual(Math.floor(quiz.questions.length * 0.15));
          expect(count).toBeLessThanOrEqual(Math.ceil(quiz.questions.length / 3));
        }
      });

      it('draws 8 distinct questions of its bank for a play', () => {
        const drawn = drawQuestions(quiz, QUIZ_QUESTIONS_PER_PLAY, seededRandom(7));
        expect(drawn).toHaveLength(8);
        expect(new Set(drawn.map((q) => q.id)).size).toBe(8);
        for (const q of drawn) expect(quiz.questions).toContain(q);
      });
    });
  }
});

describe('findQuiz', () => {
  it('finds a quiz by id and returns undefined for other ids', () => {
    expect(findQuiz('artists-knowledge-test')).toBe(artistsKnowledgeTest);
    expect(findQuiz('art-terms-crossword')).toBeUndefined();
    expect(findQuiz('nope')).toBeUndefined();
  });
});

describe('toQuestion', () => {
  it('keeps the answer pointed to by correctAnswer and the wrong options in their order', () => {
    const q = toQuestion(
      { question: 'Which?', answer: 'Right', wrong: ['A', 'B', 'C'], explanation: 'Because.' },
      'x-01',
      100,
    );
    expect(q.options[q.correctAnswer]).toBe('Right');
    expect(q.options.filter((option) => option !== 'Right')).toEqual(['A', 'B', 'C']);
    expect(q).toMatchObject({ id: 'x-01', points: 100, explanation: 'Because.' });
  });
});
