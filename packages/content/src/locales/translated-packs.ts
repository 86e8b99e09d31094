import type { ContentPacks } from '../i18n/packs';
import type { Translations } from '../i18n/translations';
import frQuizzes from './fr/quizzes';
import frTours from './fr/tours';
import ruQuizzes from './ru/quizzes';
import ruTours from './ru/tours';

/**
 * Every translated pack, loaded at once: for the server (audio guides, the chat, seeds) and for the
 * parity tests. The web app never imports this; it fetches one language's packs at a time.
 */
export const translatedPacks: Translations<ContentPacks> = {
  fr: { tours: frTours, quizzes: frQuizzes },
  ru: { tours: ruTours, quizzes: ruQuizzes },
};
