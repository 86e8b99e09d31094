import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The two translations, as the header's language switch names them. */
export const languageNames = { fr: 'Français', ru: 'Русский' } as const;

export type TranslatedLocale = keyof typeof languageNames;

/** Chooses a language the way a visitor does, with the header's language switch, and waits for it. */
export async function chooseLanguage(page: Page, locale: TranslatedLocale): Promise<void> {
  await page.getByRole('banner').getByRole('combobox').selectOption({ label: languageNames[locale] });
  // The language's texts are fetched on the first switch, which a busy machine may serve slowly.
  await expect(page.locator('html')).toHaveAttribute('lang', locale, { timeout: 30_000 });
}
