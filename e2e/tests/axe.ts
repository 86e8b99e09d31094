import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * axe's experimental rules, which it leaves off by default, switched on: among them
 * label-content-name-mismatch (WCAG 2.5.3: a control's accessible name contains its visible text, so a
 * voice-control user can say what they see).
 */
export const experimentalRules = Object.fromEntries(
  axe.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]),
);

/**
 * The rules whose outcome depends on a page's words rather than its markup or colours: names, labels,
 * text alternatives, titles and the language. A translated page has the English page's markup and
 * colours, so in French and Russian only these can find something English did not (an untranslated
 * alt, an aria-label that no longer contains its visible text, a wrong lang).
 */
export const textRules = [
  'area-alt',
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'button-name',
  'document-title',
  'empty-heading',
  'empty-table-header',
  'frame-title',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'label-content-name-mismatch',
  'link-name',
  'object-alt',
  'role-img-alt',
  'select-name',
  'summary-name',
  'svg-img-alt',
  'valid-lang',
] as const;

/**
 * axe on the page with its experimental rules too; only violations are recorded (passes cost time).
 * `textOnly` runs only the rules that read the page's words (see `textRules`).
 */
export function axeBuilder(page: Page, { textOnly = false } = {}): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules: experimentalRules });
  return textOnly ? builder.withRules([...textRules]) : builder;
}

/** Serious or critical axe violations on the page as it stands (experimental rules included). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
