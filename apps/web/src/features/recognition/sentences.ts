// Words whose full stop does not end a sentence, in the English, French and Russian artwork texts
// ("c. 1503", "av. J.-C.", "apr. J.-C.", "ок. 1900 г.").
const abbreviations = new Set(['c', 'ca', 'av', 'apr', 'env', 'st', 'ок', 'г', 'гг', 'см', 'св']);

/** The first `count` sentences of a text, joined by a space. */
export function firstSentences(text: string, count: number): string {
  const sentences: string[] = [];
  const boundary = /([.!?…])(["”’»)]?)\s+(?=["“‘«(]?[\p{Lu}\d])/gu;
  let start = 0;
  for (let match = boundary.exec(text); match !== null; match = boundary.exec(text)) {
    const before = text.slice(start, match.index);
    const lastWord = /(\p{L}+)$/u.exec(before)?.[1] ?? '';
    // An initial ("J. Smith") or an abbreviation does not end a sentence; "av. J.-C." may.
    const shortened =
      !before.endsWith('J.-C') && (/^\p{Lu}$/u.test(lastWord) || abbreviations.has(lastWord.toLowerCase()));
    if (match[1] === '.' && shortened) continue;
    sentences.push(text.slice(start, match.index + match[1]!.length + match[2]!.length).trim());
    start = match.index + match[0].length;
    if (sentences.length === count) return sentences.join(' ');
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences.slice(0, count).join(' ');
}
