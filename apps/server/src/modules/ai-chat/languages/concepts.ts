import type { ConceptLexicon } from '../expert/concepts';
import type { ChatLanguage } from '../text-terms';
import { englishVisitConcepts } from './english-visit-concepts';
import { englishWorkConcepts } from './english-work-concepts';
import { frenchVisitConcepts } from './french-visit-concepts';
import { frenchWorkConcepts } from './french-work-concepts';
import { russianVisitConcepts } from './russian-visit-concepts';
import { russianWorkConcepts } from './russian-work-concepts';

/*
 * The concept lexicon of each language (see expert/concepts.ts): for each concept the passages state,
 * the everyday words visitors ask for it in, and the passages' own words for it. Cues are folded
 * (no accents, ё as е); `*` ends a word that stands for the words it starts. A cue must not be a word
 * the passages use in another sense ("eat" is said of the monks of the Wedding Feast too, so it is not
 * a cue: the food passage already names it), and the words of a concept must be the passages' own.
 */

/** Each language's concept lexicon: a language missing here does not compile. */
export const conceptLexicons: Readonly<Record<ChatLanguage, ConceptLexicon>> = {
  en: { ...englishVisitConcepts, ...englishWorkConcepts },
  fr: { ...frenchVisitConcepts, ...frenchWorkConcepts },
  ru: { ...russianVisitConcepts, ...russianWorkConcepts },
};
