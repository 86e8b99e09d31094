import { paths } from '@artvoyage/contract/paths';
import { expect, pageHeading, test } from './fixtures';

// The screens that parse the API's answers load zod, which once tried `new Function` to see whether it
// may compile its parsers. The CSP refuses it and zod falls back, but the refusal is still reported (in
// the browser's Issues panel, not its console), so Lighthouse's best practices read 96 on each of them.
// This records every violation the page reports, from before the first script runs.
const screensWithZod = [
  paths.social.href(),
  paths.achievements.href(),
  paths.aiRecognition.href(),
  paths.interactiveMap.href(),
  paths.travelAssistant.href(),
  paths.tourFinish.href('classical'),
  paths.authCallback.href(),
];

test.skip(({ isMobile }) => isMobile, 'the policy and the code are the same on a phone');

test('no screen makes the browser report a Content-Security-Policy violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  for (const address of screensWithZod) {
    await page.goto(address);
    await expect(pageHeading(page).first(), address).toBeVisible();
    // The screen's data has been asked for and parsed by now, or never is.
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, address).toEqual([]);
  }
});
