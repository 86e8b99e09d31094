import type { Locator, Page } from '@playwright/test';
import { artwork } from './data';
import { expect, pageHeading, test } from './fixtures';

// Local-only itineraries (issue 4): the dialog on the artwork page and /my-itineraries.
const dialog = (page: Page) => page.getByRole('dialog');

async function openPlanner(page: Page, id: string): Promise<Locator> {
  await page.goto(`/artwork/${id}`);
  await expect(pageHeading(page)).toHaveText(artwork(id).title);
  await page.getByRole('button', { name: 'Plan a Trip Inspired by This', exact: true }).click();
  return dialog(page);
}

const generated = [
  { id: 'mona-lisa', location: 'Paris', name: 'Parisian Dream inspired by Mona Lisa' },
  { id: 'great-sphinx', location: 'Egypt', name: "Pharaoh's Legacy inspired by Great Sphinx of Tanis" },
  { id: 'wedding-feast', location: 'Venice', name: 'Venetian Journey inspired by The Wedding Feast at Cana' },
];

for (const { id, location, name } of generated) {
  test(`the dialog generates an itinerary for ${id} (${location})`, async ({ page }) => {
    const planner = await openPlanner(page, id);
    await expect(planner.getByText(`Destination: ${location}`)).toBeVisible();
    if (id === 'mona-lisa') {
      // A fresh browser seeds the sample for the Mona Lisa: it is shown as saved first.
      await expect(planner.getByText('Itinerary saved', { exact: true })).toBeVisible();
      await expect(planner.getByRole('heading', { name, exact: true })).toBeVisible();
      await planner.getByRole('button', { name: 'New itinerary' }).click();
    }
    await expect(planner.getByText('Creating your itinerary...')).toBeVisible();
    await expect(planner.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(planner.getByText('New itinerary', { exact: true })).toBeVisible();
    await expect(planner.getByRole('tab')).toHaveCount(3);
    // An unsaved preview is read-only.
    await expect(planner.getByRole('checkbox')).toHaveCount(0);
    await expect(planner.getByRole('button', { name: 'Regenerate' })).toBeVisible();
    await planner.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog(page)).toBeHidden();
  });
}

test('save, tick, add, edit and delete activities, then find the itinerary in My Itineraries', async ({
  page,
}) => {
  const name = 'Venetian Journey inspired by The Wedding Feast at Cana';
  const planner = await openPlanner(page, 'wedding-feast');
  await expect(planner.getByRole('heading', { name, exact: true })).toBeVisible();
  await planner.getByRole('button', { name: 'Save itinerary' }).click();
  await expect(planner.getByText('Itinerary saved', { exact: true })).toBeVisible();
  await expect(planner.getByRole('button', { name: 'Regenerate' })).toHaveCount(0);
  await expect(planner.getByRole('button', { name: 'New itinerary' })).toBeVisible();

  // Tick the first activity: 1 of 12 = 8%, and the day's dot turns yellow.
  await expect(planner.getByTestId('itinerary-percent')).toHaveText('0% completed');
  await planner.getByRole('checkbox').first().check();
  await expect(planner.getByTestId('itinerary-percent')).toHaveText('8% completed');
  await expect(planner.getByText('1 of 12 activities')).toBeVisible();
  await expect(planner.getByRole('tab', { name: /Day 1/ })).toContainText('in progress');

  // Add an activity to the active day, going through every validation message.
  await planner.getByRole('tab', { name: /Day 2/ }).click();
  await planner.getByRole('button', { name: 'Add Activity' }).click();
  const save = planner.getByRole('button', { name: 'Save', exact: true });
  const error = planner.getByRole('alert');
  await save.click();
  await expect(error).toHaveText('Please specify time');
  await planner.getByLabel('Time').fill('9h30');
  await save.click();
  await expect(error).toHaveText('Use HH:MM format (e.g. 09:30)');
  await planner.getByLabel('Time').fill(' 21:15 ');
  await save.click();
  await expect(error).toHaveText('Description cannot be empty');
  await planner.getByLabel('Description').fill('  Go ');
  await save.click();
  await expect(error).toHaveText('Description must contain at least 3 characters');
  await planner.getByLabel('Description').fill('  Gondola ride at sunset  ');
  await save.click();
  const panel = planner.getByRole('tabpanel');
  await expect(panel.getByRole('listitem').last()).toHaveText('21:15 Gondola ride at sunset');
  await expect(planner.getByText('1 of 13 activities')).toBeVisible();

  // Edit it, then delete it after the confirmation.
  await panel.getByRole('button', { name: 'Edit activity at 21:15' }).click();
  await planner.getByLabel('Time').fill('21:30');
  await planner.getByLabel('Description').fill('Gondola ride by night');
  await save.click();
  await expect(panel.getByRole('listitem').last()).toHaveText('21:30 Gondola ride by night');
  await panel.getByRole('button', { name: 'Delete activity at 21:30' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this activity?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByText('Gondola ride by night')).toHaveCount(0);
  await expect(planner.getByText('1 of 12 activities')).toBeVisible();
  await planner.getByRole('button', { name: 'Close', exact: true }).click();

  // The saved itinerary is shown again when the dialog reopens.
  await page.getByRole('button', { name: 'Plan a Trip Inspired by This', exact: true }).click();
  await expect(dialog(page).getByText('Itinerary saved', { exact: true })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();

  // My Itineraries: the seeded sample was stored before (first list), plus the saved one.
  await page.goto('/my-itineraries');
  await expect(pageHeading(page)).toHaveText('My Itineraries');
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText('3 days');
  await expect(card).toContainText('1 of 12 activities');
  await expect(card).toContainText('8% completed');
  await expect(
    page.getByRole('article').filter({ hasText: 'Parisian Dream inspired by Mona Lisa' }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Open Itinerary' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  await page.getByRole('button', { name: 'Back to Itineraries List' }).click();
  await expect(page.getByRole('button', { name: 'Open Itinerary' })).toHaveCount(2);
});

test('a fresh browser shows the sample and creates a new itinerary from the tile', async ({ page }) => {
  await page.goto('/my-itineraries');
  await expect(pageHeading(page)).toHaveText('My Itineraries');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('Parisian Dream inspired by Mona Lisa');
  await page.getByLabel('Artwork').selectOption('great-sphinx');
  await page.getByRole('button', { name: 'Generate' }).click();
  const planner = dialog(page);
  await expect(
    planner.getByRole('heading', { name: "Pharaoh's Legacy inspired by Great Sphinx of Tanis" }),
  ).toBeVisible();
  await planner.getByRole('button', { name: 'Save itinerary' }).click();
  await planner.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
});
