import type en from '../../en/games/crossword';
import type { Translation } from '../../../types';

export default {
  howTo:
    'Choisissez une définition ou une case, puis tapez. Cliquez de nouveau sur la case sélectionnée, ou appuyez sur Espace, pour passer de l’horizontale à la verticale.',
  languageRestarts: 'Chaque langue a sa propre grille : changer de langue lance une nouvelle partie.',
  grid: 'Grille de mots croisés',
  cell: 'Ligne {{row}}, colonne {{col}}, {{words}}',
  wordAcross: '{{number}} horizontal',
  wordDown: '{{number}} vertical',
  blackCell: 'Case noire',
  across: 'Horizontalement',
  down: 'Verticalement',
  clueLength_one: '({{count}} lettre)',
  clueLength_many: '({{count}} lettres)',
  clueLength_other: '({{count}} lettres)',
  currentClue: 'Définition en cours',
  noClue: 'Choisissez une case ou une définition pour commencer.',
  clueHeading: '{{number}} {{direction}}',
  showSolution: 'Afficher la solution',
  hideSolution: 'Masquer la solution',
  solutionShown: 'Solution affichée : les lettres fausses sont en rouge.',
  score: 'Score : {{score}} %',
  cellsCorrect_one: '{{correct}} case correcte sur {{count}}',
  cellsCorrect_many: '{{correct}} cases correctes sur {{count}}',
  cellsCorrect_other: '{{correct}} cases correctes sur {{count}}',
  congratulations: 'Félicitations !',
  completedIn: 'Vous avez terminé la grille en {{time}}.',
  playAgain: 'Rejouer',
} satisfies Translation<typeof en>;
