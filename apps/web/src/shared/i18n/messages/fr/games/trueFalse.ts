import type en from '../../en/games/trueFalse';
import type { Translation } from '../../../types';

export default {
  intro: {
    statements: 'Affirmations',
    perStatement: 'Secondes par affirmation',
    points: 'Points chacune',
  },
  progress: 'Affirmation {{current, number}} sur {{total, number}}',
  answers: 'Votre réponse',
  true: 'Vrai',
  false: 'Faux',
  wrong: 'Continuez d’apprendre ! Vous y arriverez la prochaine fois.',
  answerTrue: 'Cette affirmation est vraie.',
  answerFalse: 'Cette affirmation est fausse.',
  timeUp: 'Temps écoulé ! Cette affirmation compte comme sans réponse.',
} satisfies Translation<typeof en>;
