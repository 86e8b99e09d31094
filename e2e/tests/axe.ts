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

/** axe on the page with its experimental rules too; only violations are recorded (passes cost time). */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules: experimentalRules });
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
