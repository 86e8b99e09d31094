const nbsp = '\u00a0';
const narrowNbsp = '\u202f';
const nonBreaking = new Set([nbsp, narrowNbsp]);
const highPunctuation = new Set([':', ';', '!', '?']);
/** The marks a space goes before: the high punctuation and the percent sign. */
const spacedBefore = new Set([...highPunctuation, '%']);

/**
 * The text with what is not prose blanked out, at the same positions: interpolation placeholders
 * ({{count}}, {title}), URLs and clock times (9:30), whose colons take no space.
 */
function proseOnly(text: string): string {
  const blank = (part: string) => '_'.repeat(part.length);
  return text
    .replace(/\{\{[^{}]*\}\}|\{\w+\}/g, blank)
    .replace(/\b(?:https?|mailto|tel):\S+/gi, blank)
    .replace(/\b\d{1,2}:\d{2}\b/g, blank);
}

/**
 * What a French text gets wrong in its spacing, by French typography: a non-breaking space (U+00A0)
 * before a colon, a non-breaking or narrow non-breaking space (U+202F) before ; ! ? and %, and one of
 * them inside « guillemets », so that a line never starts with one of these marks. Empty when the text
 * is right. Two marks in a row ("?!") need one space.
 */
export function frenchSpacingIssues(text: string): string[] {
  const prose = proseOnly(text);
  const issues: string[] = [];
  const around = (at: number) => JSON.stringify(text.slice(Math.max(0, at - 12), at + 12));
  for (let at = 0; at < prose.length; at += 1) {
    const char = prose[at]!;
    const before = prose[at - 1];
    const after = prose[at + 1];
    if (spacedBefore.has(char)) {
      if (before !== undefined && highPunctuation.has(before)) continue;
      const right = char === ':' ? before === nbsp : before !== undefined && nonBreaking.has(before);
      if (!right) {
        const space =
          before === ' ' ? 'an ordinary space' : before === narrowNbsp ? 'a narrow space' : 'no space';
        issues.push(`${space} before “${char}” in ${around(at)}`);
      }
    } else if (char === '«' && (after === undefined || !nonBreaking.has(after))) {
      issues.push(`no non-breaking space after « in ${around(at)}`);
    } else if (char === '»' && (before === undefined || !nonBreaking.has(before))) {
      issues.push(`no non-breaking space before » in ${around(at)}`);
    }
  }
  return issues;
}
