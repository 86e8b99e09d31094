/*
 * How questions and passages are cut into search terms: lower case, accents folded (Géricault and
 * Gericault meet), possessives and plurals trimmed, and the little words of a question dropped so
 * that only what it is about is searched for.
 */

const stopWords = new Set(
  (
    'a about above after again all also am an and any are as at be been before being between both but by ' +
    'can could did do does doing done during each even ever every few for from further get give go had ' +
    'has have having he her here hers him his how i if in into is it its just know let like me might ' +
    'more most much must my no nor not now of off on once one only or other our ours out over own please ' +
    'same she should so some such tell than that the their theirs them then there these they this those ' +
    'through to too under until up us very want was we were what when where which while who whom whose ' +
    'why will with would you your yours yourself thing things anything something really quite many ' +
    // A request's wording, not its subject: "Can you recommend a good smartphone?" is about a smartphone.
    'recommend suggest good'
  ).split(' '),
);

/** Folds accents and case: 'Géricault' -> 'gericault'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** One search term, or null for a word that carries no meaning on its own. */
export function processTerm(term: string): string | null {
  let word = foldText(term).replace(/['’]s$/, '');
  if (word.length < 2 || stopWords.has(word)) return null;
  // Plurals: 'paintings' -> 'painting', 'tours' -> 'tour'; not 'glass', 'venus', 'medusa'.
  if (word.length > 4 && word.endsWith('s') && !/(ss|us|is|os)$/.test(word)) word = word.slice(0, -1);
  return word;
}

/** The meaningful terms of a text, in order, without repeats. */
export function contentTerms(text: string): string[] {
  const terms = foldText(text)
    .split(/[^\p{L}\p{N}'’]+/u)
    .map(processTerm)
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}
