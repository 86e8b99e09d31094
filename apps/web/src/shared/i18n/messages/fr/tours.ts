import type en from '../en/tours';
import type { Translation } from '../../types';

/** French: the guided tours list and tour pages. */
export default {
  tours: {
    title: 'Visites guidées',
    subtitle: 'Choisissez un parcours à travers la collection et suivez-le, œuvre après œuvre.',
    select: 'Choisir cette visite',
    selected: 'Sélectionnée',
    panelTitle: 'Visite « {{name}} »',
    duration:
      'Cette visite comprend {{count, number}} œuvres et dure environ {{min, number}} à {{max, number}} minutes.',
    startTour: 'Commencer la visite',
    allTours: 'Toutes les visites guidées',
    chooseHint: 'Choisissez une visite pour voir ses œuvres.',
    notFoundTitle: 'Visite introuvable',
    notFoundText: 'Aucune visite guidée ne se trouve à cette adresse.',
  },
} satisfies Translation<typeof en>;
