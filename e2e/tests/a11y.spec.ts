import AxeBuilder from '@axe-core/playwright';
import { routeGroups } from './data';
import { expect, pageHeading, test } from './fixtures';

// axe-core on every route, at both widths (desktop and phone projects): no serious or critical
// violation. One page per group; the failure lists every violation of the group with its targets.
for (const { name, routes } of routeGroups) {
  test(`${name}: no serious or critical accessibility violations`, async ({ page }) => {
    test.setTimeout(15_000 + routes.length * 10_000); // one page visits the whole group
    const found: string[] = [];
    for (const { path, heading } of routes) {
      await test.step(path, async () => {
        const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
        if (response?.status() !== 200) {
          found.push(`${path}: not served as the app (HTTP ${response?.status()}), nothing to analyse`);
          return;
        }
        await expect(pageHeading(page), `${path}: page rendered`).toHaveText(heading);
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
