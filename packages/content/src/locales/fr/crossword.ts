import { buildSolution, CROSSWORD_SIZE } from '../../games/crossword';
import type { Crossword, CrosswordClue } from '../../games/types';

// Fourteen words of the painter’s and sculptor’s studio, placed with scripts/place-crossword.ts and
// written as French crosswords write them: capitals without accents or hyphens (MOSAIQUE, CLAIROBSCUR).
const clues: readonly CrosswordClue[] = [
  {
    number: 1,
    direction: 'down',
    startRow: 0,
    startCol: 11,
    answer: 'VERNIS',
    clue: 'Couche transparente qui protège une peinture achevée et en ravive les couleurs',
  },
  {
    number: 2,
    direction: 'down',
    startRow: 1,
    startCol: 2,
    answer: 'GLACIS',
    clue: 'Mince couche de couleur transparente posée sur une couche déjà sèche',
  },
  {
    number: 3,
    direction: 'across',
    startRow: 1,
    startCol: 4,
    answer: 'MOSAIQUE',
    clue: 'Image faite de petits fragments de pierre ou de verre colorés',
  },
  {
    number: 3,
    direction: 'down',
    startRow: 1,
    startCol: 4,
    answer: 'MARBRE',
    clue: 'Pierre que le sculpteur taille, comme celle de Carrare',
  },
  {
    number: 4,
    direction: 'down',
    startRow: 1,
    startCol: 13,
    answer: 'FRESQUE',
    clue: 'Peinture murale exécutée sur un enduit de chaux encore frais',
  },
  {
    number: 5,
    direction: 'across',
    startRow: 4,
    startCol: 4,
    answer: 'BRONZE',
    clue: 'Alliage de cuivre et d’étain que le fondeur coule dans un moule',
  },
  {
    number: 6,
    direction: 'down',
    startRow: 4,
    startCol: 9,
    answer: 'ESQUISSE',
    clue: 'Premier jet, rapide, d’une composition',
  },
  {
    number: 7,
    direction: 'across',
    startRow: 6,
    startCol: 0,
    answer: 'PASTEL',
    clue: 'Bâtonnet de pigment en poudre lié d’un peu de gomme',
  },
  {
    number: 7,
    direction: 'down',
    startRow: 6,
    startCol: 0,
    answer: 'PINCEAU',
    clue: 'Touffe de poils fixée au bout d’un manche, pour poser la couleur',
  },
  {
    number: 8,
    direction: 'down',
    startRow: 6,
    startCol: 3,
    answer: 'TOILE',
    clue: 'Tissu tendu sur un châssis pour servir de support à la peinture',
  },
  {
    number: 9,
    direction: 'across',
    startRow: 7,
    startCol: 7,
    answer: 'GOUACHE',
    clue: 'Peinture à l’eau opaque',
  },
  {
    number: 10,
    direction: 'down',
    startRow: 8,
    startCol: 5,
    answer: 'CISEAU',
    clue: 'Outil d’acier à tranchant biseauté que le sculpteur frappe au maillet',
  },
  {
    number: 11,
    direction: 'across',
    startRow: 9,
    startCol: 2,
    answer: 'CLAIROBSCUR',
    clue: 'Fort contraste de lumière et d’ombre, chiaroscuro en italien',
  },
  {
    number: 12,
    direction: 'across',
    startRow: 11,
    startCol: 7,
    answer: 'CHEVALET',
    clue: 'Support qui tient le tableau pendant que l’artiste peint',
  },
];

const crossword: Crossword = {
  id: 'art-terms-crossword',
  locale: 'fr',
  title: 'Mots croisés de l’art',
  description:
    'Quatorze mots que tout visiteur de musée rencontre, de la fresque au clair-obscur. Remplissez la grille à l’aide des définitions horizontales et verticales.',
  size: { rows: CROSSWORD_SIZE, cols: CROSSWORD_SIZE },
  clues,
  solution: buildSolution(CROSSWORD_SIZE, CROSSWORD_SIZE, clues),
};

export default crossword;
