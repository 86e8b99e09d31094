import {
  TRUE_FALSE_SECONDS_PER_QUESTION,
  TRUE_FALSE_STATEMENTS_PER_PLAY,
  TRUE_FALSE_TIMER_WARNING_SECONDS,
  trueFalseStatements,
  type GameCatalogueEntry,
} from '@artvoyage/content/games';
import { Award, Check, ListChecks, Timer, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { catalogueGameScreen } from '../shared/CatalogueGameScreen';
import { useGameTexts } from '../shared/useGameTexts';
import { useShownGame } from '../shared/useShownGame';
import { currentAnswer, feedbackKind, optionMark } from '../shared/question-flow';
import { AnswerButton } from '../quiz/AnswerButton';
import { FlowFeedback } from '../quiz/FlowFeedback';
import { FlowIntro } from '../quiz/FlowIntro';
import { FlowLayout } from '../quiz/FlowLayout';
import { FlowQuestionCard, flowBarStatus, type FlowBar } from '../quiz/FlowQuestionCard';
import { FlowResultsPanel } from '../quiz/FlowResultsPanel';
import { useQuestionFlow } from '../quiz/useQuestionFlow';
import { trueFalseConfig } from './true-false-rules';

const config = trueFalseConfig(trueFalseStatements);
const POINTS_EACH = trueFalseStatements[0]?.points ?? 0;

/** True or False: the quiz flow with a 20 s countdown per statement that pauses once answered. */
export default catalogueGameScreen('true-false-quiz', TrueFalseGame);

function TrueFalseGame({ game }: { game: GameCatalogueEntry }) {
  const { t } = useTranslation();
  const texts = useGameTexts();
  const { title, description } = useShownGame(game);
  const flow = useQuestionFlow('true-false-quiz', config, trueFalseStatements);
  const { state, results } = flow;
  const current = state.questions[state.index];
  // The flow keeps the English statements (it scores with their ids and isTrue); the screen shows them
  // in the active language.
  const statement = current && texts.statement(current);
  const truthText = (value: boolean) => (value ? t('games.trueFalse.true') : t('games.trueFalse.false'));

  let content;
  let bar: FlowBar | undefined;
  if (state.phase === 'playing' && statement) {
    const chosen = currentAnswer(state);
    const kind = feedbackKind(config, state);
    bar = flowBarStatus(
      config,
      flow,
      (place) => t('games.trueFalse.progress', place),
      TRUE_FALSE_TIMER_WARNING_SECONDS,
    );
    let message = t('games.trueFalse.timeUp');
    if (kind === 'correct') message = t('games.quiz.correct');
    else if (kind === 'wrong') message = t('games.trueFalse.wrong');
    content = (
      <FlowQuestionCard
        category={statement.category}
        question={statement.statement}
        headingRef={flow.headingRef}
      >
        <ul
          aria-label={t('games.trueFalse.answers')}
          className="mt-3 grid grid-cols-2 gap-2 sm:mt-5 sm:gap-3"
        >
          {[true, false].map((value) => (
            <li key={String(value)}>
              <AnswerButton
                mark={optionMark(value, statement.isTrue, chosen, state.locked)}
                markBadge={false}
                badge={
                  value ? (
                    <Check className="h-5 w-5" strokeWidth={3} />
                  ) : (
                    <X className="h-5 w-5" strokeWidth={3} />
                  )
                }
                onChoose={() => flow.answer(value)}
              >
                {truthText(value)}
              </AnswerButton>
            </li>
          ))}
        </ul>
        <FlowFeedback
          kind={kind}
          message={message}
          detail={statement.isTrue ? t('games.trueFalse.answerTrue') : t('games.trueFalse.answerFalse')}
          explanation={statement.explanation}
          flow={flow}
        />
      </FlowQuestionCard>
    );
  } else if (state.phase === 'finished' && results) {
    content = (
      <FlowResultsPanel
        results={results}
        rows={results.review.map(({ question: item, answer, outcome }) => ({
          id: item.id,
          prompt: texts.statement(item).statement,
          answer: answer === null ? null : truthText(answer),
          correctAnswer: truthText(item.isTrue),
          outcome,
        }))}
        reward={flow.reward}
        headingRef={flow.headingRef}
        onTryAgain={flow.tryAgain}
      />
    );
  } else {
    content = (
      <FlowIntro
        description={description}
        facts={[
          {
            key: 'statements',
            value: Math.min(TRUE_FALSE_STATEMENTS_PER_PLAY, trueFalseStatements.length),
            label: t('games.trueFalse.intro.statements'),
            Icon: ListChecks,
          },
          {
            key: 'time',
            value: TRUE_FALSE_SECONDS_PER_QUESTION,
            label: t('games.trueFalse.intro.perStatement'),
            Icon: Timer,
          },
          {
            key: 'points',
            value: POINTS_EACH,
            label: t('games.trueFalse.intro.points'),
            Icon: Award,
          },
        ]}
        startLabel={t('games.quiz.intro.start')}
        onStart={flow.start}
      />
    );
  }

  return (
    <FlowLayout title={title} flow={flow} bar={bar}>
      {content}
    </FlowLayout>
  );
}
