import type en from '../en/core';
import type { Translation } from '../../types';

/** French: the app shell and what is always on screen. */
export default {
  brand: {
    name: 'ArtVoyage',
    tagline: 'Planificateur de voyages inspirés par l’art',
    taglineShort: 'Planificateur de voyages',
  },
  nav: {
    home: 'Accueil',
    gallery: 'Galerie',
    map: 'Carte',
    aiPhoto: 'Photo IA',
    assistant: 'Assistant',
    social: 'Réseau social',
    games: 'Jeux éducatifs',
    achievements: 'Succès',
    gamification: 'Gamification',
    guidedTours: 'Visites guidées',
    about: 'À propos',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    main: 'Navigation principale',
    mobile: 'Navigation mobile',
    skipToContent: 'Aller au contenu',
    signIn: 'Se connecter',
    signUp: 'S’inscrire',
    profile: 'Profil',
    myItineraries: 'Mes itinéraires',
    signOut: 'Se déconnecter',
    accountMenuOf: 'Menu du compte : {{name}}',
    avatarLevel: 'Niveau {{level, number}} · {{xp, number}} XP',
  },
  pages: {
    profile: 'Profil',
    myItineraries: 'Mes itinéraires',
    accounts: 'Connexion',
  },
  language: {
    label: 'Langue',
    en: 'English',
    fr: 'Français',
    ru: 'Русский',
  },
  footer: {
    about:
      'Une visite virtuelle de dix chefs-d’œuvre d’un célèbre musée parisien, et des voyages qu’ils inspirent. Projet éducatif, sans lien avec le musée.',
    keyFeatures: 'Fonctionnalités',
    navigation: 'Navigation',
    features: {
      tour: 'Visite virtuelle du musée',
      audio: 'Audioguides',
      itineraries: 'Itinéraires inspirés par l’art',
      recognition: 'Reconnaissance de photos par IA',
      chat: 'Discussion avec un expert en art',
      games: 'Jeux éducatifs',
    },
    rights: '© {{year}} ArtVoyage. Projet éducatif.',
  },
  errors: {
    somethingWentWrong: 'Une erreur s’est produite.',
    notFoundTitle: 'Page introuvable',
    notFoundText: 'La page demandée n’existe pas ou a été déplacée.',
    returnHome: 'Retour à l’accueil',
  },
  // Unlocks can happen on any screen, so their toast texts are always loaded.
  gamification: {
    unlockedTitle: 'Succès débloqué : {{name}}',
    unlockedText: '{{description}} (+{{points, number}} XP)',
    unlockedManyTitle: '{{count, number}} succès débloqués',
    unlockedManyText: '{{names}} (+{{points, number}} XP)',
  },
  offline: {
    offlineTitle: 'Vous êtes hors ligne',
    unreachableTitle: 'Le serveur d’ArtVoyage est injoignable',
    works:
      'Toujours disponibles : la galerie, les œuvres et leurs audioguides, les visites guidées, les jeux et vos itinéraires sur cet appareil.',
    needsNetwork:
      'Nécessitent une connexion : la connexion au compte, la carte, le chat avec l’expert, la reconnaissance de photos et le fil de voyage.',
  },
  update: {
    available: 'Une nouvelle version est disponible',
    reload: 'Recharger',
    later: 'Plus tard',
  },
  toast: {
    region: 'Notifications',
    close: 'Fermer la notification',
  },
  auth: {
    signOutErrorTitle: 'Échec de la déconnexion',
  },
} satisfies Translation<typeof en>;
