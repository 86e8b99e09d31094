import type { ExpertLanguage } from './languages/expert-language';
import { english } from './languages/english';
import { french } from './languages/french';
import { russian } from './languages/russian';
import type { ChatLanguage } from './text-terms';

/** The languages the expert answers in, each in its own file of languages/ (see expert-language.ts). */
export const expertLanguages: Readonly<Record<ChatLanguage, ExpertLanguage>> = {
  en: english,
  fr: french,
  ru: russian,
};
