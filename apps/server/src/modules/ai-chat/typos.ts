/*
 * Typo tolerance for the art expert: a word of a question that the knowledge base does not hold is
 * read as the nearest word it does hold ("sfumatto" as "sfumato", "Canna" as "Cana"), within a few
 * typos that grow with the word's length, so that a short word is never taken for another word.
 */

/**
 * The number of typos between two words, each a letter left out, added, changed or two neighbours
 * swapped ("teh" and "the" are one typo apart): the optimal string alignment form of the
 * Damerau-Levenshtein distance. Counting stops above `max`, which is then returned as `max + 1`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the distance table: two rows back (for a swap), the previous one and this one.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + change,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        distance = Math.min(distance, (before[j - 2] ?? 0) + 1);
      current.push(distance);
      rowBest = Math.min(rowBest, distance);
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  const distance = previous[b.length] ?? 0;
  return distance > max ? max + 1 : distance;
}

/**
 * How many typos a word of this many letters may hold and still be recognised: none under five
 * letters ("dog" is not "do"), one up to nine ("Australia" is not "Austria"), two from ten.
 */
export function typoAllowance(length: number): number {
  if (length < 5) return 0;
  return length < 10 ? 1 : 2;
}

/**
 * The word of `vocabulary` (each word with the number of passages it occurs in) nearest to `word`
 * within its typo allowance: the fewest typos first, then the word more passages use, then the
 * alphabet, so that the choice never depends on the order of the vocabulary. Undefined when none is
 * near enough.
 */
export function nearestWord(
  word: string,
  vocabulary: ReadonlyMap<string, number>,
  allowance = typoAllowance(word.length),
): string | undefined {
  if (allowance === 0) return undefined;
  let best: { word: string; distance: number; uses: number } | undefined;
  for (const [candidate, uses] of vocabulary) {
    if (Math.abs(candidate.length - word.length) > allowance) continue;
    const distance = editDistance(word, candidate, best ? Math.min(best.distance, allowance) : allowance);
    if (distance > allowance) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && (uses > best.uses || (uses === best.uses && candidate < best.word)));
    if (better) best = { word: candidate, distance, uses };
  }
  return best?.word;
}
