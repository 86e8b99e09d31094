import type { Page } from '@playwright/test';
import frPlaces from '@artvoyage/content/locales/fr/places';
import ruPlaces from '@artvoyage/content/locales/ru/places';
import { expect, pageHeading, test } from './fixtures';

// The interactive map in French and Russian: its controls, a landmark's info window and a city, named
// and described in the language the visitor chose with the header's language switch. The search itself
// reads the English names (and the names listed as alternates), so the visitor types "eiffel".

const languages = [
  {
    locale: 'fr',
    label: 'Français',
    places: frPlaces,
    ui: {
      title: 'Carte interactive',
      search: 'Trouver un lieu sur la carte',
      zoomIn: 'Zoom avant',
      hours: 'Horaires\u00a0:',
      price: 'À partir de 4\u00a0€',
      close: 'Fermer',
      landmark: 'Site',
      city: 'Ville',
    },
  },
  {
    locale: 'ru',
    label: 'Русский',
    places: ruPlaces,
    ui: {
      title: 'Интерактивная карта',
      search: 'Найти место на карте',
      zoomIn: 'Приблизить',
      hours: 'Часы работы:',
      price: 'От 4\u00a0€',
      close: 'Закрыть',
      landmark: 'Достопримечательность',
      city: 'Город',
    },
  },
] as const;

/** A place's texts in the pack (whose ids are plain strings), or a clear failure. */
function translated<T>(texts: T | undefined, id: string): T {
  if (!texts) throw new Error(`No translation of ${id}`);
  return texts;
}

const info = (page: Page) => page.getByTestId('map-info');
/** Texts compared whatever spaces they keep (the translations use non-breaking ones). */
const spaced = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'));

for (const language of languages) {
  test(`in ${language.label}, the map's controls, a landmark and a city are in the language`, async ({
    page,
  }) => {
    test.setTimeout(90_000); // the map, its base map and two searches, on a machine that may be busy
    await page.goto('/interactive-map');
    await expect(page.getByText('Loading interactive map...')).toBeHidden();
    await page.getByRole('banner').getByRole('combobox').selectOption({ label: language.label });
    // The switch first fetches the language's texts for every screen seen so far.
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale, { timeout: 20_000 });
    await expect(pageHeading(page)).toHaveText(language.ui.title);
    // The map was drawn in English before the switch: its own controls follow the language too.
    await expect(page.getByRole('button', { name: language.ui.zoomIn, exact: true }).first()).toBeVisible();

    const search = page.getByRole('combobox', { name: language.ui.search });
    const tower = translated(language.places.landmarks['eiffel-tower'], 'eiffel-tower');
    await search.fill('eiffel');
    const towerOption = page.getByRole('option', { name: new RegExp(`^${tower.name}`) });
    await expect(towerOption).toContainText(language.ui.landmark);
    await towerOption.click();
    await expect(info(page).getByRole('heading', { name: tower.name })).toBeVisible();
    await expect(info(page)).toContainText(spaced(tower.description));
    await expect(info(page)).toContainText(spaced(`${language.ui.hours} ${tower.opening_hours}`));
    await expect(info(page)).toContainText(spaced(language.ui.price));
    await expect(info(page)).not.toContainText('Eiffel Tower');
    // Closed from the keyboard: the map may still be panning the window into view.
    const close = page.getByRole('button', { name: language.ui.close, exact: true });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(info(page)).toHaveCount(0);

    const london = translated(language.places.destinations.london, 'london');
    await search.fill('london');
    const londonOption = page.getByRole('option', { name: new RegExp(`^${london.name}, ${london.country}`) });
    await expect(londonOption).toContainText(language.ui.city);
    await londonOption.click();
    await expect(info(page).getByRole('heading', { name: london.name })).toBeVisible();
    await expect(info(page)).toContainText(london.country);
    await expect(info(page)).toContainText(spaced(london.description));
    // The city's marker carries its name in the language, as a label on the map.
    await expect(page.locator('.av-marker--destination').filter({ hasText: london.name })).toBeVisible();
  });
}

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Russian map’s filters and info window fit the width', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the width is set here, so one project is enough');
    test.setTimeout(60_000);
    await page.goto('/interactive-map');
    await page.getByRole('banner').getByRole('combobox').selectOption({ label: 'Русский' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru', { timeout: 20_000 });
    const filters = page.getByRole('group', { name: 'Показать на карте' });
    // The longest filter ("landmarks" is a long word in Russian) wraps to a line of its own.
    await expect(filters.getByRole('button', { name: 'Достопримечательности' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);

    // The whole info window, its close button included, lies inside the screen: a sheet along its bottom.
    await page.getByRole('combobox', { name: 'Найти место на карте' }).fill('eiffel');
    await page.getByRole('option', { name: /^Эйфелева башня/ }).click();
    await expect(info(page)).toBeVisible();
    const sheet = page.getByRole('dialog', { name: 'Эйфелева башня' });
    await expect
      .poll(async () => {
        const box = await sheet.boundingBox();
        return (
          box !== null && box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844
        );
      })
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Закрыть', exact: true })).toBeInViewport();
  });
});

const estimates = [
  {
    locale: 'fr',
    label: 'Français',
    places: frPlaces,
    search: 'Trouver un lieu sur la carte',
    route: 'Itinéraire',
    title: (name: string) => `Itinéraire estimé vers ${name}\u00a0:`,
    times:
      /À pied, environ \d+\s?min à 4,5\s?km\/h\u202f; en voiture, environ \d+\s?min à 25\s?km\/h en ville\./,
    factor: 'la ligne droite × 1,3',
  },
  {
    locale: 'ru',
    label: 'Русский',
    places: ruPlaces,
    search: 'Найти место на карте',
    route: 'Маршрут',
    title: (name: string) => `Примерный маршрут: ${name}.`,
    times:
      /Пешком примерно \d+\s?мин при скорости 4,5\s?км\/ч; на машине примерно \d+\s?мин при скорости 25\s?км\/ч в городе\./,
    factor: 'расстояние по прямой × 1,3',
  },
] as const;

test.describe('without a routing engine', () => {
  test.use({ geolocation: { latitude: 48.8606, longitude: 2.3376 }, permissions: ['geolocation'] });

  for (const language of estimates) {
    test(`in ${language.label}, the estimated route gives walking and driving times with their speeds`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.addInitScript((locale) => localStorage.setItem('artvoyage.locale', locale), language.locale);
      await page.goto('/interactive-map');
      await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
      // The map first moves to the visitor (zoom 15); a place chosen while it still moves sometimes lost
      // its info window in a fast run, so the search waits for the located view, as map.spec.ts does.
      await expect(page.locator('[data-zoom="15"]')).toHaveCount(1, { timeout: 20_000 });
      await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
      const orsay = translated(language.places.landmarks['musee-d-orsay'], 'musee-d-orsay');
      await page.getByRole('combobox', { name: language.search }).fill('orsay');
      await page.getByRole('option', { name: new RegExp(`^${orsay.name}`) }).click();
      await info(page).getByRole('button', { name: language.route, exact: true }).click();
      const note = page.getByRole('status').filter({ hasText: language.title(orsay.name) });
      await expect(note).toBeVisible();
      await expect(note).toContainText(language.times);
      await expect(note).toContainText(language.factor);
    });
  }
});
