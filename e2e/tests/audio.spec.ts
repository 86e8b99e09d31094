import type { Page } from '@playwright/test';
import { artwork } from './data';
import { expect, pageHeading, test } from './fixtures';

// The server synthesises the guides on demand (and warms its cache in the background at start), so
// anything waiting for audio gets a generous timeout; everything else keeps the default.
const audioTimeout = { timeout: 30_000 };
const clock = /^\d+:[0-5]\d$/;

const seconds = (text: string | null) => {
  const [minutes = '0', secs = '0'] = (text ?? '').split(':');
  return Number(minutes) * 60 + Number(secs);
};

function player(page: Page) {
  const region = page.getByRole('region', { name: 'Audio Guide' });
  return {
    region,
    play: region.getByRole('button', { name: 'Play audio guide' }),
    pause: region.getByRole('button', { name: 'Pause audio guide' }),
    slider: region.getByRole('slider', { name: 'Seek in the audio guide' }),
    elapsed: region.getByTestId('audio-elapsed'),
    total: region.getByTestId('audio-total'),
    audio: region.locator('audio'),
  };
}

const audioState = (page: Page) =>
  player(page).audio.evaluate((audio: HTMLAudioElement) => ({
    paused: audio.paused,
    currentTime: audio.currentTime,
    duration: audio.duration,
  }));

test.describe('audio guide', () => {
  test('serves the MP3 with HTTP ranges', async ({ request }) => {
    const whole = await request.get('/api/v1/audio/mona-lisa.mp3', audioTimeout);
    expect(whole.status()).toBe(200);
    expect(whole.headers()['content-type']).toBe('audio/mpeg');
    expect(whole.headers()['accept-ranges']).toBe('bytes');
    const size = (await whole.body()).length;
    expect(size).toBeGreaterThan(10_000);

    const part = await request.get('/api/v1/audio/mona-lisa.mp3', { headers: { Range: 'bytes=1000-1999' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect((await part.body()).length).toBe(1000);

    const outside = await request.get('/api/v1/audio/mona-lisa.mp3', {
      headers: { Range: `bytes=${size + 10}-` },
    });
    expect(outside.status()).toBe(416);
    expect((await request.get('/api/v1/audio/nope.mp3')).status()).toBe(404);
  });

  test('is disabled until loaded, then plays, pauses, seeks and shows its transcript', async ({ page }) => {
    // Hold the audio requests back until released, so the "not loaded yet" state is observable.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/audio/*.mp3', async (route) => {
      await held;
      await route.continue();
    });
    const partial: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/audio/mona-lisa.mp3') && response.status() === 206) {
        partial.push(response.request().headers()['range'] ?? '');
      }
    });

    await page.goto('/artwork/mona-lisa');
    const ui = player(page);
    await expect(ui.play).toBeDisabled();
    // Disabled for screen readers too, not only drawn so.
    await expect(ui.slider).toBeDisabled();
    await expect(ui.slider).toHaveAttribute('data-disabled', '');
    await expect(ui.region).toContainText('Loading audio…');
    await expect(ui.elapsed).toHaveText('0:00');

    release();
    await expect(ui.play).toBeEnabled(audioTimeout);
    await expect(ui.region).not.toContainText('Loading audio…');
    await expect(ui.slider).not.toHaveAttribute('data-disabled', '');
    await expect(ui.slider).toBeEnabled();
    await expect(ui.total).toHaveText(clock);
    const total = seconds(await ui.total.textContent());
    expect(total, 'the guide lasts more than 30 seconds').toBeGreaterThan(30);
    await expect(ui.elapsed).toHaveText('0:00');

    // Slider semantics: 0 to the duration; an arrow key moves 5 s, which the audio follows.
    await expect(ui.slider).toHaveAttribute('aria-valuemin', '0');
    const max = Number(await ui.slider.getAttribute('aria-valuemax'));
    expect(Math.floor(max)).toBe(total);
    await expect(ui.slider).toHaveAttribute('aria-valuenow', '0');
    await ui.slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(ui.slider).toHaveAttribute('aria-valuenow', '5');
    await expect(ui.elapsed).toHaveText('0:05');
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(5, 1);
    await page.keyboard.press('ArrowRight');
    await expect(ui.slider).toHaveAttribute('aria-valuetext', `0:10 / ${await ui.total.innerText()}`);
    await page.keyboard.press('ArrowLeft');
    await expect(ui.slider).toHaveAttribute('aria-valuenow', '5');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await expect(ui.slider).toHaveAttribute('aria-valuenow', '0');

    // Play: the elapsed time advances.
    await ui.play.click();
    await expect(ui.pause).toBeVisible();
    await expect
      .poll(async () => seconds(await ui.elapsed.textContent()), audioTimeout)
      .toBeGreaterThanOrEqual(2);
    expect((await audioState(page)).paused).toBe(false);

    // Pause: it stops and stays where it stopped.
    await ui.pause.click();
    await expect(ui.play).toBeVisible();
    const stoppedAt = await audioState(page);
    expect(stoppedAt.paused).toBe(true);
    const shown = await ui.elapsed.textContent();
    // The one deliberate wait: proving that nothing moves needs time to pass.
    await page.waitForTimeout(1200);
    expect((await audioState(page)).currentTime).toBe(stoppedAt.currentTime);
    await expect(ui.elapsed).toHaveText(shown ?? '');

    // Keyboard seeking on the thumb: End jumps to the end, Home back to the start.
    await ui.slider.focus();
    await page.keyboard.press('End');
    await expect(ui.elapsed).toHaveText(await ui.total.innerText());
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(total - 1);
    await page.keyboard.press('Home');
    await expect(ui.elapsed).toHaveText('0:00');
    await expect.poll(async () => (await audioState(page)).currentTime).toBe(0);
    // Page Up moves further than an arrow: 30 s.
    await page.keyboard.press('PageUp');
    await expect(ui.slider).toHaveAttribute('aria-valuenow', '30');
    await expect(ui.elapsed).toHaveText('0:30');

    // It stops by itself at the end.
    await ui.audio.evaluate((audio: HTMLAudioElement) => (audio.currentTime = audio.duration - 1));
    await ui.play.click();
    await expect(ui.pause).toBeVisible();
    await expect(ui.play).toBeVisible(audioTimeout);
    expect(await ui.audio.evaluate((audio: HTMLAudioElement) => audio.ended)).toBe(true);
    await expect(ui.elapsed).toHaveText(await ui.total.innerText());

    // The browser fetched the guide with range requests answered 206 Partial Content.
    expect(partial.length, 'at least one 206 response for the MP3').toBeGreaterThan(0);

    // The transcript is folded away until asked for.
    const narration = ui.region.getByText(artwork('mona-lisa').narration, { exact: true });
    await expect(narration).toBeHidden();
    await ui.region.getByText('Transcript', { exact: true }).click();
    await expect(narration).toBeVisible();
  });

  test('resumes where the visitor stopped and resets on another artwork', async ({ page }) => {
    await page.goto('/artwork/mona-lisa');
    let ui = player(page);
    await expect(ui.play).toBeEnabled(audioTimeout);
    await expect(ui.region).not.toContainText('Resuming where you stopped');
    const total = seconds(await ui.total.textContent());

    // Seek to the middle by clicking the centre of the slider track.
    const track = ui.slider.locator('xpath=ancestor::*[@data-orientation][1]');
    await track.click();
    await expect.poll(async () => seconds(await ui.elapsed.textContent())).toBeGreaterThan(total / 2 - 5);
    const middle = await ui.elapsed.textContent();
    expect(seconds(middle)).toBeLessThan(total / 2 + 5);

    await page.reload();
    ui = player(page);
    await expect(ui.play).toBeEnabled(audioTimeout);
    await expect(
      ui.region.getByText(`Resuming where you stopped, at ${middle}`, { exact: true }),
    ).toBeVisible();
    await expect(ui.elapsed).toHaveText(middle ?? '');
    expect(Math.floor((await audioState(page)).currentTime)).toBe(seconds(middle));

    // Moving on starts the next guide from the beginning.
    await ui.play.click();
    await expect(ui.pause).toBeVisible();
    await page.getByRole('link', { name: /^Next artwork: / }).click();
    await expect(pageHeading(page)).toHaveText(artwork('venus-de-milo').title);
    ui = player(page);
    await expect(ui.audio).toHaveCount(1);
    await expect(ui.audio).toHaveAttribute('src', '/api/v1/audio/venus-de-milo.mp3');
    await expect(ui.play).toBeEnabled(audioTimeout);
    await expect(ui.elapsed).toHaveText('0:00');
    await expect(ui.region).not.toContainText('Resuming where you stopped');
    expect(await audioState(page)).toMatchObject({ paused: true, currentTime: 0 });
    await expect(ui.slider).toHaveAttribute('aria-valuenow', '0');
  });

  test('asks for the audio only once the artwork image is in, so the two do not compete', async ({
    page,
  }) => {
    const events: string[] = [];
    let releaseImage = () => {};
    const imageHeld = new Promise<void>((resolve) => (releaseImage = resolve));
    await page.route('**/api/v1/media/artworks/mona-lisa/*', async (route) => {
      events.push('image asked');
      await imageHeld;
      events.push('image sent');
      await route.continue();
    });
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/audio/mona-lisa.mp3')) events.push('audio asked');
    });

    // Not until `load`: the page's HTML names the image, which is held here.
    await page.goto('/artwork/mona-lisa', { waitUntil: 'domcontentloaded' });
    await expect(pageHeading(page)).toHaveText(artwork('mona-lisa').title);
    await expect(player(page).play).toBeDisabled();
    // The image is held well under the 4 s the player waits at most: no audio request meanwhile.
    await page.waitForTimeout(1500);
    expect(events).not.toContain('audio asked');

    releaseImage();
    await expect(player(page).play).toBeEnabled(audioTimeout);
    expect(events.indexOf('audio asked')).toBeGreaterThan(events.indexOf('image sent'));
  });
});
