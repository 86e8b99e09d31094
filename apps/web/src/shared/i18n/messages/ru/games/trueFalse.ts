import type en from '../../en/games/trueFalse';
import type { Translation } from '../../../types';

export default {
  intro: {
    statements: 'Утверждений',
    perStatement: 'Секунд на утверждение',
    points: 'Баллов за каждое',
  },
  progress: 'Утверждение {{current, number}} из {{total, number}}',
  answers: 'Ваш ответ',
  true: 'Правда',
  false: 'Ложь',
  wrong: 'Продолжайте учиться! В следующий раз получится.',
  answerTrue: 'Это утверждение верно.',
  answerFalse: 'Это утверждение неверно.',
  timeUp: 'Время вышло! Утверждение засчитано как оставшееся без ответа.',
} satisfies Translation<typeof en>;
