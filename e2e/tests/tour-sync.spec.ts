import type { APIRequestContext, Page, Request, Response } from '@playwright/test';
import { createConfirmedAccount, signInThroughHeader, signOutThroughMenu, type Account } from './accounts';
import { expect, pageHeading, test } from './fixtures';

// Guided-tour progress follows a signed-in account (issue 20): two browser profiles are two devices
// of one account, talking to the real server.

const tourBar = (page: Page) => page.getByRole('region', { name: 'Guided tour: Classical Antiquities' });
const resumeAtStop2 = (page: Page) => page.getByRole('link', { name: 'Resume tour (stop 2 of 3)' });

/** The account's answer to this device's write of the classical tour, once it says `check`. */
const tourWrite = (page: Page, check: (body: { current?: string; finished?: boolean }) => boolean) =>
  page.waitForResponse(
    (response: Response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith('/api/v1/tour-visits/classicalAntiquities') &&
      response.ok() &&
      check(response.request().postDataJSON() as { current?: string; finished?: boolean }),
  );

/** A new account signs in on the classical tour's page and starts it; resolves once stop 1 is in the account. */
async function signInAndStartTour(page: Page, request: APIRequestContext, label: string): Promise<Account> {
  const account = await createConfirmedAccount(request, label);
  await page.goto('/guided-tours/classical');
  await signInThroughHeader(page, account);
  const firstStopSent = tourWrite(page, (body) => body.current === 'great-sphinx');
  await page.getByRole('link', { name: 'Start Tour', exact: true }).click();
  await expect(tourBar(page)).toContainText('Stop 1 of 3', { timeout: 60_000 });
  await firstStopSent;
  return account;
}

/**
 * Signs out through the account menu with the server's answer held: the server has ended the session
 * when this resolves, but the app, still waiting for the answer, holds the session's token. Returns the
 * function that lets the answer through.
 */
async function signOutWithAnswerHeld(page: Page): Promise<() => void> {
  let releaseLogout = () => {};
  const logoutHeld = new Promise<void>((resolve) => (releaseLogout = resolve));
  let sessionEnded = () => {};
  const ended = new Promise<void>((resolve) => (sessionEnded = resolve));
  await page.route('**/auth/v1/logout**', async (route) => {
    const response = await route.fetch();
    expect(response.ok()).toBe(true);
    sessionEnded();
    await logoutHeld;
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await ended;
  return releaseLogout;
}

test('a tour walked on one device resumes on another, and finishing there ends it on the first', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  // Two browser profiles, each loading the app and its sync code: slow on a busy machine.
  test.setTimeout(300_000);
  const account = await createConfirmedAccount(request, 'tours');

  // Device A: signed in, two stops of the classical tour.
  await page.goto('/guided-tours/classical');
  await signInThroughHeader(page, account);
  await page.getByRole('link', { name: 'Start Tour', exact: true }).click();
  await expect(tourBar(page)).toContainText('Stop 1 of 3', { timeout: 60_000 });
  const secondStopSent = tourWrite(page, (body) => body.current === 'venus-de-milo');
  await tourBar(page)
    .getByRole('link', { name: /^Next stop/ })
    .click();
  await expect(tourBar(page)).toContainText('Stop 2 of 3');
  await secondStopSent;

  // Device B: a fresh profile has nothing to resume until it signs in; then the tours list offers stop 2.
  const deviceB = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const pageB = await deviceB.newPage();
  await pageB.goto('/guided-tours');
  await expect(pageHeading(pageB)).toHaveText('Guided Tours');
  await expect(resumeAtStop2(pageB)).toHaveCount(0);
  await signInThroughHeader(pageB, account);
  await expect(resumeAtStop2(pageB)).toBeVisible({ timeout: 30_000 });
  await resumeAtStop2(pageB).click();
  await expect(pageB).toHaveURL('/artwork/venus-de-milo?tour=classical');
  await expect(tourBar(pageB)).toContainText('Stop 2 of 3', { timeout: 60_000 });

  // B walks on to the end and finishes.
  await tourBar(pageB)
    .getByRole('link', { name: /^Next stop/ })
    .click();
  await expect(tourBar(pageB)).toContainText('Stop 3 of 3');
  const finishSent = tourWrite(pageB, (body) => body.finished === true);
  await tourBar(pageB).getByRole('link', { name: 'Finish tour' }).click();
  await expect(pageB).toHaveURL('/guided-tours/classical/finish', { timeout: 30_000 });
  await finishSent;
  await deviceB.close();

  // Back on A, which still remembers stop 2: after a reload the tour is finished here too.
  await page.goto('/guided-tours/classical');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Start Tour', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(resumeAtStop2(page)).toHaveCount(0);

  // The same on a phone-sized screen: no Resume on the list, and nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/guided-tours');
  await expect(pageHeading(page)).toHaveText('Guided Tours');
  await expect(page.getByRole('link', { name: /^Resume tour/ })).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // The finish screen may refuse the tour's XP if the server has not seen every stop yet (422).
  const unexpected = consoleErrors.filter((error) => !error.includes('status of 422'));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

/** The tours the server holds for an account, asked with its own token. */
async function serverVisits(request: APIRequestContext, account: Account) {
  const signIn = await request.post('/auth/v1/token?grant_type=password', {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status()).toBe(200);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const list = await request.get('/api/v1/tour-visits', { headers: { authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { visits: { tourId: string; current: string }[] }).visits;
}

test('signing out takes the account’s tours off the device, and the next account there does not get them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const first = await createConfirmedAccount(request, 'tours-first');
  const second = await createConfirmedAccount(request, 'tours-second');

  await page.goto('/guided-tours/classical');
  await signInThroughHeader(page, first);
  await page.getByRole('link', { name: 'Start Tour', exact: true }).click();
  await expect(tourBar(page)).toContainText('Stop 1 of 3', { timeout: 60_000 });
  const secondStopSent = tourWrite(page, (body) => body.current === 'venus-de-milo');
  await tourBar(page)
    .getByRole('link', { name: /^Next stop/ })
    .click();
  await secondStopSent;

  // Signed out, the device forgets the first account's tour; the account keeps it.
  await signOutThroughMenu(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('artvoyage.tourMode')), { timeout: 15_000 })
    .toBe('{}');
  await page.goto('/guided-tours');
  await expect(pageHeading(page)).toHaveText('Guided Tours');
  await expect(page.getByRole('link', { name: /^Resume tour/ })).toHaveCount(0);

  // The second account signs in on this device: it reads its own (empty) progress and is sent none.
  const listed = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      response.url().endsWith('/api/v1/tour-visits') &&
      response.ok(),
  );
  await signInThroughHeader(page, second);
  expect(((await (await listed).json()) as { visits: unknown[] }).visits).toEqual([]);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: /^Resume tour/ })).toHaveCount(0);
  expect(await serverVisits(request, second)).toEqual([]);
  expect(await serverVisits(request, first)).toEqual([
    expect.objectContaining({ tourId: 'classicalAntiquities', current: 'venus-de-milo' }),
  ]);
});

test('signing out while the profile is still loading gives that read up instead of getting a 401', async ({
  page,
  request,
}) => {
  const account = await createConfirmedAccount(request, 'profile-race');
  await page.goto('/guided-tours');
  // The header's profile read is held in the browser…
  let releaseProfile = () => {};
  const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
  let profileAsked = () => {};
  const asked = new Promise<void>((resolve) => (profileAsked = resolve));
  await page.route('**/api/v1/profile', async (route) => {
    profileAsked();
    await profileHeld;
    // Given up by the page meanwhile, or sent now, after the session has ended (a 401 then).
    await route.continue().catch(() => {});
  });
  const unsettled = new Set<Request>();
  const isProfile = (candidate: Request) => candidate.url().endsWith('/api/v1/profile');
  page.on('request', (candidate) => isProfile(candidate) && unsettled.add(candidate));
  page.on('requestfinished', (candidate) => unsettled.delete(candidate));
  page.on('requestfailed', (candidate) => unsettled.delete(candidate));
  await signInThroughHeader(page, account);
  await asked;
  // …and the sign-out reaches the server, which ends the session, but its answer is held until the
  // profile read has settled: the window in which a read still on its way would come back 401.
  const releaseLogout = await signOutWithAnswerHeld(page);
  releaseProfile();
  // An answer to the read would be a 401, which the browser logs as a console error; the fixture fails
  // the test on it.
  await expect.poll(() => unsettled.size).toBe(0);
  releaseLogout();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('signing out while a tour step is on its way to the account waits for it: the account keeps the step', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await signInAndStartTour(page, request, 'tours-sign-out');

  // The next step's write is held in the browser, as on a slow network…
  const events: string[] = [];
  let releaseWrite = () => {};
  const writeHeld = new Promise<void>((resolve) => (releaseWrite = resolve));
  let writeAsked = () => {};
  const asked = new Promise<void>((resolve) => (writeAsked = resolve));
  await page.route('**/api/v1/tour-visits/classicalAntiquities', async (route) => {
    writeAsked();
    await writeHeld;
    await route.continue();
  });
  page.on('requestfinished', (finished) => {
    if (finished.url().endsWith('/api/v1/tour-visits/classicalAntiquities')) events.push('step sent');
  });
  let logoutAsked = () => {};
  const loggingOut = new Promise<void>((resolve) => (logoutAsked = resolve));
  page.on('request', (asking) => {
    if (!asking.url().includes('/auth/v1/logout')) return;
    events.push('sign-out sent');
    logoutAsked();
  });
  await tourBar(page)
    .getByRole('link', { name: /^Next stop/ })
    .click();
  await asked;

  // …when the visitor signs out. The session must not end before the step has reached the account:
  // sent after it, the write would be refused (a 401) and the step lost with the device's copy.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await Promise.race([loggingOut, page.waitForTimeout(1500)]);
  releaseWrite();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  // Every write of the tour (the step, and any other change queued behind it) went before the sign-out.
  expect(events.at(-1)).toBe('sign-out sent');
  expect(events.slice(0, -1)).toContain('step sent');
  expect(events.filter((event) => event === 'sign-out sent')).toHaveLength(1);
  expect(await serverVisits(request, account)).toEqual([
    expect.objectContaining({ tourId: 'classicalAntiquities', current: 'venus-de-milo' }),
  ]);
});

test('a tour step taken while the sign-out is on its way is not sent with the ending session', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await signInAndStartTour(page, request, 'tours-ending');

  // The sign-out reaches the server, which ends the session, but its answer is held: the app still
  // holds the session's token in that window.
  const releaseLogout = await signOutWithAnswerHeld(page);

  // A step taken in that window is a change the sync would send; it must not leave with the ended
  // session (a 401, which the console fixture also catches). The sync says it will retry later.
  const writes: string[] = [];
  page.on('request', (asked) => {
    if (asked.method() === 'PUT' && asked.url().includes('/api/v1/tour-visits/')) writes.push(asked.url());
  });
  const syncGaveUp = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('Tour progress could not reach the account'),
  });
  await tourBar(page)
    .getByRole('link', { name: /^Next stop/ })
    .click();
  await Promise.race([syncGaveUp, page.waitForRequest((asked) => asked.method() === 'PUT')]);
  expect(writes).toEqual([]);
  releaseLogout();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  // The account kept the step it had before the sign-out began.
  expect(await serverVisits(request, account)).toEqual([
    expect.objectContaining({ tourId: 'classicalAntiquities', current: 'great-sphinx' }),
  ]);
});
