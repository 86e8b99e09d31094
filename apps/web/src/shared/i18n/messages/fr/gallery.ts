import type en from '../en/gallery';
import type { Translation } from '../../types';

/** French: the gallery. `_many` is French's plural for exact millions. */
export default {
  gallery: {
    title: 'Galerie',
    subtitle: 'Dix chefs-d’œuvre, de l’Égypte antique à la France romantique.',
    filters: 'Filtrer les œuvres',
    all: 'Toutes',
    paintings: 'Peintures',
    sculptures: 'Sculptures',
    empty: 'Aucune œuvre ne correspond à ce filtre.',
    count_one: '{{count, number}} œuvre',
    count_many: '{{count, number}} d’œuvres',
    count_other: '{{count, number}} œuvres',
  },
} satisfies Translation<typeof en>;
