import type { Locator, Page } from '@playwright/test';
import { generate } from 'otplib';
import { type Account, signInThroughHeader, waitForLinkTo } from './accounts';
import { expect, pageHeading, test } from './fixtures';

// Script injection (issue 9): every text field a visitor or user fills and sees again somewhere gets the
// payloads below, and every place that shows them again is visited. A payload must stay text: shown
// literally, nothing executed (window.__xss stays undefined, no dialog), no element made from it. The
// checks run in the page from its first byte (an init script), so an element that appears and goes
// away again between two assertions is caught too; the fixture fails the test on console errors, which
// includes the CSP's reports of a refused inline script or handler.

const payload = {
  img: `<img src=x onerror="window.__xss=(window.__xss||0)+1">`,
  script: `<script>window.__xss=1</script>`,
  svg: `<svg onload="window.__xss=1">`,
  iframe: `"><iframe src="javascript:window.__xss=1">`,
  link: `javascript:window.__xss=1`,
  template: `{{constructor.constructor('window.__xss=1')()}}`,
  markdown: `[x](javascript:window.__xss=1)`,
} as const;
const allPayloads = Object.values(payload);

/** A field's value: a tag naming the field (to find it again), then payloads. */
const tagged = (tag: string, ...parts: string[]) => [`xss-${tag}`, ...parts].join(' ');

/** Elements (and attributes) that only a payload rendered as HTML would create. */
const injectedSelector = [
  'img[src="x"]',
  'main script:not([src])',
  'iframe',
  'svg[onload]',
  '[onerror]',
  '[onload]',
  '[href^="javascript:" i]',
  '[src^="javascript:" i]',
].join(', ');

type XssWindow = Window & { __xss?: unknown; __xssReport?: (finding: string) => Promise<void> };

/** Runs in every frame before the app: reports any write to window.__xss and any injected element. */
function watchForInjection(selector: string) {
  const page = window as XssWindow;
  const report = (finding: string) => void page.__xssReport?.(finding);
  let value: unknown;
  Object.defineProperty(window, '__xss', {
    configurable: true,
    get: () => value,
    set: (next: unknown) => {
      value = next;
      report(`window.__xss was set to ${String(next)} on ${location.href}`);
    },
  });
  const check = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches(selector)) report(`injected element: ${node.outerHTML}`);
    for (const element of node.querySelectorAll(selector)) report(`injected element: ${element.outerHTML}`);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') check(record.target);
      else record.addedNodes.forEach(check);
    }
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['src', 'href', 'onerror', 'onload'],
  });
}

/** Installs the watch on a page (before it loads anything); returns the check to run at each place. */
async function guard(page: Page) {
  const findings: string[] = [];
  await page.exposeFunction('__xssReport', (finding: string) => {
    findings.push(finding);
  });
  await page.addInitScript(watchForInjection, injectedSelector);
  page.on('dialog', (dialog) => {
    findings.push(`dialog (${dialog.type()}): ${dialog.message()}`);
    void dialog.dismiss();
  });
  return async function expectInert(where: string) {
    // The watch is in place (a check that cannot fail proves nothing).
    const watched = await page.evaluate(
      () => Object.getOwnPropertyDescriptor(window, '__xss')?.set !== undefined,
    );
    expect(watched, `the watch is installed on ${where}`).toBe(true);
    expect(
      await page.evaluate(() => (window as XssWindow).__xss),
      `window.__xss on ${where}`,
    ).toBeUndefined();
    const injected = await page.evaluate(
      (selector) => [...document.querySelectorAll(selector)].map((element) => element.outerHTML),
      injectedSelector,
    );
    expect(injected, `injected elements on ${where}`).toEqual([]);
    expect(page.frames(), `frames on ${where}`).toHaveLength(1);
    expect(findings, `payload effects up to ${where}`).toEqual([]);
  };
}

/** Each text is in the element's text, character for character. */
async function expectLiteral(locator: Locator, texts: readonly string[]) {
  for (const text of texts) await expect(locator).toContainText(text);
}

// One account for the file, signed up (as the Sign Up form does) with a payload as its name.
const signupName = tagged('signup', payload.script, payload.template);
const profileName = tagged('name', payload.img, payload.svg);
const bio = tagged('bio', ...allPayloads);
// Languages are codes (anything else is refused); destinations are free text, set through the API here
// and one more typed in the Edit dialog below.
const languages = ['fr', 'ru'];
const languageNames = ['French', 'Russian'];
const destinations = [payload.img, payload.iframe, payload.template];
const typedDestination = tagged('place', payload.svg, payload.script).slice(0, 80).trim();
let account: Account;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const email = `xss.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  account = { email, password: 'inert payloads 1503' };
  const signup = await request.post('/auth/v1/signup', {
    data: { ...account, data: { full_name: signupName } },
  });
  expect(signup.status()).toBe(200);
  const verify = await request.get(await waitForLinkTo(email), { maxRedirects: 0 });
  expect(verify.status()).toBe(303);
  const token = await request.post('/auth/v1/token?grant_type=password', { data: account });
  expect(token.status()).toBe(200);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const patch = await request.patch('/api/v1/profile', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { languages, favorite_destinations: destinations },
  });
  expect(patch.ok()).toBe(true);
  await request.dispose();
});

test('profile, travel post and comment: shown as text in the profile, the menu and the feed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const expectInert = await guard(page);
  const accountMenu = page.getByRole('button', { name: /Account menu/ });

  // The sign-up name, in the account menu and on /profile; the lists set through the API.
  await page.goto('/profile');
  await signInThroughHeader(page, account);
  await expect(pageHeading(page)).toHaveText(signupName);
  await expect(accountMenu).toHaveAccessibleName(`Account menu: ${signupName}`);
  await expectLiteral(page.getByRole('tabpanel'), [...languageNames, ...destinations]);
  await expectInert('/profile with the sign-up name');

  // Name and bio through Edit. Signing in reports the day's visit, whose XP reloads the profile a moment
  // later, and a reloaded profile refills an open Edit form: wait for it first.
  await expect(page.getByText(/^\d+ XP$/)).not.toHaveText('100 XP');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Name', { exact: true }).fill(profileName);
  await edit.getByLabel('About me').fill(bio);
  await edit.getByLabel('A place you love').fill(typedDestination);
  await edit.getByRole('button', { name: 'Add', exact: true }).click();
  await expectLiteral(edit.getByTestId('profile-destinations'), [typedDestination]);
  await expectInert('the Edit dialog with a typed destination');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(pageHeading(page)).toHaveText(profileName);
  await expect(page.getByRole('tabpanel').getByText(bio, { exact: true })).toBeVisible();
  await page.reload();
  await expect(pageHeading(page)).toHaveText(profileName);
  await expect(page.getByRole('tabpanel').getByText(bio, { exact: true })).toBeVisible();
  await expectLiteral(page.getByRole('tabpanel'), [...languageNames, ...destinations, typedDestination]);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(profileName);
  await expect(edit.getByLabel('About me')).toHaveValue(bio);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(accountMenu).toHaveAccessibleName(`Account menu: ${profileName}`);
  await accountMenu.click();
  await expect(page.getByRole('menu')).toContainText(profileName);
  await page.keyboard.press('Escape');
  await expectInert('/profile and the account menu');

  // A post with every text field, in the feed.
  const title = tagged('title', payload.img, payload.template, payload.markdown);
  const content = tagged('content', ...allPayloads);
  const location = tagged('location', payload.iframe, payload.svg, payload.script, payload.link);
  const tags = [payload.svg, payload.script, payload.markdown, payload.link];
  await page.goto('/social');
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill(content);
  await dialog.getByLabel('Location').fill(location);
  await dialog.getByLabel('Tags').fill(tags.join(', '));
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();

  const comment = tagged('comment', ...allPayloads);
  const card = page.getByRole('article', { name: title, exact: true });
  const checkCard = async () => {
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(card.getByText(content, { exact: true })).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: location })).toHaveText(
      `Location: ${location}`,
    );
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(
      tags.map((tag) => `#${tag}`),
    );
    await expect(card).toContainText(profileName);
  };
  await checkCard();
  await expectInert('the feed after publishing');

  // The comment, under the post.
  await card.getByRole('button', { name: '0 comments' }).click();
  await card.getByLabel('Add a comment').fill(comment);
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(card.getByRole('listitem').filter({ hasText: 'xss-comment' })).toContainText(`${profileName}`);
  await expect(card.getByText(comment, { exact: true })).toBeVisible();
  await expectInert('the feed after commenting');

  // Again from the server: the feed, the comments (their heading quotes the title), the delete
  // confirmation (it quotes the title too) and the edit dialog.
  await page.reload();
  await checkCard();
  await card.getByRole('button', { name: '1 comment' }).click();
  await expect(card.getByRole('heading', { name: `Comments on "${title}"`, exact: true })).toBeAttached();
  await expect(card.getByText(comment, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await expect(confirm).toContainText(`"${title}" will be removed with its likes and comments.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await card.getByRole('button', { name: 'Edit', exact: true }).click();
  const editPost = page.getByRole('dialog', { name: 'Edit Post' });
  await expect(editPost.getByLabel('Title')).toHaveValue(title);
  await expect(editPost.getByLabel('Content')).toHaveValue(content);
  await expect(editPost.getByLabel('Location')).toHaveValue(location);
  await expect(editPost.getByLabel('Tags')).toHaveValue(tags.join(', '));
  await editPost.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(editPost).toBeHidden();
  await expectInert('the feed after a reload');
});

test('itinerary activity, chat message, map search and photo file name are shown as text', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const expectInert = await guard(page);
  const venice = 'Venetian Journey inspired by The Wedding Feast at Cana';

  // An activity added, then edited, in the planner of a saved itinerary.
  const added = tagged('activity', ...allPayloads);
  const edited = tagged('activity-edited', ...allPayloads.toReversed());
  await page.goto('/artwork/wedding-feast');
  await signInThroughHeader(page, account);
  await page.getByRole('button', { name: 'Plan a Trip Inspired by This', exact: true }).click();
  const planner = page.getByRole('dialog');
  await expect(planner.getByRole('heading', { name: venice, exact: true })).toBeVisible();
  await planner.getByRole('button', { name: 'Save itinerary' }).click();
  await planner.getByRole('tab', { name: /Day 2/ }).click();
  await planner.getByRole('button', { name: 'Add Activity' }).click();
  await planner.getByLabel('Time').fill('21:15');
  await planner.getByLabel('Description').fill(added);
  await planner.getByRole('button', { name: 'Save', exact: true }).click();
  const panel = planner.getByRole('tabpanel');
  await expect(panel.getByRole('listitem').last()).toHaveText(`21:15 ${added}`);
  await expect(panel.getByRole('checkbox', { name: `Mark "${added}" as done`, exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Edit activity at 21:15' }).click();
  await expect(planner.getByLabel('Description')).toHaveValue(added);
  await planner.getByLabel('Description').fill(edited);
  await planner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByRole('listitem').last()).toHaveText(`21:15 ${edited}`);
  await panel.getByRole('button', { name: 'Delete activity at 21:15' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this activity?' });
  await expect(confirm).toContainText(`"${edited}" will be removed from this day.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await planner.getByRole('button', { name: 'Close', exact: true }).click();
  await expectInert('the itinerary dialog');

  // The same itinerary in My Itineraries.
  await page.goto('/my-itineraries');
  await page
    .getByRole('article')
    .filter({ hasText: venice })
    .getByRole('button', { name: 'Open Itinerary' })
    .click();
  await page.getByRole('tab', { name: /Day 2/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').last()).toHaveText(`21:15 ${edited}`);
  await expectInert('/my-itineraries');

  // A chat message: the visitor's own message is shown back; the answer may quote it.
  const question = ['xss-chat Tell me about these:', ...allPayloads].join('\n\n');
  await page.goto('/travel-assistant');
  await expect(pageHeading(page)).toHaveText('Ask the Art Expert');
  const log = page.getByRole('log', { name: 'Conversation with the art expert' });
  const input = page.getByRole('textbox', { name: 'Your question for the art expert' });
  await expect(log.getByTestId('assistant-message')).toHaveCount(1);
  await input.fill(question);
  await input.press('Enter');
  await expectLiteral(log.getByTestId('user-message').last(), ['xss-chat', ...allPayloads]);
  await expect(log.getByTestId('assistant-message')).toHaveCount(2);
  await expect(input).toBeEnabled();
  await expect(page.getByText('Assistant is typing...')).toBeHidden();
  await expectInert('/travel-assistant');

  // The map's place search: the query comes back in "No place found for ..." (or the suggestions).
  await page.goto('/interactive-map');
  await expect(page.getByText('Loading interactive map...')).toBeHidden();
  const search = page.getByRole('combobox', { name: 'Find place on map' });
  const places = page.getByRole('listbox', { name: 'Places' });
  for (const query of allPayloads) {
    const answer = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v1/places?') && new URL(response.url()).searchParams.get('q') === query,
    );
    await search.fill(query);
    const found = (await (await answer).json()) as { name: string }[];
    if (found.length === 0) {
      await expect(places).toHaveText(`No place found for “${query}”`);
    } else {
      await expect(places.getByRole('option')).toHaveCount(found.length);
    }
    await expect(search).toHaveValue(query);
  }
  await expectInert('/interactive-map');

  // Photo recognition names a chosen file it cannot preview.
  await page.goto('/ai-recognition');
  await expect(pageHeading(page)).toHaveText('AI Photo Recognition');
  for (const name of [`${payload.img}.heic`, `${payload.iframe}.heic`]) {
    await page.getByLabel('Select File', { exact: true }).setInputFiles({
      name,
      mimeType: 'image/heic',
      buffer: Buffer.from('Not a photo.'),
    });
    await expect(page.getByText('No preview for this file')).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
  await expectInert('/ai-recognition');

  // Not a field, but text from outside all the same: an e-mail link's error, shown on /auth/callback
  // (a "+" in it stands for a space, as in a query string).
  const error = tagged('callback', ...allPayloads);
  await page.goto(`/auth/callback?error_description=${encodeURIComponent(error)}`);
  await expect(page.getByText(error.replaceAll('+', ' '), { exact: true })).toBeVisible();
  await expectInert('/auth/callback');
});

// Last: it turns on two-step sign-in for the account.
test("an authenticator's friendly name is shown as text on /profile/security", async ({ page }) => {
  const expectInert = await guard(page);
  // The field takes 60 characters: a shorter tag.
  const friendlyName = `mfa ${payload.img}`;
  await page.goto('/profile/security');
  await signInThroughHeader(page, account);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await page.getByLabel('Name for this authenticator').fill(friendlyName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: /QR code/i })).toBeVisible();
  const secret = await page.getByLabel(/Enter this key/).inputValue();
  await page.getByLabel('6-digit code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Verified')).toBeVisible();
  await expect(page.getByText(friendlyName, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${friendlyName}`, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Signing in will no longer' })).toContainText(
    `Remove “${friendlyName}”?`,
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectInert('/profile/security');
});
