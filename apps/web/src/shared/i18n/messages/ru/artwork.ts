import type en from '../en/artwork';
import type { Translation } from '../../types';

/** Russian: artwork pages and their audio guide. */
export default {
  artwork: {
    breadcrumb: 'Навигационная цепочка',
    notFoundTitle: 'Произведение не найдено',
    notFoundText: 'Этого произведения нет в коллекции.',
    returnToGallery: 'Вернуться в галерею',
    zoomIn: 'Увеличить изображение',
    zoomOut: 'Уменьшить изображение',
    zoomLoading: 'Загрузка увеличенного изображения…',
    details: 'Подробности',
    medium: 'Техника',
    dimensions: 'Размеры',
    location: 'Место в музее',
    historicalContext: 'Исторический контекст',
    interestingFacts: 'Интересные факты',
    visitorExperience: 'Советы посетителям',
    planTrip: 'Спланировать арт-поездку',
    previous: 'Предыдущее',
    next: 'Следующее',
    previousArtwork: 'Предыдущее произведение: {{title}}',
    nextArtwork: 'Следующее произведение: {{title}}',
    imageCredit: 'Изображение: {{author}}, {{licence}}',
    imageSource: 'источник',
    destination: 'Направление: {{place}}',
    credit: {
      publicDomain: 'общественное достояние',
      commonsContributor: 'участник Викисклада',
      licenceOnFilePage: 'лицензия указана на странице файла',
    },
  },
  audio: {
    title: 'Аудиогид',
    language: 'Язык аудиогида',
    play: 'Воспроизвести аудиогид',
    pause: 'Приостановить аудиогид',
    seek: 'Перемотка аудиогида',
    loading: 'Загрузка аудио…',
    unavailable: 'Не удалось загрузить аудиогид.',
    length: 'Аудиогид, продолжительность: {{duration}}',
    resumed: 'Продолжаем с того места, где вы остановились: {{time}}',
    transcript: 'Текст аудиогида',
    showTranscript: 'Показать текст',
    hideTranscript: 'Скрыть текст',
  },
} satisfies Translation<typeof en>;
