import { nestRussianQuotes } from '@artvoyage/content/i18n';
import type { PostProcessorModule } from 'i18next';

/** Nests the quotes of every Russian message once its values are in («{{title}}» of Плот «Медузы»). */
export const russianQuotes: PostProcessorModule = {
  type: 'postProcessor',
  name: 'russianQuotes',
  process(value, _key, options, translator: { language?: string }) {
    const language = typeof options.lng === 'string' ? options.lng : translator.language;
    return language === 'ru' && typeof value === 'string' ? nestRussianQuotes(value) : value;
  },
};
