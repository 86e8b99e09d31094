import type en from '../../en/games/matching';
import type { Translation } from '../../../types';

export default {
  howTo:
    'Выберите художника и произведение в любом порядке, чтобы составить пару. Чтобы снять выбор, нажмите на выбранный элемент ещё раз.',
  artists: 'Художники',
  artworks: 'Произведения',
  matched: 'Найдено пар',
  attempts: 'Попытки',
  score: 'Счёт',
  matchedCount: '{{matched, number}} / {{total, number}}',
  matchedMark: 'Пара найдена',
  tryAgain: 'Попробуйте ещё',
  feedbackCorrect: 'Верно! Автор «{{artwork}}» — {{artist}}.',
  feedbackWrong: 'Попробуйте ещё: автор «{{artwork}}» — не {{artist}}.',
  banner_one: 'Поздравляем! Вы нашли {{count, number}} пару!',
  banner_few: 'Поздравляем! Вы нашли все {{count, number}} пары!',
  banner_many: 'Поздравляем! Вы нашли все {{count, number}} пар!',
  banner_other: 'Поздравляем! Вы нашли все {{count, number}} пары!',
  results: {
    title: 'Результаты',
    score: 'Счёт',
    scoreValue: '{{score, number}} / {{max, number}}',
    efficiency: 'Эффективность',
    efficiencyValue: '{{percent, number}}%',
    efficiencyNote_one: 'Верных пар: {{correct, number}}, попыток: {{count, number}}',
    efficiencyNote_few: 'Верных пар: {{correct, number}}, попыток: {{count, number}}',
    efficiencyNote_many: 'Верных пар: {{correct, number}}, попыток: {{count, number}}',
    efficiencyNote_other: 'Верных пар: {{correct, number}}, попыток: {{count, number}}',
    lastAttempts: 'Последние 3 попытки',
    attempt: '{{artist}} → {{artwork}}',
    correct: 'Верно',
    incorrect: 'Неверно',
    pairs: 'Все пары',
    playAgain: 'Играть снова',
  },
} satisfies Translation<typeof en>;
