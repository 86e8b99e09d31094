import { findQuiz, type Quiz, type QuizQuestion } from '@artvoyage/content/games';
import { Award, HelpCircle, Timer } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { formatClock } from '../shared/countdown';
import type { GameScreenProps } from '../shared/game-screen';
import { GameNotFound } from '../shared/GameNotFound';
import { currentAnswer, feedbackKind, optionMark } from '../shared/question-flow';
import { AnswerButton } from './AnswerButton';
import { FlowFeedback } from './FlowFeedback';
import { FlowIntro } from './FlowIntro';
import { FlowLayout } from './FlowLayout';
import { FlowQuestionCard, flowBarStatus, type FlowBar } from './FlowQuestionCard';
import { FlowResultsPanel, type ReviewRow } from './FlowResultsPanel';
import { correctOption, pointsPerQuestion, questionsPerPlay, quizConfig, quizTimeLimit } from './quiz-rules';
import { useLocalizedQuiz } from './useLocalizedQuiz';
import { useQuestionFlow } from './useQuestionFlow';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** The multiple-choice quiz shared by the three quizzes: intro, playing, finished (see docs/product/games.md). */
export default function QuizScreen({ gameId }: GameScreenProps) {
  const quiz = findQuiz(gameId);
  if (!quiz) return <GameNotFound gameId={gameId} kind="quiz" />;
  return <QuizGame quiz={quiz} />;
}

function QuizGame({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation();
  // The play runs on the English quiz (ids, slots, score); the screen shows its questions in the language.
  const { shown, inLanguage } = useLocalizedQuiz(quiz);
  usePageTitle(shown.title);
  const config = useMemo(() => quizConfig(quiz), [quiz]);
  const flow = useQuestionFlow(quiz.id, config, quiz.questions);
  const { state, results } = flow;
  const played = state.questions[state.index];
  const question = played && inLanguage(played);
  const points = pointsPerQuestion(quiz);

  let content;
  let bar: FlowBar | undefined;
  if (state.phase === 'intro' || (state.phase === 'playing' && !question)) {
    content = (
      <FlowIntro
        description={shown.description}
        facts={[
          {
            key: 'questions',
            value: questionsPerPlay(quiz),
            label: t('games.quiz.intro.questions'),
            Icon: HelpCircle,
          },
          {
            key: 'time',
            value: formatClock(quizTimeLimit(quiz)),
            label: t('games.quiz.intro.timeLimit'),
            Icon: Timer,
          },
          ...(points === null
            ? []
            : [{ key: 'points', value: points, label: t('games.quiz.intro.points'), Icon: Award }]),
        ]}
        startLabel={t('games.quiz.intro.start')}
        onStart={flow.start}
      />
    );
  } else if (state.phase === 'playing' && question) {
    const chosen = currentAnswer(state);
    const kind = feedbackKind(config, state);
    bar = flowBarStatus(config, flow, (place) => t('games.quiz.progress', place));
    content = (
      <FlowQuestionCard question={question.question} headingRef={flow.headingRef}>
        <ul aria-label={t('games.quiz.options')} className="mt-3 grid gap-2 sm:mt-5 sm:gap-3">
          {question.options.map((option, index) => (
            <li key={option}>
              <AnswerButton
                mark={optionMark(index, question.correctAnswer, chosen, state.locked)}
                badge={LETTERS[index] ?? index + 1}
                onChoose={() => flow.answer(index)}
              >
                {option}
              </AnswerButton>
            </li>
          ))}
        </ul>
        <FlowFeedback
          kind={kind}
          message={
            kind === 'correct'
              ? t('games.quiz.correct')
              : t('games.quiz.correctAnswerWas', { option: correctOption(question) })
          }
          explanation={question.explanation}
          flow={flow}
        />
      </FlowQuestionCard>
    );
  } else if (results) {
    content = (
      <FlowResultsPanel
        results={results}
        rows={results.review.map(({ question: item, answer, outcome }) =>
          reviewRow(inLanguage(item), answer, outcome),
        )}
        note={state.timedOut ? t('games.quiz.timeUpEnded') : undefined}
        reward={flow.reward}
        headingRef={flow.headingRef}
        onTryAgain={flow.tryAgain}
      />
    );
  }

  return (
    <FlowLayout title={shown.title} flow={flow} bar={bar}>
      {content}
    </FlowLayout>
  );
}

function reviewRow(question: QuizQuestion, answer: number | null, outcome: ReviewRow['outcome']): ReviewRow {
  return {
    id: question.id,
    prompt: question.question,
    answer: answer === null ? null : (question.options[answer] ?? null),
    correctAnswer: correctOption(question),
    outcome,
  };
}
