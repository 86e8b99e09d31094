import type { ContentPacks } from '../i18n/packs';
import type { Translations } from '../i18n/translations';
import frPlaces from './fr/places';
import frTours from './fr/tours';
import ruPlaces from './ru/places';
import ruTours from './ru/tours';

/**
 * Every translated pack, loaded at once: for the server (audio guides, the chat, seeds) and for the
 * parity tests. The web app never imports this; it fetches one language's packs at a time.
 */
export const translatedPacks: Translations<ContentPacks> = {
  fr: { tours: frTours, places: frPlaces },
  ru: { tours: ruTours, places: ruPlaces },
};
