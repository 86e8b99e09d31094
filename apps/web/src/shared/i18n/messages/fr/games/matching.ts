import type en from '../../en/games/matching';
import type { Translation } from '../../../types';

export default {
  howTo:
    'Choisissez un artiste et une œuvre, dans l’ordre que vous voulez, pour former une paire. Choisissez de nouveau un élément sélectionné pour le désélectionner.',
  artists: 'Artistes',
  artworks: 'Œuvres',
  matched: 'Paires trouvées',
  attempts: 'Tentatives',
  score: 'Score',
  matchedCount: '{{matched, number}} / {{total, number}}',
  matchedMark: 'Paire trouvée',
  tryAgain: 'Réessayez',
  feedbackCorrect: 'Bravo ! {{artwork}} est bien de {{artist}}.',
  feedbackWrong: 'Réessayez : {{artwork}} n’est pas de {{artist}}.',
  banner_one: 'Félicitations ! Vous avez trouvé la {{count, number}} paire !',
  banner_many: 'Félicitations ! Vous avez trouvé les {{count, number}} paires !',
  banner_other: 'Félicitations ! Vous avez trouvé les {{count, number}} paires !',
  results: {
    title: 'Résultats',
    score: 'Score',
    scoreValue: '{{score, number}} / {{max, number}}',
    efficiency: 'Efficacité',
    efficiencyValue: '{{percent, number}} %',
    efficiencyNote_one: '{{correct, number}} bonnes paires en {{count, number}} tentative',
    efficiencyNote_many: '{{correct, number}} bonnes paires en {{count, number}} de tentatives',
    efficiencyNote_other: '{{correct, number}} bonnes paires en {{count, number}} tentatives',
    lastAttempts: 'Les 3 dernières tentatives',
    attempt: '{{artist}} → {{artwork}}',
    correct: 'Correct',
    incorrect: 'Incorrect',
    pairs: 'Les paires',
    playAgain: 'Rejouer',
  },
} satisfies Translation<typeof en>;
