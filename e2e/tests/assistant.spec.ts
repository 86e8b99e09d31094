import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from './fixtures';

// The art-expert chat (/travel-assistant) on the app's own defaults: no AI provider is configured,
// so the embedded museum expert answers from the knowledge base, through the streamed endpoint.

const log = (page: Page) => page.getByRole('log', { name: 'Conversation with the art expert' });
const input = (page: Page) => page.getByRole('textbox', { name: 'Your question for the art expert' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });
const answers = (page: Page) => log(page).getByTestId('assistant-message');
const questions = (page: Page) => log(page).getByTestId('user-message');
const suggestionButtons = (page: Page) => page.getByTestId('suggestions').getByRole('button');

async function openChat(page: Page) {
  await page.goto('/travel-assistant');
  await expect(pageHeading(page)).toHaveText('Ask the Art Expert');
  await expect(answers(page)).toHaveCount(1);
  await expect(answers(page).first()).toContainText('I’m your art expert');
}

/** Types a question, presses Enter and waits for the answer to be complete. */
async function ask(page: Page, question: string) {
  const before = await answers(page).count();
  await input(page).fill(question);
  await input(page).press('Enter');
  await expect(questions(page).last()).toHaveText(new RegExp(`^${escape(question)}`));
  await expect(answers(page)).toHaveCount(before + 1);
  // Finished: the box is enabled again, empty and focused.
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();
  await expect(page.getByText('Assistant is typing...')).toBeHidden();
  return answers(page).last();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('shows the page texts, the welcome message and 4 to 6 suggestions', async ({ page }) => {
  await openChat(page);
  await expect(log(page)).toHaveAttribute('aria-live', 'polite');
  await expect(input(page)).toHaveAttribute(
    'placeholder',
    'Ask about art, history, or any Louvre masterpiece...',
  );
  await expect(page.getByText('Try asking:')).toBeVisible();
  const count = await suggestionButtons(page).count();
  expect(count).toBeGreaterThanOrEqual(4);
  expect(count).toBeLessThanOrEqual(6);
  await expect(page.getByTestId('message-count')).toHaveText('1 message');
  await expect(sendButton(page)).toBeDisabled();
  // The welcome message has its time, in the active (English) locale.
  await expect(answers(page).first().locator('time')).toHaveText(/^\d{1,2}:\d{2}\s?[AP]M$/);
  // The box stays on screen at the bottom.
  await expect(input(page)).toBeInViewport();
});

test('answers three museum questions from the knowledge base, with working links', async ({ page }) => {
  await openChat(page);

  const raft = await ask(page, 'Who painted the Raft of the Medusa and why is it famous?');
  await expect(raft).toContainText('Géricault');
  const raftLink = raft.getByRole('link', { name: /Raft of the Medusa/ });
  await expect(raftLink).toHaveAttribute('href', '/artwork/raft-medusa');

  const victory = await ask(page, 'Where is the Winged Victory?');
  await expect(victory).toContainText('Daru staircase');
  await expect(victory.getByRole('link', { name: /Winged Victory/ }).first()).toHaveAttribute(
    'href',
    '/artwork/winged-victory',
  );

  const tour = await ask(page, 'Which tour should I take with one hour?');
  await expect(tour).toContainText(/tour/i);
  const tourLink = tour.getByRole('link', { name: /tour/i }).first();
  await expect(tourLink).toHaveAttribute('href', /^\/guided-tours/);

  await expect(page.getByTestId('message-count')).toHaveText('7 messages');
  // The newest answer is scrolled into view.
  await expect(tour).toBeInViewport();

  // The links are in-app links: the tour page opens without a reload, and the conversation is
  // still there on the way back.
  const tourHref = (await tourLink.getAttribute('href')) ?? '';
  await tourLink.click();
  await expect(page).toHaveURL(new RegExp(`${escape(tourHref)}$`));
  await expect(pageHeading(page)).toBeVisible();
  await page.goBack();
  await expect(answers(page)).toHaveCount(4);

  await answers(page)
    .nth(1)
    .getByRole('link', { name: /Raft of the Medusa/ })
    .click();
  await expect(page).toHaveURL(/\/artwork\/raft-medusa$/);
  await expect(pageHeading(page)).toHaveText('The Raft of the Medusa');
});

test('Enter sends, Shift+Enter starts a new line, blank messages are not sent', async ({
  page,
  isMobile,
}) => {
  // Desktop only: the rules are the same at every width, and the phone project plays the other tests.
  test.skip(isMobile, 'desktop only');
  await openChat(page);

  // Blank: neither Enter nor the button sends it.
  await input(page).fill('   \n  ');
  await expect(sendButton(page)).toBeDisabled();
  await input(page).press('Enter');
  await expect(questions(page)).toHaveCount(0);
  await expect(page.getByTestId('message-count')).toHaveText('1 message');

  // Shift+Enter adds a line and sends nothing.
  await input(page).fill('Where is the');
  await input(page).press('Shift+Enter');
  await input(page).pressSequentially('Winged Victory?');
  await expect(input(page)).toHaveValue('Where is the\nWinged Victory?');
  await expect(questions(page)).toHaveCount(0);

  // Enter sends it; the box is cleared and disabled until the answer is complete.
  await input(page).press('Enter');
  await expect(questions(page)).toHaveCount(1);
  await expect(input(page)).toHaveValue('');
  await expect(answers(page)).toHaveCount(2);
  await expect(answers(page).last()).toContainText('Daru staircase');
  await expect(page.getByTestId('message-count')).toHaveText('3 messages');

  // The send button works with the keyboard too.
  await input(page).fill('Tell me about the Mona Lisa');
  await sendButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(answers(page)).toHaveCount(3);
  await expect(answers(page).last()).toContainText('Leonardo');
  await expect(input(page)).toBeFocused();
});

test('shows the typing indicator while waiting and replaces the suggestions after a reply', async ({
  page,
  isMobile,
}) => {
  // Desktop only: the rules are the same at every width, and the phone project plays the other tests.
  test.skip(isMobile, 'desktop only');
  await openChat(page);
  // Hold the answer back until the waiting state has been checked.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/functions/v1/ai-chat/stream', async (route) => {
    await released;
    await route.continue();
  });
  const before = await suggestionButtons(page).allTextContents();
  const chip = suggestionButtons(page).first();
  const prompt = (await chip.textContent()) ?? '';
  await chip.click();

  await expect(questions(page).last()).toHaveText(new RegExp(`^${escape(prompt)}`));
  await expect(page.getByText('Assistant is typing...')).toBeVisible();
  await expect(input(page)).toBeDisabled();
  await expect(suggestionButtons(page).first()).toBeDisabled();
  await expect(sendButton(page)).toBeDisabled();
  release();

  await expect(answers(page)).toHaveCount(2);
  await expect(page.getByText('Assistant is typing...')).toBeHidden();
  await expect(input(page)).toBeFocused();
  const after = await suggestionButtons(page).allTextContents();
  expect(after.length).toBeGreaterThanOrEqual(4);
  expect(after.length).toBeLessThanOrEqual(6);
  expect([...after].sort()).not.toEqual([...before].sort());
});

test('says honestly when it does not know', async ({ page }) => {
  await openChat(page);
  const answer = await ask(page, 'What is the best recipe for a chocolate cake?');
  await expect(answer.locator('p').first()).toHaveText(/^I’m sorry, I don’t know that\./);
  await expect(answer.getByRole('link')).toHaveCount(0);
});

test('sends the session id of the last reply and the recent history', async ({ page, isMobile }) => {
  // Desktop only: the rules are the same at every width, and the phone project plays the other tests.
  test.skip(isMobile, 'desktop only');
  await openChat(page);
  const bodies: { sessionId?: string; history: unknown[]; language: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/ai-chat/stream')) bodies.push(request.postDataJSON());
  });
  await ask(page, 'Tell me about the Mona Lisa');
  await ask(page, 'Where is the Winged Victory?');
  expect(bodies).toHaveLength(2);
  expect(bodies[0]?.sessionId).toBeUndefined();
  expect(bodies[0]?.history).toEqual([]);
  expect(bodies[0]?.language).toBe('en');
  expect(bodies[1]?.sessionId).toMatch(/^session_\d+$/);
  expect(bodies[1]?.history).toHaveLength(2);
});

test('an error becomes the apology message, and an unreachable server says so', async ({
  page,
  consoleErrors,
  isMobile,
}) => {
  // Desktop only: the rules are the same at every width, and the phone project plays the other tests.
  test.skip(isMobile, 'desktop only');
  await openChat(page);
  await page.route('**/functions/v1/ai-chat/stream', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"INTERNAL","message":"boom"}}',
    }),
  );
  const failed = await ask(page, 'Tell me about the Mona Lisa');
  await expect(failed).toHaveText(/Sorry, an error occurred\. Please try again\./);

  await page.unroute('**/functions/v1/ai-chat/stream');
  await page.route('**/functions/v1/ai-chat/stream', (route) => route.abort('internetdisconnected'));
  await ask(page, 'Tell me about the Mona Lisa');
  await expect(answers(page).last()).toHaveText(/Sorry, an error occurred\. Please try again\./);
  await expect(page.getByRole('status').filter({ hasText: 'needs the ArtVoyage server' })).toBeVisible();

  // The server is back: the next question is answered and the note goes away.
  await page.unroute('**/functions/v1/ai-chat/stream');
  const answer = await ask(page, 'Tell me about the Mona Lisa');
  await expect(answer).toContainText('Leonardo');
  await expect(page.getByText('needs the ArtVoyage server')).toBeHidden();

  // The browser reports the refused and the aborted request; nothing else may fail.
  const unexpected = consoleErrors.filter(
    (error) => !error.includes('/functions/v1/ai-chat/stream') && !error.includes('status of 500'),
  );
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
