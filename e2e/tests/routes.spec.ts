import { routeGroups, unknownPath } from './data';
import { expect, pageHeading, test } from './fixtures';

// Every route of the route table is served by the app (deep links work) and shows its own heading.
// Each group shares one page; soft assertions let one broken route not hide the others. The auto
// fixture fails any test that logs a console error or throws in the page.
for (const { name, routes } of routeGroups) {
  test(`${name}: each route answers with the app and its heading`, async ({ page }) => {
    test.setTimeout(15_000 + routes.length * 5_000); // one page visits the whole group
    for (const { path, heading } of routes) {
      await test.step(`${path} shows "${heading}"`, async () => {
        const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
        expect.soft(response?.status(), `${path}: the server answers with the app`).toBe(200);
        if (response?.status() !== 200) return; // nothing of the app to check
        await expect.soft(pageHeading(page), `${path}: heading`).toHaveText(heading);
        await expect.soft(pageHeading(page), `${path}: exactly one level-1 heading`).toHaveCount(1);
        await expect.soft(page.getByRole('banner'), `${path}: header`).toBeVisible();
        await expect.soft(page.getByRole('contentinfo'), `${path}: footer`).toBeVisible();
        await expect.soft(page, `${path}: title`).toHaveTitle(/ArtVoyage/);
      });
    }
  });
}

test('the not-found page has the exact wording and a way home', async ({ page }) => {
  await page.goto(unknownPath);
  await expect(pageHeading(page)).toHaveText('Page Not Found');
  await expect(page.getByRole('main')).toHaveText(
    'Page Not FoundThe requested page does not exist or has been moved.Return to Home',
  );
  await expect(
    page.getByText('The requested page does not exist or has been moved.', { exact: true }),
  ).toBeVisible();
  const home = page.getByRole('main').getByRole('link', { name: 'Return to Home', exact: true });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL('/');
  await expect(pageHeading(page)).toHaveText('Travel through art');
});
