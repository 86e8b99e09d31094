import type en from '../../en/games/crossword';
import type { Translation } from '../../../types';

export default {
  howTo:
    'Choisissez une définition ou une case, puis tapez. Cliquez de nouveau sur la case sélectionnée, ou appuyez sur Espace, pour passer de l’horizontale à la verticale.',
  languageRestarts: 'Chaque langue a sa propre grille : changer de langue lance une nouvelle partie.',
  grid: 'Grille de mots croisés',
  cell: 'Ligne {{row, number}}, colonne {{col, number}}, {{words}}',
  wordAcross: '{{number, number}} horizontal',
  wordDown: '{{number, number}} vertical',
  blackCell: 'Case noire',
  across: 'Horizontalement',
  down: 'Verticalement',
  clueLength_one: '({{count, number}} lettre)',
  clueLength_many: '({{count, number}} lettres)',
  clueLength_other: '({{count, number}} lettres)',
  currentClue: 'Définition en cours',
  noClue: 'Choisissez une case ou une définition pour commencer.',
  clueHeading: '{{number, number}} {{direction}}',
  showSolution: 'Afficher la solution',
  hideSolution: 'Masquer la solution',
  solutionShown: 'Solution affichée : les lettres fausses sont en rouge.',
  score: 'Score : {{score, number}} %',
  cellsCorrect_one: '{{correct, number}} case correcte sur {{count, number}}',
  cellsCorrect_many: '{{correct, number}} cases correctes sur {{count, number}}',
  cellsCorrect_other: '{{correct, number}} cases correctes sur {{count, number}}',
  congratulations: 'Félicitations !',
  completedIn: 'Vous avez terminé la grille en {{time}}.',
  playAgain: 'Rejouer',
} satisfies Translation<typeof en>;
