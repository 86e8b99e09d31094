import type en from '../en/home';
import type { Translation } from '../../types';

/** French: the home page. `_many` is French's plural for exact millions ("1 000 000 d’œuvres"). */
export default {
  home: {
    heroTitle: 'Voyager à travers l’art',
    heroText:
      'Parcourez dix chefs-d’œuvre d’un célèbre musée parisien avec des audioguides, suivez des visites thématiques et préparez des voyages vers les lieux qui les ont inspirés.',
    exploreGallery: 'Explorer la galerie',
    startTour: 'Choisir une visite guidée',
    featuredTitle: 'Chefs-d’œuvre à la une',
    featuredText: 'Trois incontournables pour commencer.',
    viewArtwork: 'Voir l’œuvre',
    viewAll: 'Voir les 10 œuvres',
    toursTitle: 'Visites thématiques',
    toursText:
      'Quatre parcours à travers la collection, chacun une courte promenade qui raconte une histoire.',
    tourArtworks_one: '{{count, number}} œuvre',
    tourArtworks_many: '{{count, number}} d’œuvres',
    tourArtworks_other: '{{count, number}} œuvres',
    exploreTour: 'Découvrir la visite',
    aboutTitle: 'À propos de cette visite virtuelle',
    aboutText:
      'ArtVoyage réunit 10 chefs-d’œuvre et 4 parcours thématiques. Chaque œuvre a son histoire, son audioguide et des idées de voyage vers le lieu d’où elle vient.',
    learnMore: 'En savoir plus',
  },
} satisfies Translation<typeof en>;
