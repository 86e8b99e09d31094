import type en from '../en/home';
import type { Translation } from '../../types';

/** Russian: the home page. */
export default {
  home: {
    heroTitle: 'Путешествие сквозь искусство',
    heroText:
      'Познакомьтесь с десятью шедеврами знаменитого парижского музея вместе с аудиогидом, пройдите тематические экскурсии и спланируйте поездку в места, которые их вдохновили.',
    exploreGallery: 'Перейти в галерею',
    startTour: 'Выбрать экскурсию',
    featuredTitle: 'Избранные шедевры',
    featuredText: 'Три жемчужины коллекции для начала.',
    viewArtwork: 'Смотреть произведение',
    viewAll: 'Все 10 произведений',
    toursTitle: 'Тематические экскурсии',
    toursText: 'Четыре экскурсии по коллекции — короткие прогулки, у каждой из которых своя история.',
    tourArtworks_one: '{{count, number}} произведение',
    tourArtworks_few: '{{count, number}} произведения',
    tourArtworks_many: '{{count, number}} произведений',
    tourArtworks_other: '{{count, number}} произведения',
    exploreTour: 'Подробнее об экскурсии',
    aboutTitle: 'Об этой виртуальной экскурсии',
    aboutText:
      'ArtVoyage объединяет 10 шедевров и 4 тематические экскурсии. У каждого произведения есть своя история, аудиогид и идеи для поездки туда, откуда оно родом.',
    learnMore: 'Подробнее',
  },
} satisfies Translation<typeof en>;
