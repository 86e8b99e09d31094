import { localizeQuiz, louvreHistoryQuiz, type QuizQuestion } from '@artvoyage/content/games';
import frQuizzes from '@artvoyage/content/locales/fr/quizzes';
import ruQuizzes from '@artvoyage/content/locales/ru/quizzes';
import { act, cleanup, fireEvent, getDefaultNormalizer, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18next, loadMessageGroups, loadScreenPacks } from '@/shared/i18n';
import { renderAsVisitor } from '../shared/testing/game-screens';
import QuizScreen from './QuizScreen';

/** The question on screen, found by its text among the quiz in that language. */
function questionOnScreen(localized: readonly QuizQuestion[]): QuizQuestion {
  const heading = screen.getByRole('heading', { level: 2 }).textContent;
  const question = localized.find((candidate) => candidate.question === heading);
  if (!question) throw new Error(`Not a question of the quiz: ${heading}`);
  return question;
}

/** An element with exactly this text: French no-break spaces are kept, not read as ordinary ones. */
const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

function optionButtons(): HTMLElement[] {
  return within(screen.getByRole('list', { name: i18next.t('games.quiz.options') })).getAllByRole('button');
}

// What the games' route fetches for the quiz screen: the games' messages and the quizzes' questions.
beforeAll(() => Promise.all([loadMessageGroups(['games']), loadScreenPacks(['quizzes'])]));
afterEach(cleanup);
afterAll(() => changeLocale('en'));

describe.each([
  ['fr', frQuizzes],
  ['ru', ruQuizzes],
] as const)('the Louvre history quiz in %s', (locale, pack) => {
  const localized = localizeQuiz(louvreHistoryQuiz, pack);

  beforeAll(() => changeLocale(locale));

  it('shows the quiz in the language and scores the right option as right', async () => {
    renderAsVisitor(<QuizScreen gameId="louvre-history-quiz" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(localized.title);
    expect(screen.getByText(localized.description, exactly)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: i18next.t('games.quiz.intro.start') }));
    const first = questionOnScreen(localized.questions);
    // The options in the English slots: the answer at the index the server scores as right.
    const english = louvreHistoryQuiz.questions.find((question) => question.id === first.id)!;
    expect(optionButtons().map((button) => button.textContent)).toEqual(
      first.options.map((option, index) => `${'ABCD'[index]}${option}`),
    );
    expect(first.correctAnswer).toBe(english.correctAnswer);

    const right = first.options[first.correctAnswer]!;
    expect(right).toBe(pack.quizzes['louvre-history-quiz'].questions[first.id as 'louvre-01'].answer);
    await act(async () => fireEvent.click(optionButtons()[first.correctAnswer]!));
    expect(screen.getByText(i18next.t('games.quiz.correct'), exactly)).toBeTruthy();
    expect(screen.getByText(i18next.t('games.quiz.score', { score: 100 }), exactly)).toBeTruthy();
    expect(screen.getByText(first.explanation, exactly)).toBeTruthy();

    // A wrong option on the next question: not scored, and the right one named in the language.
    fireEvent.click(screen.getByRole('button', { name: i18next.t('games.quiz.next') }));
    const second = questionOnScreen(localized.questions);
    const wrongSlot = (second.correctAnswer + 1) % second.options.length;
    await act(async () => fireEvent.click(optionButtons()[wrongSlot]!));
    expect(
      screen.getByText(
        i18next.t('games.quiz.correctAnswerWas', { option: second.options[second.correctAnswer] }),
        exactly,
      ),
    ).toBeTruthy();
    expect(screen.getByText(i18next.t('games.quiz.score', { score: 100 }), exactly)).toBeTruthy();
  });
});
