import type en from '../en/achievements';
import type { Translation } from '../../types';

/** Russian: the achievements screen (/achievements and /gamification). */
export default {
  achievements: {
    title: 'Система достижений',
    intro:
      'Получайте очки опыта, исследуя коллекцию: открывайте достижения, поднимайтесь в рейтинге и выполняйте задания недели.',
    loading: 'Загрузка системы достижений...',
    signedOut: {
      title: 'Войдите, чтобы следить за своим прогрессом',
      text: 'Очки опыта, достижения, место в рейтинге и задания недели хранятся в вашем аккаунте. Войдите или создайте аккаунт, чтобы начать их получать.',
      signIn: 'Войти',
      signUp: 'Создать аккаунт',
      offline: 'В автономном режиме аккаунты недоступны, поэтому достижения здесь не отслеживаются.',
    },
    card: {
      traveler: 'Путешественник',
      level: 'Уровень {{level, number}}',
      xp: '{{xp, number}} XP',
      toNextLevel: 'До следующего уровня',
      progressValue: '{{current, number}}/{{total, number}} XP',
      profileError: 'Не удалось загрузить ваши очки опыта.',
    },
    stats: {
      label: 'Ваша статистика',
      achievements: 'Достижения',
      posts: 'Публикации',
      trips: 'Поездки',
      countries: 'Страны',
      error: 'Не удалось загрузить вашу статистику. Попробуйте позже.',
    },
    tabs: {
      label: 'Разделы системы достижений',
      achievements: 'Достижения',
      leaderboard: 'Рейтинг',
      challenges: 'Задания',
    },
    list: {
      earned: 'Получены',
      locked: 'Закрыты',
      noneEarned: 'Пока ничего не получено: исследуйте коллекцию, чтобы открыть первое достижение.',
      noneLocked: 'Вы открыли все достижения. Браво!',
      earnedOn: 'Получено {{date}}',
      notYet: 'Ещё не открыто',
      points: '{{points, number}} XP',
      rarityLabel: 'Редкость:',
      categoryLabel: 'Категория:',
      loading: 'Загрузка достижений…',
      error: 'Не удалось загрузить достижения. Попробуйте позже.',
    },
    rarity: {
      common: 'Обычное',
      rare: 'Редкое',
      epic: 'Эпическое',
      legendary: 'Легендарное',
    },
    category: {
      beginner: 'Новичок',
      culture: 'Культура',
      social: 'Общение',
      points: 'Очки',
      level: 'Уровень',
    },
    leaderboard: {
      title: 'Лучшие путешественники',
      caption: 'Десять путешественников с наибольшим числом очков опыта',
      rank: 'Место',
      name: 'Путешественник',
      level: 'Уровень',
      points: 'Очки',
      you: 'Вы',
      gold: 'Золото, первое место',
      silver: 'Серебро, второе место',
      bronze: 'Бронза, третье место',
      empty: 'В рейтинге пока никого нет.',
      notListed: 'Вы пока не в первой десятке: продолжайте исследовать, чтобы подняться в рейтинге.',
      loading: 'Загрузка рейтинга…',
      error: 'Не удалось загрузить рейтинг. Попробуйте позже.',
    },
    challenges: {
      title: 'Задания недели',
      intro:
        'Новые задания каждый понедельник. Выполните их до конца недели, чтобы получить дополнительные XP.',
      progress: '{{progress, number}}/{{total, number}}',
      progressLabel: 'Прогресс',
      reward: '+{{reward, number}} XP',
      difficulty: {
        easy: 'Легко',
        medium: 'Средне',
        hard: 'Сложно',
      },
      completed: 'Выполнено',
      daysLeft_one: 'Остался {{count, number}} день',
      daysLeft_few: 'Осталось {{count, number}} дня',
      daysLeft_many: 'Осталось {{count, number}} дней',
      daysLeft_other: 'Осталось {{count, number}} дня',
      hoursLeft_one: 'Остался {{count, number}} час',
      hoursLeft_few: 'Осталось {{count, number}} часа',
      hoursLeft_many: 'Осталось {{count, number}} часов',
      hoursLeft_other: 'Осталось {{count, number}} часа',
      minutesLeft_one: 'Осталась {{count, number}} минута',
      minutesLeft_few: 'Осталось {{count, number}} минуты',
      minutesLeft_many: 'Осталось {{count, number}} минут',
      minutesLeft_other: 'Осталось {{count, number}} минуты',
      ended: 'Заканчивается',
      empty: 'На этой неделе заданий нет.',
      loading: 'Загрузка заданий…',
      error: 'Не удалось загрузить задания. Попробуйте позже.',
    },
    catalogue: {
      'first-steps': {
        name: 'Первые шаги',
        description: 'Присоединитесь к ArtVoyage и начните своё путешествие.',
      },
      'first-post': {
        name: 'Рассказчик',
        description: 'Опубликуйте первый пост в ленте путешествий.',
      },
      'ten-likes': {
        name: 'Любимец публики',
        description: 'Соберите десять отметок «нравится» под своими постами.',
      },
      'first-comment': {
        name: 'Собеседник',
        description: 'Напишите первый комментарий к посту.',
      },
      'all-artworks': {
        name: 'Исследователь культуры',
        description: 'Посмотрите все десять шедевров коллекции.',
      },
      'all-tours': {
        name: 'Большое турне',
        description: 'Пройдите все четыре экскурсии.',
      },
      'first-itinerary': {
        name: 'Планировщик',
        description: 'Сохраните первый маршрут в своём аккаунте.',
      },
      'first-photo': {
        name: 'Зоркий глаз',
        description: 'Распознайте произведение или достопримечательность на своём первом фото.',
      },
      'first-game': {
        name: 'Первый игрок',
        description: 'Завершите свою первую обучающую игру.',
      },
      'all-games': {
        name: 'Мастер игр',
        description: 'Завершите все восемь обучающих игр.',
      },
      'perfect-quiz': {
        name: 'Безупречный знаток',
        description: 'Ответьте правильно на все вопросы одной из трёх викторин.',
      },
      'profile-complete': {
        name: 'Портрет путешественника',
        description: 'Заполните профиль: имя, о себе, язык и любимое направление.',
      },
      'seven-visits': {
        name: 'Постоянный гость',
        description: 'Заходите в ArtVoyage семь разных дней.',
      },
      'peak-conqueror': {
        name: 'Покоритель вершин',
        description: 'Наберите 1000 очков опыта.',
      },
      'beacon-of-knowledge': {
        name: 'Маяк знаний',
        description: 'Достигните 5-го уровня.',
      },
    },
    // Badges are shown on the profile; each comes with one achievement.
    badgeCatalogue: {
      'culture-explorer': {
        name: 'Исследователь культуры',
        description: 'Просмотрены все шедевры коллекции.',
      },
      'tour-guide': {
        name: 'Экскурсовод',
        description: 'Пройдены все экскурсии.',
      },
      'game-master': {
        name: 'Мастер игры',
        description: 'Пройдены все обучающие игры.',
      },
      'crowd-favourite': {
        name: 'Любимец публики',
        description: 'Публикации, которые полюбились другим путешественникам.',
      },
      summit: {
        name: 'Вершина',
        description: 'Набрано 1000 очков опыта.',
      },
      beacon: {
        name: 'Маяк',
        description: 'Достигнут 5-й уровень.',
      },
    },
    challengeCatalogue: {
      'weekly-artworks': {
        title: 'Странник по галереям',
        description: 'Посмотрите 5 разных произведений на этой неделе.',
      },
      'weekly-games': {
        title: 'Игровой вечер',
        description: 'Завершите 3 игры на этой неделе.',
      },
      'weekly-posts': {
        title: 'Летописец путешествий',
        description: 'Опубликуйте 2 поста в ленте путешествий на этой неделе.',
      },
    },
  },
} satisfies Translation<typeof en>;
