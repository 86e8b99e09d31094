import type en from '../../en/games/crossword';
import type { Translation } from '../../../types';

export default {
  howTo:
    'Выберите вопрос или клетку и печатайте. Чтобы переключиться между словом по горизонтали и по вертикали, нажмите на выбранную клетку ещё раз или нажмите пробел.',
  languageRestarts: 'У каждого языка своя сетка: при смене языка кроссворд начнётся заново.',
  grid: 'Сетка кроссворда',
  cell: 'Строка {{row}}, столбец {{col}}, {{words}}',
  wordAcross: '{{number}} по горизонтали',
  wordDown: '{{number}} по вертикали',
  blackCell: 'Чёрная клетка',
  across: 'По горизонтали',
  down: 'По вертикали',
  clueLength_one: '({{count}} буква)',
  clueLength_few: '({{count}} буквы)',
  clueLength_many: '({{count}} букв)',
  clueLength_other: '({{count}} буквы)',
  currentClue: 'Текущий вопрос',
  noClue: 'Выберите клетку или вопрос, чтобы начать.',
  clueHeading: '{{direction}}, {{number}}',
  showSolution: 'Показать решение',
  hideSolution: 'Скрыть решение',
  solutionShown: 'Решение показано: неверные буквы выделены красным.',
  score: 'Счёт: {{score}}%',
  cellsCorrect_one: 'Верно {{correct}} из {{count}} клетки',
  cellsCorrect_few: 'Верно {{correct}} из {{count}} клеток',
  cellsCorrect_many: 'Верно {{correct}} из {{count}} клеток',
  cellsCorrect_other: 'Верно {{correct}} из {{count}} клетки',
  congratulations: 'Поздравляем!',
  completedIn: 'Вы решили кроссворд за {{time}}.',
  playAgain: 'Играть снова',
} satisfies Translation<typeof en>;
