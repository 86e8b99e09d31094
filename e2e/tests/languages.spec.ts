import { test as base } from '@playwright/test';
import frTours from '@artvoyage/content/locales/fr/tours';
import ruTours from '@artvoyage/content/locales/ru/tours';
import { createConfirmedAccount, signInThroughHeader } from './accounts';
import { expect, pageHeading, test } from './fixtures';
import { chooseLanguage } from './language';

// The app in French and Russian: what a visitor comes for (content, dates, failures), not only the
// buttons. Each test chooses its language the way a visitor does, with the header's language switch.

const languages = [
  { locale: 'fr', label: 'Français', tours: frTours, signIn: 'Se connecter' },
  { locale: 'ru', label: 'Русский', tours: ruTours, signIn: 'Войти' },
] as const;

for (const language of languages) {
  test.describe(`in ${language.label}`, () => {
    test('the guided tours are named and described in the language', async ({ page }) => {
      await page.goto('/guided-tours');
      await chooseLanguage(page, language.locale);
      const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(
        Object.values(language.tours.tours).map((tour) => tour.name),
      );
      await expect(cards.first()).toContainText(language.tours.tours.classicalAntiquities.description);
    });

    test('achievements name what was earned and date it the way the language does', async ({
      page,
      request,
    }) => {
      const account = await createConfirmedAccount(request, `lang-${language.locale}`);
      await page.goto('/achievements');
      await signInThroughHeader(page, account);
      await chooseLanguage(page, language.locale);
      const today = new Intl.DateTimeFormat(language.locale, { dateStyle: 'long' }).format(new Date());
      const firstSteps = page.getByRole('listitem').filter({ hasText: today }).first();
      await expect(firstSteps).toBeVisible();
      await expect(firstSteps).toContainText(language.locale === 'fr' ? 'Premiers pas' : 'Первые шаги');
      await expect(pageHeading(page)).not.toHaveText('Achievement System');
    });
  });
}

// A refused sign-in reaches the console as a failed request, so this one runs without the console check.
for (const language of languages) {
  base(`in ${language.label}, a refused sign-in is told in the language`, async ({ page }) => {
    await page.goto('/gallery');
    await chooseLanguage(page, language.locale);
    await page.getByRole('banner').getByRole('button', { name: language.signIn }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="email"]').fill('nobody@example.com');
    await dialog.locator('input[type="password"]').fill('not the password');
    await dialog.locator('form').getByRole('button', { name: language.signIn }).click();
    const expected =
      language.locale === 'fr'
        ? 'Adresse e-mail ou mot de passe incorrect.'
        : 'Неверный адрес электронной почты или пароль.';
    await expect(page.getByText(expected).first()).toBeVisible();
    await expect(page.getByText('Invalid login credentials')).toHaveCount(0);
  });
}
