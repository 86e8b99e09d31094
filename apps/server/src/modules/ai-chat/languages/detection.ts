import { type ChatLanguage, foldText } from '../text-terms';

/* How the expert recognises the language a question is asked in. */

const englishWords = new Set(
  (
    'the is are was were who whom what where when why how which of in on does do did tell me about painted ' +
    'sculpted made can could i you it there an to for and with this that museum painting open my visit ' +
    'should take have has from by big old famous much many long hours hi hello thanks thank please'
  ).split(' '),
);
const frenchWords = new Set(
  (
    'qui que quoi où ou quel quelle quels quelles pourquoi comment combien quand est sont était ont peint ' +
    'peinte sculpté sculptée se trouve parlez moi je vous nous il elle ils c qu l d j un une dans sur avec ' +
    'pour du au aux et musée visite ouvert tableau œuvre oeuvre y mardi heure heures faut peut peux mon ma ' +
    'mes ce cette ces très aussi bonjour bonsoir salut merci jours voyage ' +
    // As typed on a phone, without accents or apostrophes: « des idees », « cest », « vous etes ».
    'idée idées préféré préférée préférés préférez êtes déjà été après quoi cest jai quest quil ' +
    'svp stp pouvez pourriez voudrais conseillez séjour semaine'
  )
    .split(' ')
    .map(foldText),
);
/** Words of French that also fill English titles ("La Joconde", "Venus de Milo"): weak evidence. */
const frenchTitleWords = new Set(['le', 'la', 'les', 'de', 'des']);

/**
 * The language of a question: Russian when most of its letters are Cyrillic; French or English by
 * their little words (French ones typed with or without accents), French accents and French spacing
 * before "?"; the interface language (`hint`)
 * when the question does not say (a bare title such as "Mona Lisa").
 */
export function detectLanguage(question: string, hint: ChatLanguage = 'en'): ChatLanguage {
  const cyrillic = question.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  const latin = question.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (cyrillic > 0 && cyrillic >= latin) return 'ru';
  if (latin === 0) return hint;
  let french = 0;
  let english = 0;
  // Words are compared folded, as French is often typed without accents ("ou" for "où", "a" for "à",
  // which English shares and counts for neither).
  for (const word of foldText(question).split(/[^\p{L}]+/u)) {
    if (frenchWords.has(word)) french += 1;
    else if (frenchTitleWords.has(word)) french += 0.4;
    if (englishWords.has(word)) english += 1;
  }
  if (/[àâçèêëîïôûùüÿœæ]/iu.test(question)) french += 0.5;
  if (/[\s\u00a0\u202f][?!;:]/u.test(question)) french += 0.5;
  if (french > english) return 'fr';
  if (english > french) return 'en';
  return hint;
}
