import type en from '../en/achievements';
import type { Translation } from '../../types';

/** French: the achievements screen (/achievements and /gamification). */
export default {
  achievements: {
    title: 'Système de succès',
    intro:
      'Gagnez des points d’expérience en explorant la collection : débloquez des succès, grimpez au classement et relevez les défis de la semaine.',
    loading: 'Chargement du système de succès...',
    signedOut: {
      title: 'Connectez-vous pour suivre votre progression',
      text: 'Vos points d’expérience, vos succès, votre rang et vos défis de la semaine sont liés à votre compte. Connectez-vous ou créez un compte pour commencer à les gagner.',
      signIn: 'Se connecter',
      signUp: 'Créer un compte',
      offline:
        'Les comptes ne sont pas disponibles en mode hors ligne : les succès ne peuvent donc pas être suivis ici.',
    },
    card: {
      traveler: 'Voyageur',
      level: 'Niveau {{level, number}}',
      xp: '{{xp, number}} XP',
      toNextLevel: 'Vers le niveau suivant',
      progressValue: '{{current, number}}/{{total, number}} XP',
      profileError: 'Vos points d’expérience n’ont pas pu être chargés pour le moment.',
    },
    stats: {
      label: 'Vos statistiques',
      achievements: 'Succès',
      posts: 'Publications',
      trips: 'Voyages',
      countries: 'Pays',
      error: 'Vos statistiques n’ont pas pu être chargées pour le moment. Réessayez plus tard.',
    },
    tabs: {
      label: 'Sections du système de succès',
      achievements: 'Succès',
      leaderboard: 'Classement',
      challenges: 'Défis',
    },
    list: {
      earned: 'Obtenus',
      locked: 'Verrouillés',
      noneEarned: 'Aucun succès pour l’instant : explorez la collection pour débloquer le premier.',
      noneLocked: 'Vous avez débloqué tous les succès. Bravo !',
      earnedOn: 'Obtenu le {{date}}',
      notYet: 'Pas encore débloqué',
      points: '{{points, number}} XP',
      rarityLabel: 'Rareté :',
      categoryLabel: 'Catégorie :',
      loading: 'Chargement des succès…',
      error: 'Les succès n’ont pas pu être chargés pour le moment. Réessayez plus tard.',
    },
    rarity: {
      common: 'Commun',
      rare: 'Rare',
      epic: 'Épique',
      legendary: 'Légendaire',
    },
    category: {
      beginner: 'Débutant',
      culture: 'Culture',
      social: 'Social',
      points: 'Points',
      level: 'Niveau',
    },
    leaderboard: {
      title: 'Meilleurs voyageurs',
      caption: 'Les dix voyageurs qui ont le plus de points d’expérience',
      rank: 'Rang',
      name: 'Voyageur',
      level: 'Niveau',
      points: 'Points',
      you: 'Vous',
      gold: 'Or, première place',
      silver: 'Argent, deuxième place',
      bronze: 'Bronze, troisième place',
      empty: 'Personne ne figure encore au classement.',
      notListed: 'Vous n’êtes pas encore dans le top 10 : continuez à explorer pour grimper au classement.',
      loading: 'Chargement du classement…',
      error: 'Le classement n’a pas pu être chargé pour le moment. Réessayez plus tard.',
    },
    challenges: {
      title: 'Défis de la semaine',
      intro:
        'De nouveaux défis chaque lundi. Relevez-les avant la fin de la semaine pour gagner des XP en bonus.',
      progress: '{{progress, number}}/{{total, number}}',
      progressLabel: 'Progression',
      reward: '+{{reward, number}} XP',
      difficulty: {
        easy: 'Facile',
        medium: 'Moyen',
        hard: 'Difficile',
      },
      completed: 'Terminé',
      daysLeft_one: 'Encore {{count, number}} jour',
      daysLeft_many: 'Encore {{count, number}} jours',
      daysLeft_other: 'Encore {{count, number}} jours',
      hoursLeft_one: 'Encore {{count, number}} heure',
      hoursLeft_many: 'Encore {{count, number}} heures',
      hoursLeft_other: 'Encore {{count, number}} heures',
      minutesLeft_one: 'Encore {{count, number}} minute',
      minutesLeft_many: 'Encore {{count, number}} minutes',
      minutesLeft_other: 'Encore {{count, number}} minutes',
      ended: 'Se termine maintenant',
      empty: 'Aucun défi cette semaine.',
      loading: 'Chargement des défis…',
      error: 'Les défis n’ont pas pu être chargés pour le moment. Réessayez plus tard.',
    },
    catalogue: {
      'first-steps': {
        name: 'Premiers pas',
        description: 'Rejoignez ArtVoyage et commencez votre voyage.',
      },
      'first-post': {
        name: 'Conteur',
        description: 'Publiez votre premier récit dans le fil de voyage.',
      },
      'ten-likes': {
        name: 'Coup de cœur du public',
        description: 'Recevez dix « j’aime » sur vos publications.',
      },
      'first-comment': {
        name: 'Brise-glace',
        description: 'Écrivez votre premier commentaire sur une publication.',
      },
      'all-artworks': {
        name: 'Explorateur culturel',
        description: 'Découvrez les dix chefs-d’œuvre de la collection.',
      },
      'all-tours': {
        name: 'Grand Tour',
        description: 'Terminez les quatre visites guidées.',
      },
      'first-itinerary': {
        name: 'Organisateur de voyage',
        description: 'Enregistrez votre premier itinéraire dans votre compte.',
      },
      'first-photo': {
        name: 'Œil avisé',
        description: 'Faites reconnaître une œuvre ou un monument sur votre première photo.',
      },
      'first-game': {
        name: 'Premier joueur',
        description: 'Terminez votre premier jeu éducatif.',
      },
      'all-games': {
        name: 'Maître du jeu',
        description: 'Terminez les huit jeux éducatifs.',
      },
      'perfect-quiz': {
        name: 'Érudit sans faute',
        description: 'Répondez juste à toutes les questions de l’un des trois quiz.',
      },
      'profile-complete': {
        name: 'Portrait d’un voyageur',
        description: 'Complétez votre profil : nom, biographie, une langue et une destination favorite.',
      },
      'seven-visits': {
        name: 'Habitué',
        description: 'Venez sur ArtVoyage sept jours différents.',
      },
      'peak-conqueror': {
        name: 'Conquérant des sommets',
        description: 'Atteignez 1000 points d’expérience.',
      },
      'beacon-of-knowledge': {
        name: 'Phare du savoir',
        description: 'Atteignez le niveau 5.',
      },
    },
    // Badges are shown on the profile; each comes with one achievement.
    badgeCatalogue: {
      'culture-explorer': {
        name: 'Explorateur culturel',
        description: 'A vu tous les chefs-d’œuvre de la collection.',
      },
      'tour-guide': {
        name: 'Guide conférencier',
        description: 'A terminé toutes les visites guidées.',
      },
      'game-master': {
        name: 'Maître du jeu',
        description: 'A terminé tous les jeux éducatifs.',
      },
      'crowd-favourite': {
        name: 'Chouchou du public',
        description: 'Des publications que les autres voyageurs ont adorées.',
      },
      summit: {
        name: 'Sommet',
        description: 'A atteint 1000 points d’expérience.',
      },
      beacon: {
        name: 'Phare',
        description: 'A atteint le niveau 5.',
      },
    },
    challengeCatalogue: {
      'weekly-artworks': {
        title: 'Flâneur des galeries',
        description: 'Découvrez 5 œuvres différentes cette semaine.',
      },
      'weekly-games': {
        title: 'Soirée jeux',
        description: 'Terminez 3 jeux cette semaine.',
      },
      'weekly-posts': {
        title: 'Conteur de voyages',
        description: 'Publiez 2 récits dans le fil de voyage cette semaine.',
      },
    },
  },
} satisfies Translation<typeof en>;
