import type { Locator, Page } from '@playwright/test';
import { artworks, isPainting, isSculpture } from './data';
import { expect, pageHeading, test } from './fixtures';

const paintings = artworks.filter((item) => isPainting(item.medium));
const sculptures = artworks.filter((item) => isSculpture(item.medium));

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 });

async function expectShown(page: Page, shown: typeof artworks) {
  await expect(cardTitles(page)).toHaveText(shown.map((item) => item.title));
  for (const [index, item] of shown.entries()) {
    await expect(cards(page).nth(index).getByRole('link')).toHaveAttribute('href', `/artwork/${item.id}`);
  }
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('the filter tabs show all, paintings or sculptures and live in the URL', async ({ page }) => {
  // The content itself splits five and five, by the artworks' mediums.
  expect(paintings).toHaveLength(5);
  expect(sculptures).toHaveLength(5);

  await page.goto('/gallery');
  await expect(pageHeading(page)).toHaveText('Gallery');
  await expect(page.getByRole('tablist', { name: 'Filter artworks' }).getByRole('tab')).toHaveText([
    'All Artworks',
    'Paintings',
    'Sculptures',
  ]);
  await expect(tab(page, 'All Artworks')).toHaveAttribute('aria-selected', 'true');
  await expectShown(page, artworks);

  await tab(page, 'Paintings').click();
  await expect(page).toHaveURL('/gallery?filter=paintings');
  await expect(tab(page, 'Paintings')).toHaveAttribute('aria-selected', 'true');
  await expectShown(page, paintings);

  await page.reload();
  await expect(tab(page, 'Paintings')).toHaveAttribute('aria-selected', 'true');
  await expectShown(page, paintings);

  await tab(page, 'Sculptures').click();
  await expect(page).toHaveURL('/gallery?filter=sculptures');
  await expectShown(page, sculptures);

  await tab(page, 'All Artworks').click();
  await expect(page).toHaveURL('/gallery');
  await expectShown(page, artworks);

  // A direct link opens the filter, and an unknown one falls back to all artworks.
  await page.goto('/gallery?filter=sculptures');
  await expect(tab(page, 'Sculptures')).toHaveAttribute('aria-selected', 'true');
  await expectShown(page, sculptures);
  await page.goto('/gallery?filter=drawings');
  await expect(tab(page, 'All Artworks')).toHaveAttribute('aria-selected', 'true');
  await expectShown(page, artworks);
});

test('each card shows its artist, year and the 100-character excerpt, and a loaded AVIF image', async ({
  page,
}) => {
  await page.goto('/gallery');
  await expect(cards(page)).toHaveCount(10);
  for (const [index, item] of artworks.entries()) {
    const card = cards(page).nth(index);
    await expect(card).toContainText(`${item.artist} · ${item.year}`);
    const expected = `${item.historicalContext.slice(0, 100)}...`;
    await expect(card.locator('p').last()).toHaveText(expected);

    const image = card.getByRole('img');
    await expect(image).toHaveAttribute('alt', item.imageAlt);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        message: `${item.id} image loads`,
      })
      .toBeGreaterThan(0);
    const source = await image.evaluate((img: HTMLImageElement) => {
      const url = new URL(img.currentSrc);
      return url.pathname + url.search;
    });
    expect(source).toMatch(new RegExp(`^/api/v1/media/cards/${item.id}/\\d+\\.avif\\?v=\\d+$`));
  }
});

/** Distinct left edges of the cards in the first row of the grid. */
async function firstRowColumns(items: Locator): Promise<number> {
  const boxes = await items.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect()).map((box) => ({ x: box.x, y: box.y })),
  );
  const top = Math.min(...boxes.map((box) => box.y));
  return new Set(boxes.filter((box) => Math.abs(box.y - top) < 2).map((box) => Math.round(box.x))).size;
}

test('the grid has one column on a phone and four at 1366 px', async ({ page, isMobile }) => {
  await page.goto('/gallery');
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(10);
  expect(await firstRowColumns(items)).toBe(isMobile ? 1 : 4);
});
