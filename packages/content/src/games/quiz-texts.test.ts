import { describe, expect, it } from 'vitest';
import { textsIn } from '../i18n/facts';
import { translatedLocales } from '../i18n/translations';
import { quizTextsSameAsEnglish } from '../locales/quizzes-kept-in-english';
import { translatedPacks } from '../i18n/packs';
import type { QuestionSource } from './quiz-builder';
import {
  englishQuizzesPack,
  localizeQuiz,
  type ArtistsKnowledgeQuestionId,
  type FamousArtworksQuestionId,
  type LouvreHistoryQuestionId,
  type QuizzesPack,
} from './quiz-texts';
import { quizzes } from './quizzes';
import { duplicates } from './test-support';

type QuizId = keyof QuizzesPack['quizzes'];

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

describe.each(translatedLocales)('the quizzes in %s', (locale) => {
  const pack = translatedPacks[locale].quizzes;

  it.each(quizzes.map((quiz) => [quiz.id, quiz] as const))(
    '%s keeps the ids, points and slots of the English, with the translated answer in the right slot',
    (_id, quiz) => {
      const english = englishQuizzesPack.quizzes[quiz.id as QuizId].questions as Record<
        string,
        QuestionSource
      >;
      const translated = pack.quizzes[quiz.id as QuizId].questions as Record<string, QuestionSource>;
      const localized = localizeQuiz(quiz, pack);
      expect(localized.id).toBe(quiz.id);
      expect(localized.timeLimit).toBe(quiz.timeLimit);
      expect(
        localized.questions.map(({ id, points, correctAnswer }) => ({ id, points, correctAnswer })),
      ).toEqual(quiz.questions.map(({ id, points, correctAnswer }) => ({ id, points, correctAnswer })));
      for (const [index, question] of localized.questions.entries()) {
        const source = translated[question.id]!;
        const englishQuestion = quiz.questions[index]!;
        // The option the server scores as right is, in both languages, the author's answer to that question.
        expect(englishQuestion.options[question.correctAnswer]).toBe(english[question.id]!.answer);
        expect(question.options[question.correctAnswer]).toBe(source.answer);
        expect(question.options.filter((_option, slot) => slot !== question.correctAnswer)).toEqual([
          ...source.wrong,
        ]);
        expect(question.question).toBe(source.question);
        expect(question.explanation).toBe(source.explanation);
      }
    },
  );

  it('has well-formed questions: four distinct options, a question mark, an explanation', () => {
    for (const quiz of quizzes) {
      for (const question of localizeQuiz(quiz, pack).questions) {
        expect(question.question.endsWith('?'), question.id).toBe(true);
        expect(question.options).toHaveLength(4);
        expect(duplicates(question.options), question.id).toEqual([]);
        expect(question.explanation.length, question.id).toBeGreaterThan(20);
      }
    }
  });

  it('follows the typography of the language', () => {
    const texts = textsIn(pack).map(([, text]) => text);
    // Curly apostrophes and the language's quotation marks: « » (and „ “ inside them in Russian).
    const outsideNested = (text: string) => text.replace(/„[^“”]*“/g, '');
    expect(texts.filter((text) => /['"“”„]/.test(outsideNested(text)))).toEqual([]);
    if (locale === 'fr') {
      // A no-break space before : ; ! ? and inside « », never an ordinary one, never none.
      expect(texts.filter((text) => /[^\u00a0\u202f][:;!?»]|«[^\u00a0\u202f]/.test(text))).toEqual([]);
    } else {
      expect(texts.filter((text) => /\s[:;!?]/.test(text))).toEqual([]);
    }
  });

  it('lists as kept in English only texts that a translation does keep', () => {
    const translatedTexts = new Set(textsIn(pack).map(([, text]) => text));
    const listed = Object.values(quizTextsSameAsEnglish[locale]).flat();
    expect(listed.filter((text) => !translatedTexts.has(text))).toEqual([]);
  });
});
