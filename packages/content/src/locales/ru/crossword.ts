import { buildSolution, CROSSWORD_SIZE } from '../../games/crossword';
import type { Crossword, CrosswordClue } from '../../games/types';

// Fourteen words of the painter’s and sculptor’s studio, placed with scripts/place-crossword.ts and
// written as Russian crosswords write them: capitals, Ё as Е (the clues keep their ё).
const clues: readonly CrosswordClue[] = [
  {
    number: 1,
    direction: 'down',
    startRow: 0,
    startCol: 1,
    answer: 'МОЛЬБЕРТ',
    clue: 'Подставка, на которой стоит картина, пока художник над ней работает',
  },
  {
    number: 2,
    direction: 'across',
    startRow: 1,
    startCol: 0,
    answer: 'ХОЛСТ',
    clue: 'Ткань, натянутая на подрамник как основа для живописи',
  },
  {
    number: 3,
    direction: 'down',
    startRow: 3,
    startCol: 10,
    answer: 'СВЕТОТЕНЬ',
    clue: 'Контраст освещённых и затенённых частей картины, по-итальянски кьяроскуро',
  },
  {
    number: 4,
    direction: 'down',
    startRow: 3,
    startCol: 13,
    answer: 'АКВАРЕЛЬ',
    clue: 'Прозрачные краски, которые разводят водой',
  },
  {
    number: 5,
    direction: 'down',
    startRow: 4,
    startCol: 7,
    answer: 'БРОНЗА',
    clue: 'Сплав меди и олова, из которого отливают статуи',
  },
  {
    number: 6,
    direction: 'down',
    startRow: 5,
    startCol: 3,
    answer: 'ЭСКИЗ',
    clue: 'Предварительный набросок будущей картины или скульптуры',
  },
  {
    number: 7,
    direction: 'across',
    startRow: 5,
    startCol: 7,
    answer: 'РЕЗЕЦ',
    clue: 'Острый стальной инструмент скульптора и гравёра',
  },
  {
    number: 8,
    direction: 'across',
    startRow: 6,
    startCol: 0,
    answer: 'ФРЕСКА',
    clue: 'Роспись по сырой известковой штукатурке',
  },
  {
    number: 9,
    direction: 'across',
    startRow: 7,
    startCol: 10,
    answer: 'ОФОРТ',
    clue: 'Гравюра на металле, линии которой протравлены кислотой',
  },
  {
    number: 10,
    direction: 'across',
    startRow: 9,
    startCol: 1,
    answer: 'МОЗАИКА',
    clue: 'Изображение из кусочков цветного камня или смальты',
  },
  {
    number: 10,
    direction: 'down',
    startRow: 9,
    startCol: 1,
    answer: 'МРАМОР',
    clue: 'Камень, из которого Микеланджело высек «Давида»',
  },
  {
    number: 11,
    direction: 'down',
    startRow: 9,
    startCol: 6,
    answer: 'КИСТЬ',
    clue: 'Пучок волоса на рукояти — главный инструмент живописца',
  },
  {
    number: 12,
    direction: 'across',
    startRow: 11,
    startCol: 4,
    answer: 'ПАСТЕЛЬ',
    clue: 'Мелок из пигмента в порошке, скреплённого небольшим количеством камеди',
  },
  {
    number: 13,
    direction: 'down',
    startRow: 11,
    startCol: 9,
    answer: 'ЛАК',
    clue: 'Прозрачное покрытие, которое защищает законченную картину',
  },
];

const crossword: Crossword = {
  id: 'art-terms-crossword',
  locale: 'ru',
  title: 'Кроссворд художественных терминов',
  description:
    'Четырнадцать слов, которые встречает каждый посетитель музея, — от фрески до светотени. Заполните сетку, отвечая на вопросы по горизонтали и по вертикали.',
  size: { rows: CROSSWORD_SIZE, cols: CROSSWORD_SIZE },
  clues,
  solution: buildSolution(CROSSWORD_SIZE, CROSSWORD_SIZE, clues),
};

export default crossword;
