import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createConfirmedAccount } from './accounts';
import { artwork, tours } from './data';
import { expect, pageHeading, test } from './fixtures';

// Tour mode: a guided tour walked stop by stop (`/artwork/{id}?tour={slug}`), its finish screen with
// the tour's XP, and a tour left part-way that is resumed.

const classical = tours.find((tour) => tour.slug === 'classical')!;
const tourBar = (page: Page) => page.getByRole('region', { name: `Guided tour: ${classical.name}` });

async function expectStop(page: Page, index: number) {
  const id = classical.artworkIds[index]!;
  await expect(page).toHaveURL(`/artwork/${id}?tour=classical`);
  await expect(pageHeading(page)).toHaveText(artwork(id).title);
  await expect(tourBar(page).getByTestId('tour-progress')).toHaveText(
    `Stop ${index + 1} of ${classical.artworkIds.length}`,
  );
}

/** axe-core on the current page: no serious or critical violation. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(found, 'serious or critical axe violations').toEqual([]);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a whole tour, from Start to the finish screen and its XP', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow(); // an account, four screens and an axe run on a shared machine
    // Signed out, the finish screen sums the tour up and invites the visitor to sign in for its XP;
    // its button signs in right there.
    const account = await createConfirmedAccount(request, 'tour-mode');
    await page.goto('/guided-tours/classical/finish');
    // The first page of a test loads the app's chunks, slowly on a machine shared with other runs.
    await expect(pageHeading(page)).toHaveText(`You finished the ${classical.name} tour`, {
      timeout: 30_000,
    });
    await expect(page.getByText('This tour is worth 50 XP.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in to keep your XP' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();
    // Nothing was seen yet: the server does not count the tour.
    await expect(page.getByTestId('tour-xp')).toHaveText('Open every stop of this tour to earn its 50 XP.');
    // That refusal (422) is the browser's only console error here.
    const unexpected = consoleErrors.filter((error) => !error.includes('status of 422'));
    expect(consoleErrors.length - unexpected.length).toBe(1);
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);

    await page.goto('/guided-tours');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: classical.name }) });
    await card.getByRole('button', { name: 'Select Tour' }).tap();
    await page.getByRole('link', { name: 'Start Tour', exact: true }).tap();
    for (let index = 0; index < classical.artworkIds.length; index++) {
      await expectStop(page, index);
      const bar = tourBar(page);
      // The bar follows the tour, not the gallery: its Next is the tour's next stop.
      if (index < classical.artworkIds.length - 1) {
        const next = artwork(classical.artworkIds[index + 1]!);
        await bar.getByRole('link', { name: `Next stop: ${next.title}` }).tap();
      } else {
        await expect(bar.getByRole('link', { name: /^Next stop/ })).toHaveCount(0);
        await bar.getByRole('link', { name: 'Finish tour' }).tap();
      }
    }

    await expect(page).toHaveURL('/guided-tours/classical/finish');
    await expect(pageHeading(page)).toHaveText(`You finished the ${classical.name} tour`);
    await expect(page.getByTestId('tour-visited')).toHaveText('Stops visited: 3 of 3');
    await expect(page.getByTestId('tour-xp')).toHaveText('+50 XP: the tour is in your account.');
    // The screen fits the phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    // Coming back to it does not pay twice.
    await page.reload();
    await expect(page.getByTestId('tour-xp')).toHaveText(
      'This tour’s 50 XP are already in your account: each tour counts once.',
    );
    // A finished tour starts afresh.
    await page.goto('/guided-tours/classical');
    await expect(page.getByRole('link', { name: 'Start Tour', exact: true })).toBeVisible();
  });
});

test('a tour left part-way is resumed, and its guide can play on to the next stop', async ({ page }) => {
  test.slow(); // the audio guide of two stops is synthesised on first request
  await page.goto('/guided-tours/classical');
  await page.getByRole('link', { name: 'Start Tour', exact: true }).click({ timeout: 30_000 });
  await expectStop(page, 0);
  await tourBar(page)
    .getByRole('link', { name: /^Next stop/ })
    .click();
  await expectStop(page, 1);
  // The foot of the page follows the tour too, back to the first stop.
  await expect(
    page.getByRole('navigation', { name: 'Tour stops' }).getByRole('link', { name: /^Previous stop/ }),
  ).toHaveAttribute('href', `/artwork/${classical.artworkIds[0]}?tour=classical`);

  // Leave for elsewhere, come back: the tour's page and the list offer to resume at stop 2.
  await page.goto('/');
  await page.goto('/guided-tours/classical');
  const resume = page.getByRole('link', { name: 'Resume tour (stop 2 of 3)' });
  await expect(resume).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start over' })).toBeVisible();
  await page.goto('/guided-tours');
  await resume.click();
  await expectStop(page, 1);

  // Play on: when the guide ends, the next stop opens and its guide plays.
  await page.getByRole('checkbox', { name: /^Play on/ }).check();
  const play = page.getByRole('button', { name: 'Play audio guide' });
  await expect(play).toBeEnabled({ timeout: 20_000 });
  await play.click();
  await expect(page.getByRole('button', { name: 'Pause audio guide' })).toBeVisible();
  await page.locator('audio').evaluate((audio: HTMLAudioElement) => {
    audio.currentTime = Math.max(0, audio.duration - 0.3);
  });
  await expectStop(page, 2);
  await expect(page.getByRole('button', { name: 'Pause audio guide' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Pause audio guide' }).click();
  // The choice is remembered.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Play on/ })).toBeChecked();

  // A tour that does not stop here, or no tour at all: the ordinary page, with the gallery's order.
  await page.goto('/artwork/mona-lisa?tour=classical');
  await expect(pageHeading(page)).toHaveText(artwork('mona-lisa').title);
  await expect(page.getByRole('region', { name: /^Guided tour/ })).toHaveCount(0);
  await page.goto('/artwork/venus-de-milo?tour=no-such-tour');
  await expect(pageHeading(page)).toHaveText(artwork('venus-de-milo').title);
  await expect(page.getByRole('link', { name: /^Next artwork: / })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Guided tour/ })).toHaveCount(0);
});
