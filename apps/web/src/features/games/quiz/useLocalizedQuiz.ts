import { localizeQuiz, type Quiz, type QuizQuestion } from '@artvoyage/content/games';
import { useCallback, useMemo } from 'react';
import { useContentPack } from '@/shared/i18n';

/**
 * The quiz as the visitor reads it, in the active language. The play itself (the draw, the answers,
 * the score, what the server is sent) runs on the English quiz: a translation keeps every question's
 * id and puts its options in the English slots, so `inLanguage` can show any question of a play, even
 * one drawn before the language changed.
 */
export function useLocalizedQuiz(quiz: Quiz): {
  shown: Quiz;
  inLanguage: (question: QuizQuestion) => QuizQuestion;
} {
  const pack = useContentPack('quizzes');
  const shown = useMemo(() => localizeQuiz(quiz, pack), [quiz, pack]);
  const byId = useMemo(() => new Map(shown.questions.map((question) => [question.id, question])), [shown]);
  const inLanguage = useCallback((question: QuizQuestion) => byId.get(question.id) ?? question, [byId]);
  return { shown, inLanguage };
}
