import type en from '../../en/games/crossword';
import type { Translation } from '../../../types';

export default {
  howTo:
    'Выберите вопрос или клетку и печатайте. Чтобы переключиться между словом по горизонтали и по вертикали, нажмите на выбранную клетку ещё раз или нажмите пробел.',
  languageRestarts: 'У каждого языка своя сетка: при смене языка кроссворд начнётся заново.',
  grid: 'Сетка кроссворда',
  cell: 'Строка {{row, number}}, столбец {{col, number}}, {{words}}',
  wordAcross: '{{number, number}} по горизонтали',
  wordDown: '{{number, number}} по вертикали',
  blackCell: 'Чёрная клетка',
  across: 'По горизонтали',
  down: 'По вертикали',
  clueLength_one: '({{count, number}} буква)',
  clueLength_few: '({{count, number}} буквы)',
  clueLength_many: '({{count, number}} букв)',
  clueLength_other: '({{count, number}} буквы)',
  currentClue: 'Текущий вопрос',
  noClue: 'Выберите клетку или вопрос, чтобы начать.',
  clueHeading: '{{direction}}, {{number, number}}',
  showSolution: 'Показать решение',
  hideSolution: 'Скрыть решение',
  solutionShown: 'Решение показано: неверные буквы выделены красным.',
  score: 'Счёт: {{score, number}}%',
  cellsCorrect_one: 'Верно {{correct, number}} из {{count, number}} клетки',
  cellsCorrect_few: 'Верно {{correct, number}} из {{count, number}} клеток',
  cellsCorrect_many: 'Верно {{correct, number}} из {{count, number}} клеток',
  cellsCorrect_other: 'Верно {{correct, number}} из {{count, number}} клетки',
  congratulations: 'Поздравляем!',
  completedIn: 'Вы решили кроссворд за {{time}}.',
  playAgain: 'Играть снова',
} satisfies Translation<typeof en>;
