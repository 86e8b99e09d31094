import type en from '../en/about';
import type { Translation } from '../../types';

/** French: the About page. */
export default {
  about: {
    title: 'À propos de cette visite virtuelle',
    missionTitle: 'Notre mission',
    mission:
      'ArtVoyage rend dix chefs-d’œuvre d’un célèbre musée parisien accessibles à tous, où que vous soyez, et transforme la curiosité qu’ils éveillent en véritables voyages.',
    experienceTitle: 'L’expérience',
    experience:
      'Chacun des 10 chefs-d’œuvre est présenté avec une image haute résolution que vous pouvez agrandir, un audioguide et sa transcription, son contexte historique, des anecdotes surprenantes et des conseils pour le voir en vrai.',
    educationTitle: 'Vocation éducative',
    education:
      'La visite est pensée pour apprendre : élèves, enseignants et voyageurs explorent l’histoire de l’art à leur rythme, puis testent leurs connaissances grâce aux jeux éducatifs.',
    toursTitle: 'Les visites guidées',
    tours:
      'Suivez l’un de nos 4 parcours thématiques, chacun une courte promenade parmi trois ou quatre œuvres :',
    artworksTitle: 'Les chefs-d’œuvre',
    disclaimerTitle: 'Avertissement',
    disclaimer:
      'ArtVoyage est un projet éducatif. Il n’est ni affilié au musée du Louvre, ni approuvé par lui, ni lié à lui de quelque manière que ce soit. Les crédits et licences des images figurent sur la page de chaque œuvre.',
    seeTours: 'Voir les visites guidées',
  },
} satisfies Translation<typeof en>;
