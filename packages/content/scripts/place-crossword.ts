/*
 * Places a language's crossword words on the 15x15 grid, for a person to write the clues of.
 *
 *   npx tsx packages/content/scripts/place-crossword.ts --count 14 --tries 4000 --seed 1 \
 *     --optional SANGUINE,FUSAIN,... FRESQUE PINCEAU TOILE ...
 *
 * The words named as arguments are all placed; the --optional ones fill up to --count. It tries many random
 * layouts and prints the best one (most crossings, then the most compact) as the grid and as clue
 * placements, numbered by crossword convention, ready to paste into a module under
 * src/games/crosswords/ with each clue written by hand. The layouts it keeps follow the rules the
 * consistency test checks: every word crosses another, words never touch side by side (every run of
 * letters is a word), all connected, at least five each way, and one cell starts an across and a down
 * word. Answers are written as crosswords write them: upper case, without accents (Ё as Е).
 */
import { parseArgs } from 'node:util';
import { CROSSWORD_SIZE, crosswordNumbers } from '../src/games/crossword';
import { seededRandom } from '../src/games/draw';

type Direction = 'across' | 'down';
interface Placement {
  readonly word: string;
  readonly row: number;
  readonly col: number;
  readonly direction: Direction;
}

const N = CROSSWORD_SIZE;
const step: Record<Direction, [number, number]> = { across: [0, 1], down: [1, 0] };

class Layout {
  readonly letters: (string | null)[][] = Array.from({ length: N }, () => Array<string | null>(N).fill(null));
  readonly used: Record<Direction, boolean[][]> = {
    across: Array.from({ length: N }, () => Array<boolean>(N).fill(false)),
    down: Array.from({ length: N }, () => Array<boolean>(N).fill(false)),
  };
  readonly placed: Placement[] = [];

  private open(r: number, c: number): boolean {
    return r >= 0 && r < N && c >= 0 && c < N && this.letters[r]![c] !== null;
  }

  /** The number of words `p` would cross, or -1 when it cannot go there. */
  crossings(p: Placement): number {
    const [dr, dc] = step[p.direction];
    const [pr, pc] = [dc, dr]; // the perpendicular step
    const end = p.word.length;
    if (p.row < 0 || p.col < 0 || p.row + dr * (end - 1) >= N || p.col + dc * (end - 1) >= N) return -1;
    if (this.open(p.row - dr, p.col - dc) || this.open(p.row + dr * end, p.col + dc * end)) return -1;
    let crossed = 0;
    for (let i = 0; i < end; i += 1) {
      const r = p.row + dr * i;
      const c = p.col + dc * i;
      const existing = this.letters[r]![c];
      if (existing === null) {
        // A new letter must not sit beside another word's letter.
        if (this.open(r - pr, c - pc) || this.open(r + pr, c + pc)) return -1;
      } else {
        if (existing !== p.word[i] || this.used[p.direction][r]![c]) return -1;
        crossed += 1;
      }
    }
    return crossed;
  }

  place(p: Placement): void {
    const [dr, dc] = step[p.direction];
    [...p.word].forEach((letter, i) => {
      this.letters[p.row + dr * i]![p.col + dc * i] = letter;
      this.used[p.direction][p.row + dr * i]![p.col + dc * i] = true;
    });
    this.placed.push(p);
  }
}

function attempt(required: string[], optional: string[], count: number, random: () => number): Layout | null {
  const shuffle = <T>(items: T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  const layout = new Layout();
  const queue = [...shuffle(required), ...shuffle(optional)];
  const first = queue.shift()!;
  layout.place({
    word: first,
    direction: random() < 0.5 ? 'across' : 'down',
    row: Math.floor(random() * (N - first.length + 1)),
    col: Math.floor(random() * (N - first.length + 1)),
  });
  const requiredLeft = new Set(required.filter((word) => word !== first));
  // Words that find no place now get another chance once more words are down.
  for (let round = 0; round < 3 && layout.placed.length < count; round += 1) {
    for (const word of [...queue]) {
      if (layout.placed.length >= count) break;
      const options: { p: Placement; score: number }[] = [];
      for (const direction of ['across', 'down'] as const) {
        for (let row = 0; row < N; row += 1) {
          for (let col = 0; col < N; col += 1) {
            const p = { word, row, col, direction };
            const crossed = layout.crossings(p);
            if (crossed > 0) options.push({ p, score: crossed + random() * 1.5 });
          }
        }
      }
      if (options.length === 0) continue;
      options.sort((a, b) => b.score - a.score);
      layout.place(options[0]!.p);
      queue.splice(queue.indexOf(word), 1);
      requiredLeft.delete(word);
    }
  }
  if (requiredLeft.size > 0 || layout.placed.length !== count) return null;
  const across = layout.placed.filter((p) => p.direction === 'across').length;
  if (across < 5 || count - across < 5) return null;
  const sharedStart = layout.placed.some((a) =>
    layout.placed.some((b) => a !== b && a.row === b.row && a.col === b.col),
  );
  return sharedStart ? layout : null;
}

function quality(layout: Layout): number {
  const cells = layout.letters.flat().filter((letter) => letter !== null).length;
  const letters = layout.placed.reduce((sum, p) => sum + p.word.length, 0);
  const crossings = letters - cells;
  const rows = layout.placed.flatMap((p) => [
    p.row,
    p.row + (p.direction === 'down' ? p.word.length - 1 : 0),
  ]);
  const cols = layout.placed.flatMap((p) => [
    p.col,
    p.col + (p.direction === 'across' ? p.word.length - 1 : 0),
  ]);
  const spread = Math.max(...rows) - Math.min(...rows) + (Math.max(...cols) - Math.min(...cols));
  return crossings * 10 + spread; // interlocked, and using the whole grid
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    count: { type: 'string', default: '14' },
    tries: { type: 'string', default: '4000' },
    seed: { type: 'string', default: '1' },
    optional: { type: 'string', default: '' },
  },
});
const required = positionals.map((word) => word.toUpperCase());
const optional = values.optional
  .split(',')
  .map((word) => word.trim().toUpperCase())
  .filter((word) => word !== '');
const random = seededRandom(Number(values.seed));
let best: Layout | null = null;
for (let i = 0; i < Number(values.tries); i += 1) {
  const layout = attempt(required, optional, Number(values.count), random);
  if (layout && (!best || quality(layout) > quality(best))) best = layout;
}
if (!best) {
  console.error('No layout found: try more --tries, another --seed or other words.');
  process.exit(1);
}
const numbers = crosswordNumbers(best.letters);
const out = process.stdout;
out.write(`${best.letters.map((row) => row.map((letter) => letter ?? '·').join(' ')).join('\n')}\n\n`);
const ordered = [...best.placed].sort(
  (a, b) => a.row - b.row || a.col - b.col || (a.direction === 'across' ? -1 : 1),
);
for (const p of ordered) {
  const number = numbers[p.row]![p.col]!;
  out.write(
    `  { number: ${number}, direction: '${p.direction}', startRow: ${p.row}, startCol: ${p.col}, ` +
      `answer: '${p.word}', clue: '' },\n`,
  );
}
