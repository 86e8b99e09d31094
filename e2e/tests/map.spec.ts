import type { Page } from '@playwright/test';
import { onlineMapPort } from '../ports';
import { expect, pageHeading, test } from './fixtures';

// The interactive map (/interactive-map) on the app's own defaults (bundled base map, estimated
// routes), and on a second server with a tile provider and a routing engine configured, both played by
// e2e/fake-map-services.mjs.

const louvre = { latitude: 48.8606, longitude: 2.3376 };
const eiffelTower = { zoom: 15, lat: 48.8584, lng: 2.2945 };
const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of destinations and landmarks' });
const search = (page: Page) => page.getByRole('combobox', { name: 'Find place on map' });
const info = (page: Page) => page.getByTestId('map-info');

async function view(page: Page): Promise<{ zoom: number; lat: number; lng: number }> {
  const region = mapRegion(page);
  const [lat = Number.NaN, lng = Number.NaN] = ((await region.getAttribute('data-centre')) ?? '')
    .split(',')
    .map(Number);
  return { zoom: Number(await region.getAttribute('data-zoom')), lat, lng };
}

async function expectView(page: Page, expected: { zoom: number; lat: number; lng: number }) {
  await expect
    .poll(
      async () => {
        const current = await view(page);
        return (
          current.zoom === expected.zoom &&
          Math.abs(current.lat - expected.lat) < 0.01 &&
          Math.abs(current.lng - expected.lng) < 0.01
        );
      },
      `the map shows ${JSON.stringify(expected)}`,
    )
    .toBe(true);
}

/** Types in the search box and picks the first suggestion matching `option`. */
async function choosePlace(page: Page, query: string, option: RegExp) {
  await search(page).fill(query);
  await page.getByRole('option', { name: option }).first().click();
}

async function openMap(page: Page) {
  await page.goto('/interactive-map');
  await expect(pageHeading(page)).toHaveText('Interactive Map');
  await expect(page.getByText('Explore landmarks and plan your routes')).toBeVisible();
  await expect(page.getByText('Loading interactive map...')).toBeHidden();
}

test.describe('geolocation denied', () => {
  test.use({ permissions: [] });

  test('centres on Paris at zoom 6 with clusters, the legend and the page texts', async ({
    page,
  }, testInfo) => {
    await openMap(page);
    await expectView(page, { zoom: 6, lat: 48.86, lng: 2.35 });
    await expect(search(page)).toHaveAttribute('placeholder', 'Find place on map...');
    for (const name of ['All', 'Cities', 'Landmarks']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const entry of ['Your Location', 'Cities', 'Landmarks', 'Other Places']) {
      await expect(
        page.getByRole('region', { name: 'Legend' }).getByText(entry, { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Clear Route' })).toHaveCount(0);
    await expect(page.getByText('You are here')).toHaveCount(0);
    await expect(mapRegion(page)).toHaveCSS('height', '600px');
    // Paris's eleven-odd places form one cluster, red because it holds more than 10 and the mean.
    const parisCluster = page.locator('.av-cluster--red');
    await expect(parisCluster).toHaveCount(1);
    const count = Number(await parisCluster.locator('[aria-hidden="true"]').textContent());
    expect(count).toBeGreaterThan(10);
    await expect(page.locator('.av-cluster--blue').first()).toBeVisible();
    await testInfo.attach('map-default', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    // A cluster zooms in to where it splits.
    await parisCluster.click();
    await expect.poll(async () => (await view(page)).zoom).toBeGreaterThan(6);
    // Split apart: no cluster of eleven any more, and several markers or smaller clusters instead.
    await expect(page.locator('.av-cluster--red')).toHaveCount(0);
    await expect
      .poll(async () => page.locator('.av-marker--landmark, .av-marker--destination, .av-cluster').count())
      .toBeGreaterThan(2);
  });

  test('filters change what is shown', async ({ page }) => {
    await openMap(page);
    const parisCity = page.getByRole('button', { name: 'Paris', exact: true });
    await page.getByRole('button', { name: 'Cities', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Cities', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(parisCity).toBeVisible();
    await expect(page.locator('.av-marker--landmark')).toHaveCount(0);
    await expect(page.locator('.av-cluster')).toHaveCount(0);

    await page.getByRole('button', { name: 'Landmarks', exact: true }).click();
    await expect(parisCity).toHaveCount(0);
    await expect(page.locator('.av-marker--destination')).toHaveCount(0);
    // Paris's ten landmarks without the city: ten is not more than 10, so the cluster turns blue.
    await expect(page.getByRole('button', { name: '10 places here; zoom in' })).toHaveClass(
      /av-cluster--blue/,
    );
    await expect(page.locator('.av-cluster--red')).toHaveCount(0);

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.getByRole('button', { name: '11 places here; zoom in' })).toHaveClass(
      /av-cluster--red/,
    );
  });

  test('search is typo-tolerant, keyboard-driven, and opens the info window at zoom 15', async ({
    page,
  }, testInfo) => {
    await openMap(page);
    await search(page).fill('eifel towr');
    const option = page.getByRole('option', { name: /Eiffel Tower/ });
    await expect(option).toBeVisible();
    await search(page).press('ArrowDown');
    await expect(option.first()).toHaveAttribute('aria-selected', 'true');
    await search(page).press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expectView(page, { zoom: 15, lat: 48.8584, lng: 2.2945 });
    await expect(info(page)).toContainText('Eiffel Tower');
    await expect(info(page)).toContainText('Monument');
    await expect(info(page)).toContainText(/From \d+€/);
    // No location, no Route.
    await expect(info(page).getByRole('button', { name: 'Route' })).toHaveCount(0);
    await testInfo.attach('map-info', { body: await page.screenshot(), contentType: 'image/png' });

    await info(page).getByRole('button', { name: 'Zoom In' }).click();
    await expectView(page, { zoom: 18, lat: 48.8584, lng: 2.2945 });

    // A city from the world gazetteer gets an "other place" marker. The gazetteer loads in the
    // background just after the server starts, so the search is retried until it is there.
    test.setTimeout(90_000);
    const lyon = page.getByRole('option', { name: /^Lyon/ }).first();
    await expect(async () => {
      await search(page).fill('');
      await search(page).fill('Lyon');
      await expect(lyon).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 40_000 });
    await lyon.click();
    await expectView(page, { zoom: 15, lat: 45.75, lng: 4.85 });
    await expect(page.locator('.av-marker--other')).toContainText('Lyon');
    await expect(info(page)).toHaveCount(0);
  });

  test('a marker opens with the keyboard and its info window closes', async ({ page }) => {
    await openMap(page);
    await search(page).fill('Louvre Pyramid');
    await page
      .getByRole('option', { name: /Louvre Pyramid/ })
      .first()
      .click();
    await expect(info(page)).toContainText('Louvre Pyramid');
    // Closed from the keyboard too: the map may still be panning the window into view, and a pointer
    // aimed at the moving button can miss it (a phone run under load did).
    const close = page.getByRole('button', { name: 'Close popup' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(info(page)).toHaveCount(0);

    const marker = page.getByRole('button', { name: 'Louvre Pyramid', exact: true });
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(info(page)).toContainText('Louvre Pyramid');
  });
});

test.describe('geolocation granted', () => {
  test.use({ geolocation: louvre, permissions: ['geolocation'] });

  test('centres on the visitor at zoom 15 and estimates a route without a routing engine', async ({
    page,
  }, testInfo) => {
    await openMap(page);
    await expectView(page, { zoom: 15, lat: louvre.latitude, lng: louvre.longitude });
    await expect(page.locator('.av-marker--you')).toBeVisible();

    await choosePlace(page, 'orsay', /Musée d’Orsay/);
    await expect(info(page)).toContainText('Musée d’Orsay');
    await info(page).getByRole('button', { name: 'Route' }).click();
    const note = page.getByRole('status').filter({ hasText: /Estimated route to Musée d’Orsay:/ });
    await expect(note).toBeVisible();
    // Both times, with the speeds they assume, and plainly an estimate.
    await expect(note).toContainText(
      /On foot, about \d+ min at 4\.5 km\/h; by car, about \d+ min at 25 km\/h in town\./,
    );
    await expect(note).toContainText('the straight line × 1.3');
    await expect(note).toContainText('An estimate, not directions: no routing service is configured.');
    await expect(page.locator('path.av-route--estimate')).toHaveCount(1);
    const clear = page.getByRole('button', { name: 'Clear Route' });
    await expect(clear).toBeVisible();
    await testInfo.attach('map-estimate', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await clear.click();
    await expect(page.locator('path.av-route--estimate')).toHaveCount(0);
    await expect(clear).toHaveCount(0);
    await expect(note).toHaveCount(0);
  });

  test('a position that comes late shows the visitor without taking the map from the place they chose', async ({
    page,
  }) => {
    // The browser's answer is held until the visitor has chosen a place, as on a phone slow to locate.
    await page.addInitScript(() => {
      const geolocation = navigator.geolocation;
      const ask = geolocation.getCurrentPosition.bind(geolocation);
      let held: (() => void) | undefined;
      geolocation.getCurrentPosition = (...args) => {
        held = () => ask(...args);
      };
      Object.assign(window, { releasePosition: () => held?.() });
    });
    await openMap(page);
    await choosePlace(page, 'eiffel', /Eiffel Tower/);
    await expectView(page, eiffelTower);
    await expect(page.locator('.av-marker--you')).toHaveCount(0);
    await expect(info(page)).toContainText('Eiffel Tower');

    // Every move of the map from now on is recorded (the map moves, animated, after the position).
    const moves = await mapRegion(page).evaluateHandle((region) => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(region.getAttribute('data-centre') ?? '')).observe(region, {
        attributeFilter: ['data-centre', 'data-zoom'],
      });
      return seen;
    });
    await page.evaluate(() => (window as unknown as { releasePosition: () => void }).releasePosition());
    await expect(page.locator('.av-marker--you')).toHaveCount(1);
    // Now that the position is known the place offers a route, and the map has stayed on the place: at
    // most the info window, a line taller with its Route button, nudges it by a few pixels into view.
    await expect(info(page).getByRole('button', { name: 'Route' })).toBeVisible();
    await page.waitForTimeout(1500); // longer than any move of the map takes
    const awayFromThePlace = (await moves.evaluate((seen) => seen)).filter((centre) => {
      const [lat = NaN, lng = NaN] = centre.split(',').map(Number);
      return Math.abs(lat - eiffelTower.lat) > 0.002 || Math.abs(lng - eiffelTower.lng) > 0.002;
    });
    expect(awayFromThePlace).toEqual([]);
    await expectView(page, eiffelTower);
    await expect(info(page)).toContainText('Eiffel Tower');
  });
});

test.describe('with a tile provider and a routing engine', () => {
  test.use({
    geolocation: louvre,
    permissions: ['geolocation'],
    baseURL: `http://127.0.0.1:${onlineMapPort}`,
  });

  test('draws provider tiles and the engine route, and says when there is none', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    await openMap(page);
    const tile = page.locator('img.leaflet-tile-loaded').first();
    await expect(tile).toHaveAttribute('src', /\/tiles\/15\/\d+\/\d+\.svg$/);
    await expect(page.getByText('Test tiles')).toBeVisible();

    await choosePlace(page, 'orsay', /Musée d’Orsay/);
    await info(page).getByRole('button', { name: 'Route' }).click();
    await expect(page.getByText(/Route to Musée d’Orsay/)).toBeVisible();
    await expect(page.getByText(/on foot/)).toBeVisible();
    await expect(page.locator('path.av-route')).toHaveCount(1);
    await expect(page.locator('path.av-route--estimate')).toHaveCount(0);
    await testInfo.attach('map-engine-route', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await page.getByRole('button', { name: 'Clear Route' }).click();
    await expect(page.locator('path.av-route')).toHaveCount(0);

    // The fake engine finds no route east of 10°E.
    await search(page).fill('Colosseum');
    await page
      .getByRole('option', { name: /Colosseum/ })
      .first()
      .click();
    await info(page).getByRole('button', { name: 'Route' }).click();
    await expect(page.getByText(/No route could be found to Colosseum/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Route' })).toHaveCount(0);
    // The browser itself logs the expected 404 of that route request.
    const unexpected = consoleErrors.filter((error) => !error.includes('/api/v1/routes?'));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });
});
