import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from './fixtures';

// The interactive map read closely, on the bundled base map: names beside the markers at street level
// and city names that never cover one another, clusters that open from the keyboard, the info window
// on a phone, and axe on what the map then shows.

const louvre = { latitude: 48.8606, longitude: 2.3376 };
const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of destinations and landmarks' });
const search = (page: Page) => page.getByRole('combobox', { name: 'Find place on map' });
const info = (page: Page) => page.getByTestId('map-info');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
}

async function openMap(page: Page) {
  await page.goto('/interactive-map');
  await expect(pageHeading(page)).toHaveText('Interactive Map');
  await expect(page.getByText('Loading interactive map...')).toBeHidden();
}

const zoomOf = async (page: Page) => Number(await mapRegion(page).getAttribute('data-zoom'));

/** The names shown on the map and the markers and dots drawn, as boxes on the screen. */
function mapBoxes(page: Page): Promise<{ labels: Box[]; symbols: Box[] }> {
  return page.evaluate(() => {
    const shown = (selector: string) =>
      [...document.querySelectorAll(selector)]
        .filter((element) => getComputedStyle(element).visibility === 'visible')
        .map((element) => {
          const { left, top, width, height } = element.getBoundingClientRect();
          return { x: left, y: top, width, height, text: element.textContent ?? '' };
        });
    return {
      labels: shown('.av-map .av-label'),
      symbols: shown('.av-map .av-marker__dot, .av-map .av-cluster, .av-map .av-city__dot'),
    };
  });
}

/** Boxes overlapping by more than half a pixel (sub-pixel rounding is not an overlap). */
function overlap(a: Box, b: Box): boolean {
  return (
    a.x + 0.5 < b.x + b.width &&
    b.x + 0.5 < a.x + a.width &&
    a.y + 0.5 < b.y + b.height &&
    b.y + 0.5 < a.y + a.height
  );
}

/** Every name that covers another name, or a marker or dot other than its own. */
function collisions({ labels, symbols }: { labels: Box[]; symbols: Box[] }): string[] {
  const found: string[] = [];
  labels.forEach((label, index) => {
    for (const other of labels.slice(index + 1)) {
      if (overlap(label, other)) found.push(`"${label.text}" covers "${other.text}"`);
    }
    for (const symbol of symbols) {
      if (overlap(label, symbol)) found.push(`"${label.text}" covers a marker at ${symbol.x},${symbol.y}`);
    }
  });
  return found;
}

/** Waits until the map stands still at a zoom with its city names loaded for it. */
async function settledAt(page: Page, zoom: number) {
  await expect.poll(() => zoomOf(page)).toBe(zoom);
  await expect(mapRegion(page)).toHaveAttribute('data-city-labels-zoom', String(zoom), { timeout: 15_000 });
  await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test.describe('at street level by the Louvre', () => {
  test.use({ geolocation: louvre, permissions: ['geolocation'] });

  test('landmarks are named beside their markers, no name covers another, and axe finds nothing serious', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000); // axe runs twice over the map
    await openMap(page);
    await expect.poll(() => zoomOf(page)).toBe(15);
    await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
    // The landmarks round the Louvre, by their names.
    const names = async () => (await mapBoxes(page)).labels.map((label) => label.text);
    await expect.poll(names).toContain('Louvre Pyramid');
    // Sainte-Chapelle is in view on a phone as on a desktop, where Orsay and others join it.
    expect(await names()).toContain('Sainte-Chapelle');
    expect(collisions(await mapBoxes(page))).toEqual([]);
    // The drawn name is for the eye; a marker keeps its own spoken name.
    await expect(page.getByRole('button', { name: 'Louvre Pyramid', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await testInfo.attach('map-street', { body: await page.screenshot(), contentType: 'image/png' });

    // With the info window open, too.
    await page.getByRole('button', { name: 'Sainte-Chapelle', exact: true }).click();
    await expect(info(page).getByRole('heading', { name: 'Sainte-Chapelle' })).toBeVisible();
    // A popup fades in (a phone's sheet does not): axe reads a half-transparent window's text as too faint.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('.leaflet-popup')].every(
            (popup) => getComputedStyle(popup).opacity === '1',
          ),
        ),
      )
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('geolocation denied', () => {
  test.use({ permissions: [] });

  test('round Essen and Dortmund, city names never overlap as the map zooms out', async ({ page }) => {
    test.setTimeout(120_000); // the gazetteer loads in the background after the server starts
    await openMap(page);
    const essen = page.getByRole('option', { name: /^Essen/ }).first();
    await expect(async () => {
      await search(page).fill('');
      await search(page).fill('Essen');
      await expect(essen).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 60_000 });
    await essen.click();
    await expect.poll(() => zoomOf(page)).toBe(15);

    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    const seen = new Set<string>();
    for (let zoom = 14; zoom >= 6; zoom -= 1) {
      await zoomOut.click();
      if (zoom > 8) {
        await expect.poll(() => zoomOf(page)).toBe(zoom);
        continue;
      }
      await settledAt(page, zoom);
      const boxes = await mapBoxes(page);
      for (const label of boxes.labels) seen.add(label.text);
      expect(collisions(boxes), `at zoom ${zoom}`).toEqual([]);
      if (zoom === 8) {
        // Close enough for both to have room: both named.
        expect(boxes.labels.map((label) => label.text)).toEqual(
          expect.arrayContaining(['Essen', 'Dortmund']),
        );
      }
    }
    expect(seen.has('Essen') && seen.has('Dortmund')).toBe(true);
  });

  test('a cluster opens to the zoom where it splits, from a click and from the keyboard', async ({
    page,
  }) => {
    await openMap(page);
    await expect.poll(() => zoomOf(page)).toBe(6);
    const paris = page.locator('.av-cluster--red');
    const expansion = Number(await paris.getAttribute('data-expansion-zoom'));
    expect(expansion).toBeGreaterThan(6);
    await paris.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => zoomOf(page)).toBe(expansion);
    // The keyboard is not left behind: focus is on a marker of what the cluster opened into.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.av-marker, .av-cluster') !== null))
      .toBe(true);

    // Two steps out, where the Paris area shows clusters again: one of them, by a click.
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    for (const zoom of [expansion - 1, expansion - 2]) {
      await zoomOut.click();
      await expect.poll(() => zoomOf(page)).toBe(zoom);
    }
    await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
    const cluster = await page.locator('.av-cluster').first().elementHandle();
    if (!cluster) throw new Error('no cluster two steps out');
    const next = Number(await cluster.getAttribute('data-expansion-zoom'));
    expect(next).toBeGreaterThan(expansion - 2);
    await cluster.click();
    await expect.poll(() => zoomOf(page)).toBe(next);
  });
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, permissions: [] });

  test('the info window of a marker at the right edge lies inside the screen, clear of the zoom buttons', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await openMap(page);
    await search(page).fill('Louvre Pyramid');
    await page
      .getByRole('option', { name: /Louvre Pyramid/ })
      .first()
      .click();
    await expect(info(page)).toBeVisible();
    const close = page.getByRole('button', { name: 'Close popup' });
    await close.click();
    await expect(info(page)).toHaveCount(0);

    // Two steps of the arrow keys move the marker from the middle to the right edge of the map.
    await mapRegion(page).focus();
    for (let step = 0; step < 2; step += 1) {
      // A key pressed while the map still glides from the last one is ignored: one at a time.
      const centre = await mapRegion(page).getAttribute('data-centre');
      await page.keyboard.press('ArrowLeft');
      await expect(mapRegion(page)).not.toHaveAttribute('data-centre', centre ?? '');
    }
    const marker = page.getByRole('button', { name: 'Louvre Pyramid', exact: true });
    const region = await mapRegion(page).boundingBox();
    await expect
      .poll(async () => {
        const box = await marker.boundingBox();
        return box !== null && region !== null && box.x + box.width > region.x + region.width - 40;
      })
      .toBe(true);
    await marker.click();
    await expect(info(page).getByRole('heading', { name: 'Louvre Pyramid' })).toBeVisible();

    const sheet = page.getByRole('dialog', { name: 'Louvre Pyramid' });
    await expect(sheet).toBeVisible();
    const viewport = page.viewportSize();
    const box = await sheet.boundingBox();
    expect(viewport).not.toBeNull();
    expect(box).not.toBeNull();
    if (!box || !viewport) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await expect(close).toBeInViewport({ ratio: 1 });

    // Nothing covers the title: the point at its middle belongs to it, and the zoom buttons are elsewhere.
    const title = info(page).getByRole('heading', { name: 'Louvre Pyramid' });
    const titleBox = await title.boundingBox();
    const zoomBox = await page.locator('.leaflet-control-zoom').boundingBox();
    if (!titleBox || !zoomBox) throw new Error('no title or zoom buttons');
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="map-info"] h2') !== null,
      { x: titleBox.x + Math.min(40, titleBox.width / 2), y: titleBox.y + titleBox.height / 2 },
    );
    expect(onTop).toBe(true);
    const apart =
      titleBox.x >= zoomBox.x + zoomBox.width ||
      zoomBox.x >= titleBox.x + titleBox.width ||
      titleBox.y >= zoomBox.y + zoomBox.height ||
      zoomBox.y >= titleBox.y + titleBox.height;
    expect(apart).toBe(true);

    // The chosen marker stays in sight, on the map above the sheet.
    const markerBox = await marker.boundingBox();
    if (!markerBox) throw new Error('the marker is gone');
    expect(markerBox.y + markerBox.height).toBeLessThanOrEqual(box.y);
    expect(markerBox.y).toBeGreaterThanOrEqual(0);
    expect(markerBox.x + markerBox.width).toBeLessThanOrEqual(viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
    await testInfo.attach('map-sheet', { body: await page.screenshot(), contentType: 'image/png' });

    // Escape closes it and gives the keyboard back to the marker.
    await close.focus();
    await page.keyboard.press('Escape');
    await expect(info(page)).toHaveCount(0);
    await expect(marker).toBeFocused();
  });
});
