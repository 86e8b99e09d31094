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
    notFoundTitle: 'Экскурсия не найдена',
    notFoundText: 'По этому адресу нет экскурсии.',
  },
} satisfies Translation<typeof en>;
