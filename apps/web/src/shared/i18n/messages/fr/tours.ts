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
    resumeTour: 'Reprendre la visite (étape {{number, number}} sur {{total, number}})',
    startOver: 'Recommencer',
    finish: {
      pageTitle: 'Visite « {{name}} » terminée',
      heading: 'Vous avez terminé la visite « {{name}} »',
      summary: 'Récapitulatif',
      visited: 'Étapes vues : {{visited, number}} sur {{total, number}}',
      wasVisited: 'vue',
      notVisited: 'pas encore vue',
      theme: 'Thème',
      xpTitle: 'Vos points d’expérience',
      xpPending: 'Ajout des points de cette visite à votre compte…',
      xpEarned: '+{{xp, number}} XP : la visite est enregistrée dans votre compte.',
      xpAlready:
        'Les {{xp, number}} XP de cette visite figurent déjà dans votre compte : chaque visite ne compte qu’une fois.',
      xpIncomplete: 'Ouvrez toutes les étapes de cette visite pour gagner ses {{xp, number}} XP.',
      xpFailed: 'Vos points n’ont pas pu être ajoutés pour le moment : {{reason}}',
      retry: 'Réessayer',
      signedOut:
        'Cette visite rapporte {{xp, number}} XP. Connectez-vous pour conserver vos points, progresser de niveau en niveau et obtenir des succès.',
      signIn: 'Se connecter pour conserver ses points',
      again: 'Refaire cette visite',
    },
    notFoundTitle: 'Visite introuvable',
    notFoundText: 'Aucune visite guidée ne se trouve à cette adresse.',
  },
} satisfies Translation<typeof en>;
