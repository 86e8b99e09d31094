import type en from '../../en/games/timeline';
import type { Translation } from '../../../types';

export default {
  title: 'Хронология истории искусства',
  intro: {
    description:
      'Расставьте по порядку восемь событий из истории искусства и Лувра — от античной скульптуры до стеклянной пирамиды. Прочитайте каждое событие и расположите их от самого раннего к самому позднему.',
    tilesLabel: 'Об этой игре',
    eventsLabel_one: 'историческое событие',
    eventsLabel_few: 'исторических события',
    eventsLabel_many: 'исторических событий',
    eventsLabel_other: 'исторического события',
    noLimit: 'Без ограничений',
    noLimitLabel: 'Не торопитесь',
    maxScoreLabel: 'Максимум очков',
    categoriesTitle: 'Категории событий',
    start: 'Начать испытание',
  },
  categories: {
    artwork: 'Произведения',
    historical: 'История',
    architectural: 'Архитектура',
    acquisition: 'Приобретения',
  },
  category: {
    artwork: 'Произведение',
    historical: 'История',
    architectural: 'Архитектура',
    acquisition: 'Приобретение',
  },
  era: {
    bce: '{{year}} г. до н. э.',
    ce: '{{year}} г. н. э.',
  },
  play: {
    // The events' titles are sentences that may quote a work («Плот „Медузы“» выставлен в Салоне), so the
    // labels name them after a colon rather than inside quotes.
    hint: 'Расположите события от самого раннего к самому позднему',
    yourTimeline: 'Ваша хронология',
    moveUp: 'Переместить выше: {{title}}',
    moveDown: 'Переместить ниже: {{title}}',
    moved: 'Событие перемещено на позицию {{position, number}} из {{total, number}}: {{title}}.',
    check: 'Проверить хронологию',
    greatWork: 'Отличная работа!',
    scored: 'Вы набрали {{score, number}} очков из {{max, number}}!',
    resultsSoon: 'Результаты сейчас появятся.',
    drag: {
      handle: 'Перетащить: {{title}}',
      roleDescription: 'перемещаемая карточка',
      instructions:
        'Чтобы взять карточку, нажмите Пробел или Enter. Перемещайте её клавишами со стрелками, затем снова нажмите Пробел или Enter, чтобы поставить её на новое место, или Escape, чтобы вернуть обратно.',
      pickedUp: 'Карточка взята, позиция {{position, number}} из {{total, number}}: {{title}}.',
      over: 'Карточка над позицией {{position, number}} из {{total, number}}: {{title}}.',
      outside: 'Карточка вне хронологии: {{title}}.',
      dropped: 'Карточка поставлена на позицию {{position, number}} из {{total, number}}: {{title}}.',
      cancelled: 'Перемещение отменено, карточка вернулась на позицию {{position, number}}: {{title}}.',
    },
  },
  tips: {
    title: 'Инструкции и советы',
    rulesTitle: 'Как играть',
    rule1: 'Каждая карточка — одно событие из истории искусства или Лувра.',
    rule2: 'Стрелками вверх и вниз перемещайте событие на одну позицию.',
    rule3: 'Самое раннее событие должно быть вверху, самое позднее — внизу.',
    rule4: 'Когда порядок вас устроит, нажмите «Проверить хронологию».',
    periodsTitle: 'Периоды',
    periodHeader: 'Период',
    datesHeader: 'Даты',
    ancient: 'Древность',
    ancientDates: 'до 500 г. н. э.',
    medieval: 'Средние века',
    medievalDates: '500–1400 гг. н. э.',
    renaissance: 'Возрождение',
    renaissanceDates: '1400–1600 гг. н. э.',
    modern: 'Новое время',
    modernDates: 'с 1600 г. до наших дней',
    scoringTitle: 'Очки',
    scoring:
      'Каждое событие на своём месте приносит {{points, number}} очков; все {{total, number}} в правильном порядке дают {{max, number}} очков.',
  },
  results: {
    title: 'Хронология готова!',
    scoreLabel: 'Ваш результат:',
    outOf: 'из {{max, number}} очков ({{percent, number}}% в правильном порядке)',
    correctTimeline: 'Правильная хронология',
    correct: 'Верная позиция',
    wrong: 'Неверная позиция',
    youPlaced: 'Вы поставили: {{title}} ({{year}})',
    newTimeline: 'Новая хронология',
  },
} satisfies Translation<typeof en>;
