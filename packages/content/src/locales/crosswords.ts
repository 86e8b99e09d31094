import type { Locale } from '@artvoyage/contract/locales';
import { englishPacks, translatedPacks } from '../i18n/packs';
import type { Crossword } from '../games/types';

/**
 * The crossword of each language, all loaded: for the server, which scores a round against the grid
 * of the language it was played in. (The web app fetches one language's grid with its screen.)
 */
export function crosswordFor(locale: Locale): Crossword {
  return locale === 'en' ? englishPacks.crossword : translatedPacks[locale].crossword;
}
