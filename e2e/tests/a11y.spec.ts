import type { Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { routeGroups, type RouteCheck } from './data';
import { expect, pageHeading, test } from './fixtures';

// axe-core on every route, its experimental rules included: no serious or critical violation. English at
// both widths (desktop and phone projects) with every rule; French and Russian at desktop width with the
// rules that read a page's words (names, labels, alternatives, language: `textRules`), since their markup
// and colours are the English page's and only their texts differ. One test per group and language; the
// failure lists every violation of the group with its targets.
const languages = ['en', 'fr', 'ru'] as const;

/** The ten artwork pages are one page with other texts, and so are the four tours' pages. */
const templateOf = (path: string) => path.replace(/^\/(artwork|guided-tours)\/[^/]+$/, '/$1/:slug');

/**
 * One page of each template per run: the same markup with another artwork's texts adds time, not
 * checks. Each run (English on desktop and on a phone, French, Russian) takes a different page of the
 * template, `turn` pages along, so the four runs together still see four artworks and all four tours.
 */
function routesToVisit(routes: readonly RouteCheck[], turn: number): readonly RouteCheck[] {
  const byTemplate = new Map<string, RouteCheck[]>();
  for (const route of routes) {
    const template = templateOf(route.path);
    byTemplate.set(template, [...(byTemplate.get(template) ?? []), route]);
  }
  return [...byTemplate.values()].map((pages) => pages[turn % pages.length]!);
}

for (const language of languages) {
  test.describe(`in ${language}`, () => {
    // Decided before a page is opened, so a skipped run costs nothing.
    test.skip(({ isMobile }) => language !== 'en' && isMobile, 'other languages at desktop width only');

    for (const { name, routes } of routeGroups) {
      test(`${name} (${language}): no serious or critical accessibility violations`, async ({
        page,
        isMobile,
      }) => {
        const turn = isMobile ? languages.length : languages.indexOf(language);
        const visited = routesToVisit(routes, turn);
        // Generous: the first tests of a run meet a server still warming its caches on a busy machine,
        // and axe takes seconds on a page as large as the map's.
        test.setTimeout(60_000 + visited.length * 15_000);
        // The app reads the remembered language before it renders.
        await page.addInitScript((locale) => localStorage.setItem('artvoyage.locale', locale), language);
        const found: string[] = [];
        for (const { path, heading } of visited) {
          await test.step(path, async () => {
            found.push(...(await seriousViolations(page, path, heading, language)));
          });
        }
        expect(found, 'serious or critical axe violations').toEqual([]);
      });
    }
  });
}

/** Opens `path` in `language` and lists its serious and critical violations, with their targets. */
async function seriousViolations(page: Page, path: string, heading: string, language: string) {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  if (response?.status() !== 200)
    return [`${path}: not served as the app (HTTP ${response?.status()}), nothing to analyse`];
  await expect(page.locator('html'), `${path}: language`).toHaveAttribute('lang', language);
  // A page's first visit may meet a server still rendering its images or warming its caches.
  const rendered = { timeout: 30_000 };
  if (language === 'en')
    await expect(pageHeading(page), `${path}: page rendered`).toHaveText(heading, rendered);
  else await expect(pageHeading(page), `${path}: page rendered`).not.toBeEmpty(rendered);
  const results = await axeBuilder(page, { textOnly: language !== 'en' }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `${path}: ${violation.id} (${violation.impact}) ${violation.help} -> ${targets}`;
    });
}
