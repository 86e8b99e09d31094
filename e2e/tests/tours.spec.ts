import type { Locator } from '@playwright/test';
import { artwork, artworkIds, durationSentence, tourDescription, tours } from './data';
import { expect, pageHeading, test } from './fixtures';

const tour = (slug: string) => {
  const found = tours.find((item) => item.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};

/** The selected tour's panel: heading, description, duration sentence, numbered stops, Start Tour. */
async function expectTourPanel(panel: Locator, slug: string) {
  const { id, name, artworkIds: stops } = tour(slug);
  await expect(panel.getByRole('heading', { name: `${name} Tour`, exact: true })).toBeVisible();
  await expect(panel.getByText(tourDescription(id), { exact: true })).toBeVisible();
  await expect(panel.getByText(durationSentence(stops.length), { exact: true })).toBeVisible();
  const items = panel.getByRole('list').getByRole('listitem');
  await expect(items).toHaveText(
    stops.map((stop, index) => `${index + 1}${artwork(stop).title} — ${artwork(stop).artist}`),
  );
  // Each stop, and Start Tour, opens the artwork in tour mode: Previous and Next then follow the tour.
  for (const [index, stop] of stops.entries()) {
    await expect(items.nth(index).getByRole('link')).toHaveAttribute('href', `/artwork/${stop}?tour=${slug}`);
  }
  await expect(panel.getByRole('link', { name: 'Start Tour', exact: true })).toHaveAttribute(
    'href',
    `/artwork/${stops[0]}?tour=${slug}`,
  );
}

test('selecting a tour shows its panel, and selecting another replaces it', async ({ page }) => {
  await page.goto('/guided-tours');
  await expect(pageHeading(page)).toHaveText('Guided Tours');
  const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Classical Antiquities',
    'Renaissance Masters',
    'French Art',
    'Sculpture Focus',
  ]);
  for (const [index, item] of tours.entries()) {
    await expect(cards.nth(index)).toContainText(tourDescription(item.id));
    await expect(cards.nth(index).getByRole('button')).toHaveText('Select Tour');
  }
  const selected = page.getByRole('button', { name: 'Selected', exact: true });
  await expect(selected).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Tour$/, level: 2 })).toHaveCount(0);

  const french = cards.filter({ has: page.getByRole('heading', { name: 'French Art', exact: true }) });
  await french.getByRole('button', { name: 'Select Tour' }).click();
  await expect(french.getByRole('button')).toHaveText('Selected');
  await expect(french.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  await expect(selected).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Select Tour', exact: true })).toHaveCount(3);
  const panel = page.getByRole('region', { name: 'French Art Tour' });
  await expect(
    panel.getByText('This tour includes 3 artworks and takes approximately 15-21 minutes to complete.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveText([
    /^1\s*Liberty Leading the People/,
    /^2\s*The Coronation of Napoleon/,
    /^3\s*The Raft of the Medusa/,
  ]);
  await expectTourPanel(panel, 'french');

  const sculpture = cards.filter({
    has: page.getByRole('heading', { name: 'Sculpture Focus', exact: true }),
  });
  await sculpture.getByRole('button', { name: 'Select Tour' }).click();
  await expect(sculpture.getByRole('button')).toHaveText('Selected');
  await expect(selected).toHaveCount(1);
  await expect(french.getByRole('button')).toHaveText('Select Tour');
  await expect(french.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('heading', { name: 'French Art Tour' })).toHaveCount(0);
  const sculpturePanel = page.getByRole('region', { name: 'Sculpture Focus Tour' });
  await expect(
    sculpturePanel.getByText(
      'This tour includes 4 artworks and takes approximately 20-28 minutes to complete.',
      { exact: true },
    ),
  ).toBeVisible();
  await expectTourPanel(sculpturePanel, 'sculpture');

  await sculpturePanel.getByRole('link', { name: 'Start Tour' }).click();
  await expect(page).toHaveURL('/artwork/venus-de-milo?tour=sculpture');
  await expect(pageHeading(page)).toHaveText(artwork('venus-de-milo').title);
  await expect(page.getByRole('region', { name: 'Guided tour: Sculpture Focus' })).toContainText(
    'Stop 1 of 4',
  );
});

test('the home page shows 3 featured artworks and links each tour card to its page', async ({ page }) => {
  await page.goto('/');
  await expect(pageHeading(page)).toHaveText('Travel through art');

  const featured = page.getByRole('region', { name: 'Featured Masterpieces' }).getByRole('article');
  await expect(featured).toHaveCount(3);
  for (let index = 0; index < 3; index++) {
    const href = await featured.nth(index).getByRole('link').getAttribute('href');
    const id = href?.replace('/artwork/', '') ?? '';
    expect(artworkIds, `featured link ${href}`).toContain(id);
    await expect(featured.nth(index).getByRole('heading', { level: 3 })).toHaveText(artwork(id).title);
  }

  const tourLinks = page.getByRole('region', { name: 'Curated Tours' }).getByRole('heading', { level: 3 });
  await expect(tourLinks).toHaveText(tours.map((item) => item.name));
  for (const [index, item] of tours.entries()) {
    await expect(tourLinks.nth(index).getByRole('link')).toHaveAttribute(
      'href',
      `/guided-tours/${item.slug}`,
    );
  }

  // Follow one card by clicking, the others by address; each page shows its own tour.
  await tourLinks.nth(0).getByRole('link').click();
  await expect(page).toHaveURL('/guided-tours/classical');
  for (const item of tours) {
    if (item.slug !== 'classical') await page.goto(`/guided-tours/${item.slug}`);
    await expect(pageHeading(page)).toHaveText(`${item.name} Tour`);
    await expectTourPanel(page.getByRole('main'), item.slug);
  }
});
