import quiz from './games/quiz';
import crossword from './games/crossword';
import guess from './games/guess';
import matching from './games/matching';
import trueFalse from './games/trueFalse';
import timeline from './games/timeline';

/** The games index and what every game screen shares. */
export default {
  games: {
    index: {
      title: 'Educational Games',
      intro:
        'Test and grow your knowledge of art and the Louvre with eight games: quizzes, a crossword, a timeline and more.',
      gamesGrid: 'All games',
      play: 'Play',
      players_one: '{{count, number}} player',
      players_other: '{{count, number}} players',
      stats: {
        title: 'In numbers',
        games: 'Games',
        questions: 'Questions',
        movements: 'Art movements',
        masterpieces: 'Masterpieces',
      },
      learn: {
        title: "What You'll Learn",
        history: 'Art history',
        historyText:
          'From antiquity to modern art: the periods, the movements and the works that shaped them.',
        biographies: 'Artist biographies',
        biographiesText: 'The lives of the great painters and sculptors, their masters, rivals and patrons.',
        context: 'Cultural context',
        contextText: 'Why a work was made, for whom, and how it reached the museum where you see it today.',
      },
    },
    difficulty: {
      Easy: 'Easy',
      Medium: 'Medium',
      Hard: 'Hard',
    },
    backToGames: 'Back to Games',
    returnToGames: 'Return to Games',
    notFound: {
      game: 'Game Not Found',
      quiz: 'Quiz Not Found',
      crossword: 'Crossword Not Found',
      text: 'The requested game "{{gameId}}" does not exist or has been moved.',
    },
    xp: {
      earned: '+{{xp, number}} XP for this game',
      signIn: 'Sign in to earn XP for your games.',
      failed: 'Your XP for this game could not be saved: {{message}}',
      mismatched: 'This version of the game differs from the server’s: no XP for this play.',
    },
    timer: {
      label: 'Time left',
      warning_one: '{{count, number}} second left',
      warning_other: '{{count, number}} seconds left',
      timeUp: "Time's up!",
    },
    quiz,
    crossword,
    guess,
    matching,
    trueFalse,
    timeline,
  },
} as const;
