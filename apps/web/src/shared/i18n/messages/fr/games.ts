import type en from '../en/games';
import type { Translation } from '../../types';
import quiz from './games/quiz';
import crossword from './games/crossword';
import guess from './games/guess';
import matching from './games/matching';
import trueFalse from './games/trueFalse';
import timeline from './games/timeline';

/** French: the games index and what the game screens share. */
export default {
  games: {
    index: {
      title: 'Jeux éducatifs',
      intro:
        'Testez et enrichissez vos connaissances sur l’art et le Louvre avec huit jeux : quiz, mots croisés, frise chronologique et plus encore.',
      gamesGrid: 'Tous les jeux',
      play: 'Jouer',
      players_one: '{{count, number}} joueur',
      players_many: '{{count, number}} joueurs',
      players_other: '{{count, number}} joueurs',
      stats: {
        title: 'En chiffres',
        games: 'Jeux',
        questions: 'Questions',
        movements: 'Mouvements artistiques',
        masterpieces: 'Chefs-d’œuvre',
      },
      learn: {
        title: 'Ce que vous apprendrez',
        history: 'Histoire de l’art',
        historyText:
          'De l’Antiquité à l’art moderne : les périodes, les mouvements et les œuvres qui les ont façonnés.',
        biographies: 'Biographies d’artistes',
        biographiesText:
          'La vie des grands peintres et sculpteurs, leurs maîtres, leurs rivaux et leurs mécènes.',
        context: 'Contexte culturel',
        contextText:
          'Pourquoi une œuvre a été créée, pour qui, et comment elle est arrivée au musée où vous la voyez aujourd’hui.',
      },
    },
    difficulty: {
      Easy: 'Facile',
      Medium: 'Moyen',
      Hard: 'Difficile',
    },
    backToGames: 'Retour aux jeux',
    returnToGames: 'Revenir aux jeux',
    notFound: {
      game: 'Jeu introuvable',
      quiz: 'Quiz introuvable',
      crossword: 'Mots croisés introuvables',
      text: 'Le jeu « {{gameId}} » n’existe pas ou a été déplacé.',
    },
    xp: {
      earned: '+{{xp, number}} XP pour cette partie',
      signIn: 'Connectez-vous pour gagner des XP avec vos parties.',
      failed: 'Vos XP pour cette partie n’ont pas pu être enregistrés : {{message}}',
      mismatched: 'Cette version du jeu diffère de celle du serveur : pas d’XP pour cette partie.',
    },
    timer: {
      label: 'Temps restant',
      warning_one: '{{count, number}} seconde restante',
      warning_many: '{{count, number}} secondes restantes',
      warning_other: '{{count, number}} secondes restantes',
      timeUp: 'Temps écoulé !',
    },
    quiz,
    crossword,
    guess,
    matching,
    trueFalse,
    timeline,
  },
} satisfies Translation<typeof en>;
