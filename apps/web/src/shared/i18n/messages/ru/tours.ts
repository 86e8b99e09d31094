import type en from '../en/tours';
import type { Translation } from '../../types';

/**
 * Russian: the guided tours list and tour pages. `duration` is one text for any count (English has no
 * plural forms for it), so it avoids agreeing a noun with {{count, number}} and {{max, number}}.
 */
export default {
  tours: {
    title: 'Экскурсии',
    subtitle: 'Выберите маршрут по коллекции и пройдите его от произведения к произведению.',
    select: 'Выбрать',
    selected: 'Выбрана',
    panelTitle: 'Экскурсия «{{name}}»',
    duration:
      'Произведений в экскурсии: {{count, number}}. Продолжительность — примерно {{min, number}}–{{max, number}} мин.',
    startTour: 'Начать экскурсию',
    allTours: 'Все экскурсии',
    chooseHint: 'Выберите экскурсию, чтобы увидеть её произведения.',
    resumeTour: 'Продолжить экскурсию (остановка {{number, number}} из {{total, number}})',
    startOver: 'Начать заново',
    finish: {
      pageTitle: 'Экскурсия «{{name}}» пройдена',
      heading: 'Вы прошли экскурсию «{{name}}»',
      summary: 'Итоги',
      visited: 'Пройдено остановок: {{visited, number}} из {{total, number}}',
      wasVisited: 'пройдена',
      notVisited: 'ещё не пройдена',
      theme: 'Тема',
      xpTitle: 'Ваши очки опыта',
      xpPending: 'Начисляем очки опыта за экскурсию…',
      xpEarned: '+{{xp, number}} XP: экскурсия засчитана в вашем профиле.',
      xpAlready: '{{xp, number}} XP за эту экскурсию уже начислены: каждая экскурсия засчитывается один раз.',
      xpIncomplete: 'Откройте все остановки экскурсии, чтобы получить {{xp, number}} XP.',
      xpFailed: 'Сейчас не удалось начислить очки опыта: {{reason}}',
      retry: 'Повторить',
      signedOut:
        'За эту экскурсию начисляется {{xp, number}} XP. Войдите, чтобы сохранить очки опыта, повышать уровень и получать достижения.',
      signIn: 'Войти и сохранить очки',
      again: 'Пройти экскурсию ещё раз',
    },
    notFoundTitle: 'Экскурсия не найдена',
    notFoundText: 'По этому адресу нет экскурсии.',
  },
} satisfies Translation<typeof en>;
