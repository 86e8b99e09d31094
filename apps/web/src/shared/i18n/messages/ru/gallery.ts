import type en from '../en/gallery';
import type { Translation } from '../../types';

/** Russian: the gallery. */
export default {
  gallery: {
    title: 'Галерея',
    subtitle: 'Десять шедевров — от Древнего Египта до романтической Франции.',
    filters: 'Фильтр произведений',
    all: 'Все',
    paintings: 'Живопись',
    sculptures: 'Скульптура',
    empty: 'Нет произведений, подходящих под этот фильтр.',
    count_one: '{{count, number}} произведение',
    count_few: '{{count, number}} произведения',
    count_many: '{{count, number}} произведений',
    count_other: '{{count, number}} произведения',
  },
} satisfies Translation<typeof en>;
