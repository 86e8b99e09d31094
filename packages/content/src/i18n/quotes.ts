const opening = new Set(['«', '„']);
const closing = new Set(['»', '“']);

/**
 * Quotes nested as Russian typography nests them: «outer „inner“ outer». A text that quotes a title
 * («{artwork}», «{{title}}») meets titles that carry their own quotes (Плот «Медузы»); this turns
 * «Плот «Медузы»» into «Плот „Медузы“». Levels alternate, so a third level is «» again. A text whose
 * quotes do not pair up is left as it is. (French titles carry no guillemets, so only Russian needs it.)
 */
export function nestRussianQuotes(text: string): string {
  if (!text.includes('«') && !text.includes('„')) return text;
  let depth = 0;
  let out = '';
  for (const char of text) {
    if (opening.has(char)) {
      depth += 1;
      out += depth % 2 === 1 ? '«' : '„';
    } else if (closing.has(char)) {
      if (depth === 0) return text;
      out += depth % 2 === 1 ? '»' : '“';
      depth -= 1;
    } else {
      out += char;
    }
  }
  return depth === 0 ? out : text;
}
