import type en from '../en/core';
import type { Translation } from '../../types';

/** Russian: the app shell and what is always on screen. */
export default {
  brand: {
    name: 'ArtVoyage',
    tagline: 'Планировщик арт-путешествий',
    taglineShort: 'Планировщик поездок',
  },
  nav: {
    home: 'Главная',
    gallery: 'Галерея',
    map: 'Карта',
    aiPhoto: 'ИИ-фото',
    assistant: 'Ассистент',
    social: 'Соцсеть',
    games: 'Обучающие игры',
    achievements: 'Достижения',
    gamification: 'Геймификация',
    guidedTours: 'Экскурсии',
    about: 'О проекте',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    main: 'Основная навигация',
    mobile: 'Мобильная навигация',
    skipToContent: 'Перейти к содержимому',
    signIn: 'Войти',
    signUp: 'Регистрация',
    profile: 'Профиль',
    myItineraries: 'Мои маршруты',
    signOut: 'Выйти',
    accountMenuOf: 'Меню аккаунта: {{name}}',
    avatarLevel: 'Уровень {{level, number}} · {{xp, number}} XP',
  },
  pages: {
    profile: 'Профиль',
    myItineraries: 'Мои маршруты',
    accounts: 'Вход в аккаунт',
  },
  language: {
    label: 'Язык',
    en: 'English',
    fr: 'Français',
    ru: 'Русский',
  },
  footer: {
    about:
      'Виртуальная экскурсия по десяти шедеврам знаменитого парижского музея и путешествия, которые они вдохновляют. Образовательный проект, не связанный с музеем.',
    keyFeatures: 'Возможности',
    navigation: 'Навигация',
    features: {
      tour: 'Виртуальная экскурсия по музею',
      audio: 'Аудиогиды',
      itineraries: 'Маршруты, вдохновлённые искусством',
      recognition: 'Распознавание фото с ИИ',
      chat: 'Чат с экспертом по искусству',
      games: 'Обучающие игры',
    },
    rights: '© {{year}} ArtVoyage. Образовательный проект.',
  },
  errors: {
    somethingWentWrong: 'Что-то пошло не так.',
    notFoundTitle: 'Страница не найдена',
    notFoundText: 'Запрошенная страница не существует или была перемещена.',
    returnHome: 'Вернуться на главную',
  },
  // Unlocks can happen on any screen, so their toast texts are always loaded.
  gamification: {
    unlockedTitle: 'Достижение получено: {{name}}',
    unlockedText: '{{description}} (+{{points, number}} XP)',
    unlockedManyTitle: 'Получено достижений: {{count, number}}',
    unlockedManyText: '{{names}} (+{{points, number}} XP)',
  },
  offline: {
    offlineTitle: 'Вы не в сети',
    unreachableTitle: 'Сервер ArtVoyage недоступен',
    works:
      'По-прежнему доступны: галерея, произведения и их аудиогиды, экскурсии, игры и ваши маршруты на этом устройстве.',
    needsNetwork:
      'Требуют подключения: вход в аккаунт, карта, чат с экспертом, распознавание фото и лента путешествий.',
  },
  update: {
    available: 'Доступна новая версия',
    reload: 'Обновить',
    later: 'Позже',
  },
  toast: {
    region: 'Уведомления',
    close: 'Закрыть уведомление',
  },
  auth: {
    signOutErrorTitle: 'Не удалось выйти',
  },
} satisfies Translation<typeof en>;
