import type { TextsById } from '../i18n/translations';
import { artistsKnowledgeQuestions, artistsKnowledgeTest } from './artists-knowledge-test';
import { famousArtworksQuestions, famousArtworksQuiz } from './famous-artworks-quiz';
import { louvreHistoryQuestions, louvreHistoryQuiz } from './louvre-history-quiz';
import { questionId, type QuestionSource } from './quiz-builder';
import type { Quiz, QuizQuestion } from './types';

export type { QuestionSource };

/*
 * The three quizzes in another language. A translation gives each question as its author would write
 * it (the answer, then the three wrong options in the English order), and `localizeQuiz` lays the
 * options out in the English slots: the right answer stays at the English `correctAnswer`, so the ids,
 * the layout and the server's scoring (by question id and option index) never depend on the language.
 */

type TwoDigits<N extends number> = `${N}` extends `${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}` ? `0${N}` : `${N}`;

/** The ids buildQuiz gives a bank's questions: `${Prefix}-01` up to its length. */
export type QuestionIdsOf<
  Prefix extends string,
  Bank extends readonly unknown[],
  Counted extends readonly unknown[] = [],
  Ids extends string = never,
> = Counted['length'] extends Bank['length']
  ? Ids
  : QuestionIdsOf<
      Prefix,
      Bank,
      [...Counted, unknown],
      Ids | `${Prefix}-${TwoDigits<[...Counted, unknown]['length']>}`
    >;

export type LouvreHistoryQuestionId = QuestionIdsOf<'louvre', typeof louvreHistoryQuestions>;
export type FamousArtworksQuestionId = QuestionIdsOf<'artworks', typeof famousArtworksQuestions>;
export type ArtistsKnowledgeQuestionId = QuestionIdsOf<'artists', typeof artistsKnowledgeQuestions>;

/** What a visitor reads of a quiz: a question left out is a compile error. */
export interface QuizTexts<QuestionId extends string> {
  readonly title: string;
  readonly description: string;
  readonly questions: TextsById<QuestionId, QuestionSource>;
}

/** A language's texts of the three quizzes. */
export interface QuizzesPack {
  readonly quizzes: {
    readonly 'louvre-history-quiz': QuizTexts<LouvreHistoryQuestionId>;
    readonly 'famous-artworks-quiz': QuizTexts<FamousArtworksQuestionId>;
    readonly 'artists-knowledge-test': QuizTexts<ArtistsKnowledgeQuestionId>;
  };
}

/** A question in a language: the translated options in the English slots; id, points and answer unchanged. */
export function localizeQuestion(question: QuizQuestion, texts: QuestionSource | undefined): QuizQuestion {
  if (!texts) return question;
  const options = [...texts.wrong];
  options.splice(question.correctAnswer, 0, texts.answer);
  return { ...question, question: texts.question, options, explanation: texts.explanation };
}

/** The quiz with its texts in a language (`undefined`: English, the source). */
export function localizeQuiz(quiz: Quiz, pack: QuizzesPack | undefined): Quiz {
  const byQuiz: Readonly<Record<string, QuizTexts<string> | undefined>> = pack?.quizzes ?? {};
  const texts = byQuiz[quiz.id];
  if (!texts) return quiz;
  return {
    ...quiz,
    title: texts.title,
    description: texts.description,
    questions: quiz.questions.map((question) => localizeQuestion(question, texts.questions[question.id])),
  };
}

function englishTexts<QuestionId extends string>(
  quiz: Quiz,
  prefix: string,
  bank: readonly QuestionSource[],
): QuizTexts<QuestionId> {
  return {
    title: quiz.title,
    description: quiz.description,
    questions: Object.fromEntries(
      bank.map((source, index) => [questionId(prefix, index), source]),
    ) as TextsById<QuestionId, QuestionSource>,
  };
}

/** The English texts, in the shape of a translation: the source the parity tests compare with. */
export const englishQuizzesPack: QuizzesPack = {
  quizzes: {
    'louvre-history-quiz': englishTexts(louvreHistoryQuiz, 'louvre', louvreHistoryQuestions),
    'famous-artworks-quiz': englishTexts(famousArtworksQuiz, 'artworks', famousArtworksQuestions),
    'artists-knowledge-test': englishTexts(artistsKnowledgeTest, 'artists', artistsKnowledgeQuestions),
  },
};
