/**
 * Up to two initials for an avatar without an image: first and last word of the name
 * ("Ada Lovelace" -> "AL"), else the first letter of the e-mail's local part, else "?". A French
 * elided article is not the word's initial: "L’équipe du musée" -> "ÉM", not "LM".
 */
export function initialsOf(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first) {
    const last = words.length > 1 ? words[words.length - 1] : undefined;
    return (firstLetter(first) + (last ? firstLetter(last) : '')).toLocaleUpperCase();
  }
  const local = (email ?? '').trim().split('@')[0] ?? '';
  return local ? firstLetter(local).toLocaleUpperCase() : '?';
}

/**
 * An elided article or pronoun before a lowercase word (l’, d’, qu’). "O’Brien" keeps its O: a capital
 * follows the apostrophe there.
 */
const elision = /^\p{L}{1,2}['’](?=\p{Ll})/u;

/** The first user-perceived character (keeps accented and non-Latin letters whole). */
function firstLetter(word: string): string {
  return Array.from(word.replace(elision, ''))[0] ?? '';
}
