import type en from '../en/artwork';
import type { Translation } from '../../types';

/** French: artwork pages and their audio guide. */
export default {
  artwork: {
    breadcrumb: 'Fil d’Ariane',
    notFoundTitle: 'Œuvre introuvable',
    notFoundText: 'Cette œuvre ne figure pas dans la collection.',
    returnToGallery: 'Retour à la galerie',
    zoomIn: 'Agrandir l’image',
    zoomOut: 'Réduire l’image',
    zoomLoading: 'Chargement de l’image agrandie…',
    details: 'Détails',
    medium: 'Technique',
    dimensions: 'Dimensions',
    location: 'Emplacement',
    historicalContext: 'Contexte historique',
    interestingFacts: 'Anecdotes',
    visitorExperience: 'Conseils de visite',
    planTrip: 'Planifier un voyage sur ses traces',
    previous: 'Précédente',
    next: 'Suivante',
    previousArtwork: 'Œuvre précédente : {{title}}',
    nextArtwork: 'Œuvre suivante : {{title}}',
    imageCredit: 'Image : {{author}}, {{licence}}',
    imageSource: 'source',
    destination: 'Destination : {{place}}',
    credit: {
      publicDomain: 'Domaine public',
      commonsContributor: 'contributeur de Wikimedia Commons',
      licenceOnFilePage: 'licence indiquée sur la page du fichier',
    },
  },
  audio: {
    title: 'Audioguide',
    language: 'Langue de l’audioguide',
    play: 'Écouter l’audioguide',
    pause: 'Mettre l’audioguide en pause',
    seek: 'Se déplacer dans l’audioguide',
    loading: 'Chargement de l’audio…',
    unavailable: 'L’audioguide n’a pas pu être chargé.',
    length: 'Audioguide, durée {{duration}}',
    resumed: 'Reprise à {{time}}, là où l’écoute s’était arrêtée',
    transcript: 'Transcription',
    showTranscript: 'Afficher la transcription',
    hideTranscript: 'Masquer la transcription',
  },
} satisfies Translation<typeof en>;
