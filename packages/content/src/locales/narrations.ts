import type { ArtworkId } from '@artvoyage/contract';
import type { Locale } from '@artvoyage/contract/locales';
import { englishPacks, translatedPacks } from '../i18n/packs';

/**
 * The artwork's narration in a language, for the server, which loads every language's pack (the web
 * app fetches one at a time with `useContentPack('narrations')`).
 */
export function narrationIn(artworkId: ArtworkId, locale: Locale): string {
  const pack = locale === 'en' ? englishPacks.narrations : translatedPacks[locale].narrations;
  return pack.narrations[artworkId];
}
