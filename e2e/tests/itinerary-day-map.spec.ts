import type { Locator, Page, TestInfo } from '@playwright/test';
import { itineraryTemplates } from '@artvoyage/content';
import { onlineMapPort } from '../ports';
import { axeViolations } from './axe';
import { artwork } from './data';
import { expect, pageHeading, test } from './fixtures';
import { chooseLanguage, type TranslatedLocale } from './language';

// Issue 20: each day of an itinerary shows its places on a small map, numbered as in its list. A
// generated Venetian itinerary, in the artwork page's dialog, at a laptop's and a phone's width.

const texts = {
  en: {
    plan: 'Plan a Trip Inspired by This',
    day: (n: number) => `Day ${n}`,
    map: (n: number) => `Map of day ${n}`,
  },
  fr: {
    plan: 'Planifier un voyage sur ses traces',
    day: (n: number) => `Jour ${n}`,
    map: (n: number) => `Carte du jour ${n}`,
  },
  ru: {
    plan: 'Спланировать арт-поездку',
    day: (n: number) => `День ${n}`,
    map: (n: number) => `Карта дня ${n}`,
  },
} as const;
type Locale = keyof typeof texts;

const widths = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * Counts the layout shifts not caused by input that move something in the planner's dialog, from when
 * the test resets the count. (The artwork page under the dialog is not what is measured here.)
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __shift: number };
    state.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        const inDialog = (entry.sources ?? []).some(
          ({ node }) =>
            (node instanceof Element ? node : node?.parentElement)?.closest('[role="dialog"]') != null,
        );
        if (!entry.hadRecentInput && inDialog) state.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const resetShifts = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

/** Opens the planner for the Wedding Feast (Venice) and waits for the generated plan. */
async function planVenice(page: Page, locale: Locale): Promise<Locator> {
  await page.getByRole('button', { name: texts[locale].plan, exact: true }).click();
  const planner = page.getByRole('dialog');
  await expect(planner.getByRole('tab')).toHaveCount(3, { timeout: 15_000 });
  return planner;
}

/** The numbers the day's map shows, marker by marker ("2, 3" when two places share one). */
const markerNumbers = (map: Locator) =>
  map.locator('.av-stop').evaluateAll((markers) => markers.map((marker) => marker.textContent ?? ''));

/** Waits until the map has drawn its base map (every tile of the view) and its markers. */
async function drawn(map: Locator) {
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached({ timeout: 20_000 });
  await expect(map.locator('.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0, { timeout: 20_000 });
  await expect(map.locator('.av-stop').first()).toBeVisible();
}

/** A screenshot of the screen as it stands, kept in the test's output folder to be looked at. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('each day of a generated itinerary maps its places, numbered as in its list', async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await watchLayoutShifts(page);
      await page.goto('/artwork/wedding-feast');
      await expect(pageHeading(page)).toHaveText(artwork('wedding-feast').title);
      const planner = await planVenice(page, 'en');
      await resetShifts(page);

      for (const [index, day] of itineraryTemplates.Venice.entries()) {
        const number = index + 1;
        await planner.getByRole('tab', { name: new RegExp(`^${texts.en.day(number)}`) }).click();
        const panel = planner.getByRole('tabpanel');
        const map = panel.getByRole('region', { name: texts.en.map(number) });
        await map.scrollIntoViewIfNeeded();
        await drawn(map);

        // The list numbers the activities that have a place, 1 to n in visit order; the map shows
        // each of those numbers once (places a few metres apart share a marker: "3, 4").
        const located = day.activities.filter((activity) => activity.place).length;
        const listed = await panel.getByTestId('stop-number').allTextContents();
        expect(listed).toEqual(Array.from({ length: located }, (_, at) => String(at + 1)));
        const onMap = (await markerNumbers(map)).flatMap((label) => label.split(', '));
        expect(onMap).toEqual(listed);
        if (number === 1) expect(await map.locator('.av-stop').count()).toBe(located);
        // The list stays the source of truth: the map is named, explained, and takes no keyboard focus.
        await expect(map).toHaveAttribute('aria-describedby', /.+/);
        await expect(panel.getByText(/The numbers on the map follow the list above/)).toBeVisible();
        expect(await map.locator('[tabindex]:not([tabindex="-1"])').count()).toBe(0);

        // Every marker lies inside the map, and the map inside the screen's width.
        const box = (await map.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.height).toBe(viewport.width >= 640 ? 256 : 224);
        for (const marker of await map.locator('.av-stop').all()) {
          const at = (await marker.boundingBox())!;
          expect(at.x).toBeGreaterThanOrEqual(box.x);
          expect(at.x + at.width).toBeLessThanOrEqual(box.x + box.width);
          expect(at.y).toBeGreaterThanOrEqual(box.y);
          expect(at.y + at.height).toBeLessThanOrEqual(box.y + box.height);
        }
      }
      // Its box was kept while it loaded and drew: nothing moved.
      expect(await shifts(page)).toBeLessThanOrEqual(0.02);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, testInfo, `day-map-en-${viewport.width}`);

      // A day whose cruise or drive has no place says so (the Greek plan's coastal drive).
      await planner.getByRole('button', { name: 'Close', exact: true }).click();
      await page.goto('/artwork/venus-de-milo');
      const greek = await planVenice(page, 'en');
      await greek.getByRole('tab', { name: /^Day 3/ }).click();
      const note = greek.getByRole('tabpanel').getByText(/not tied to one place/);
      await note.scrollIntoViewIfNeeded();
      await expect(note).toBeVisible();
      await drawn(greek.getByRole('region', { name: 'Map of day 3' }));
      await expect(greek.getByRole('tabpanel').getByTestId('stop-number')).toHaveText(['1', '2', '3']);
      await shoot(page, testInfo, `day-map-en-greece-day3-${viewport.width}`);
    });

    test('the seeded sample on My Itineraries gives one marker to the hotel and dinner in Le Marais', async ({
      page,
    }, testInfo) => {
      await page.goto('/my-itineraries');
      await page
        .getByRole('article')
        .filter({ hasText: 'Parisian Dream inspired by Mona Lisa' })
        .getByRole('button', { name: 'Open Itinerary' })
        .click();
      const map = page.getByRole('region', { name: 'Map of day 1' });
      await map.scrollIntoViewIfNeeded();
      await drawn(map);
      // Check-in and dinner are both "in Le Marais": one dashed ring, numbered for both.
      expect(await markerNumbers(map)).toEqual(['1, 4', '2', '3']);
      await expect(map.locator('.av-stop--area')).toHaveText(['1, 4', '3']);
      await shoot(page, testInfo, `day-map-sample-${viewport.width}`);
    });

    for (const locale of ['fr', 'ru'] as const satisfies readonly TranslatedLocale[]) {
      test(`the day map reads in ${locale === 'fr' ? 'French' : 'Russian'}`, async ({ page }, testInfo) => {
        test.setTimeout(60_000);
        await page.goto('/artwork/wedding-feast');
        await chooseLanguage(page, locale);
        const planner = await planVenice(page, locale);
        await planner.getByRole('tab', { name: new RegExp(`^${texts[locale].day(3)}`) }).click();
        const map = planner.getByRole('region', { name: texts[locale].map(3) });
        await map.scrollIntoViewIfNeeded();
        await drawn(map);
        const box = (await map.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(await axeViolations(page)).toEqual([]);
        await shoot(page, testInfo, `day-map-${locale}-${viewport.width}`);
      });
    }
  });
}

test.describe('with a tile provider', () => {
  test.use({ baseURL: `http://127.0.0.1:${onlineMapPort}` });

  test('the day map draws the provider’s tiles and names them', async ({ page }) => {
    await page.goto('/artwork/wedding-feast');
    const planner = await planVenice(page, 'en');
    const map = planner.getByRole('region', { name: 'Map of day 1' });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('img.leaflet-tile-loaded').first()).toHaveAttribute(
      'src',
      /\/tiles\/\d+\/\d+\/\d+\.svg$/,
    );
    await expect(map.getByText('Test tiles')).toBeVisible();
    await expect(map.locator('.av-stop')).toHaveCount(4);
  });
});
