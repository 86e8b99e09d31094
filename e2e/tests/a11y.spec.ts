import AxeBuilder from '@axe-core/playwright';
import { routeGroups } from './data';
import { expect, pageHeading, test } from './fixtures';

// axe-core on every route: no serious or critical violation. English at both widths (desktop and
// phone projects); French and Russian at desktop width, since their markup differs only by its texts
// (longer words, another script), which is what the contrast, label and name rules need to see.
// One page per group and language; the failure lists every violation of the group with its targets.
const languages = ['en', 'fr', 'ru'] as const;

for (const language of languages) {
  for (const { name, routes } of routeGroups) {
    test(`${name} (${language}): no serious or critical accessibility violations`, async ({
      page,
      isMobile,
    }) => {
      test.skip(language !== 'en' && isMobile, 'other languages at desktop width only');
      test.setTimeout(15_000 + routes.length * 10_000); // one page visits the whole group
      // The app reads the remembered language before it renders.
      await page.addInitScript((locale) => localStorage.setItem('artvoyage.locale', locale), language);
      const found: string[] = [];
      for (const { path, heading } of routes) {
        await test.step(path, async () => {
          const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
          if (response?.status() !== 200) {
            found.push(`${path}: not served as the app (HTTP ${response?.status()}), nothing to analyse`);
            return;
          }
          await expect(page.locator('html'), `${path}: language`).toHaveAttribute('lang', language);
          if (language === 'en')
            await expect(pageHeading(page), `${path}: page rendered`).toHaveText(heading);
          else await expect(pageHeading(page), `${path}: page rendered`).not.toBeEmpty();
          const results = await new AxeBuilder({ page }).analyze();
          for (const violation of results.violations) {
            if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
            const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
            found.push(`${path}: ${violation.id} (${violation.impact}) ${violation.help} -> ${targets}`);
          }
        });
      }
      expect(found, 'serious or critical axe violations').toEqual([]);
    });
  }
}
