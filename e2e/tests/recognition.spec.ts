import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { landmarkById } from '@artvoyage/content';
import frPlaces from '@artvoyage/content/locales/fr/places';
import { museumLandmarkId } from '@artvoyage/contract';
import type { Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { createConfirmedAccount, signInThroughHeader } from './accounts';
import { artwork } from './data';
import { expect, pageHeading, test } from './fixtures';
import { chooseLanguage } from './language';

// Photo recognition (/ai-recognition) against the real server and its embedded visual search, with
// photos made at test time from the reference images in MEDIA_DIR (as the Playwright config sets it).

const mediaDir = process.env.MEDIA_DIR ?? resolve(import.meta.dirname, '../../../shared/media');
const raft = artwork('raft-medusa');

interface Photo {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * What a visitor's phone takes of the painting on the museum wall: tilted, cropped, framed by the wall,
 * warmer light, 3600 px wide, JPEG quality 70, stored sideways with the EXIF orientation that turns it
 * upright (as phones do).
 */
function phonePhotoOfRaft(): Promise<Photo> {
  // Made once per worker: two tests use it.
  raftPhoto ??= makePhonePhotoOfRaft();
  return raftPhoto;
}
let raftPhoto: Promise<Photo> | undefined;

async function makePhonePhotoOfRaft(): Promise<Photo> {
  const wall = '#9c8b74';
  const tilted = await sharp(join(mediaDir, 'artworks', 'raft-medusa.jpg'))
    .resize(1400, 1400, { fit: 'inside' })
    .rotate(4, { background: wall })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = tilted.info;
  const framed = await sharp(tilted.data)
    .extract({
      left: Math.round(width * 0.06),
      top: Math.round(height * 0.04),
      width: Math.round(width * 0.9),
      height: Math.round(height * 0.9),
    })
    .extend({ top: 120, bottom: 180, left: 140, right: 110, background: wall })
    .modulate({ brightness: 1.08, saturation: 0.9 })
    .resize({ width: 3600 })
    .toBuffer();
  // Stored rotated a quarter turn, with orientation 6 ("rotate 90° clockwise to view").
  const buffer = await sharp(framed)
    .rotate(-90)
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 70 })
    .toBuffer();
  return { name: 'IMG_20250412_101503.jpg', mimeType: 'image/jpeg', buffer };
}

/** A busy picture of nothing we know: a few dozen coloured shapes on a plain ground. */
async function unrelatedPhoto(): Promise<Photo> {
  const shapes = Array.from(
    { length: 70 },
    (_, i) =>
      `<rect x="${(i * 41) % 760}" y="${(i * 59) % 540}" width="${24 + (i % 5) * 11}" height="${18 + (i % 7) * 8}" ` +
      `fill="hsl(${i * 31},65%,${30 + (i % 4) * 14}%)" transform="rotate(${i * 13} ${(i * 41) % 760} ${(i * 59) % 540})"/>`,
  ).join('');
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#e8e4dc"/>${shapes}</svg>`,
  );
  const buffer = await sharp(svg).jpeg({ quality: 80 }).toBuffer();
  return { name: 'street.jpg', mimeType: 'image/jpeg', buffer };
}

/**
 * The Mona Lisa on a gallery wall, photographed from far to one side (a strong shear): too slanted for
 * the local features to be sure, close enough for the learned stage to offer it as a possible match.
 */
async function slantedMonaLisa(): Promise<Photo> {
  const work = await sharp(join(mediaDir, 'artworks', 'mona-lisa.jpg'))
    .resize(600)
    .extend({ top: 30, bottom: 30, left: 30, right: 30, background: '#5a3d22' })
    .toBuffer({ resolveWithObject: true });
  const wall = await sharp({ create: { width: 1000, height: 1300, channels: 3, background: '#c9c2b4' } })
    .composite([{ input: work.data, left: Math.round((1000 - work.info.width) / 2), top: 120 }])
    .png()
    .toBuffer();
  const buffer = await sharp(wall)
    .affine([1, 0.7, 0.12, 1], { background: '#c9c2b4' })
    .modulate({ saturation: 0.7 })
    .jpeg({ quality: 70 })
    .toBuffer();
  return { name: 'IMG_20250412_103311.jpg', mimeType: 'image/jpeg', buffer };
}

/** The recognition requests the page sends. */
function recognitionRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/ai-photo-recognition')) requests.push(request);
  });
  return requests;
}

const results = (page: Page) => page.getByTestId('recognition-results');

async function openScreen(page: Page) {
  await page.goto('/ai-recognition');
  await expect(pageHeading(page)).toHaveText('AI Photo Recognition');
}

/** Chooses the photo (through the camera input on a phone), then Recognize Landmark. */
async function recognise(page: Page, photo: Photo, input: 'Select File' | 'Camera' = 'Select File') {
  await page.getByLabel(input, { exact: true }).setInputFiles(photo);
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Recognize Landmark' }).click();
}

async function recogniseRaft(page: Page, input?: 'Select File' | 'Camera') {
  await recognise(page, await phonePhotoOfRaft(), input);
  const card = results(page).getByRole('article', { name: raft.title });
  await expect(card).toBeVisible({ timeout: 20_000 });
  return card;
}

test('a phone photo of an artwork is recognised, with its page, room and hours', async ({
  page,
  isMobile,
}) => {
  const requests = recognitionRequests(page);
  await openScreen(page);
  const card = await recogniseRaft(page, isMobile ? 'Camera' : 'Select File');

  await expect(page.getByRole('heading', { name: 'Recognition Results' })).toBeFocused();
  await expect(card).toContainText(/^The Raft of the Medusa\d{1,3}% accuracy/);
  await expect(card).toContainText('Louvre');
  await expect(card.getByRole('heading', { name: 'Cultural Context' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Visit Recommendations' })).toBeVisible();
  await expect(card).toContainText(raft.location);
  await expect(results(page)).toContainText(/Processing time: [\d,]+ ms/);
  await expect(page.getByTestId('recognition-status')).toHaveText('Status: Completed');
  // A visitor earns nothing, and is told what signing in would bring.
  await expect(page.getByText('Sign in to earn 20 XP for each recognised photo.')).toBeVisible();

  // The photo went scaled down to 1600 px, upright, as JPEG, named "recognition-{timestamp}.jpg".
  expect(requests).toHaveLength(1);
  const body = requests[0]?.postDataJSON() as { imageData: string; fileName: string };
  expect(body.fileName).toMatch(/^recognition-\d+\.jpg$/);
  expect(body.imageData).toMatch(/^data:image\/jpeg;base64,/);
  const sent = await sharp(Buffer.from(body.imageData.split(',')[1] ?? '', 'base64')).metadata();
  expect(Math.max(sent.width, sent.height)).toBe(1600);
  expect(sent.width).toBeGreaterThan(sent.height);
  expect(sent.orientation ?? 1).toBe(1);

  await card.getByRole('link', { name: 'Open the artwork page' }).click();
  await expect(page).toHaveURL('/artwork/raft-medusa');
  await expect(pageHeading(page)).toHaveText(raft.title);
});

test.describe('desktop only', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');

  test('an unrelated photo is not recognised, with suggestions', async ({ page }) => {
    await openScreen(page);
    await recognise(page, await unrelatedPhoto());
    const card = results(page).getByRole('article', { name: 'Unknown Landmark' });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText('50% accuracy');
    await expect(card.getByRole('link')).toHaveCount(0);
    await expect(page.getByTestId('recognition-status')).toHaveText('Status: Not recognised');
    await expect(page.getByRole('heading', { name: 'Additional Recommendations' })).toBeVisible();
    await expect(page.getByText(/XP/)).toHaveCount(0);

    // Removing the photo clears the result.
    await page.getByRole('button', { name: 'Remove image' }).click();
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Your photo' })).toHaveCount(0);
    await expect(page.getByLabel('Select File', { exact: true })).toBeFocused();
  });

  test('a recognised artwork goes into an itinerary, found in My Itineraries', async ({ page }) => {
    await openScreen(page);
    const card = await recogniseRaft(page);
    await card.getByRole('button', { name: 'Add to my itinerary' }).click();
    // A fresh browser holds the seeded sample itinerary.
    const sample = 'Parisian Dream inspired by Mona Lisa';
    await card.getByLabel('Itinerary', { exact: true }).selectOption({ label: sample });
    await card.getByLabel('Day', { exact: true }).selectOption({ label: 'Day 2: Exploring the Seine' });
    await card.getByRole('button', { name: 'Add visit' }).click();
    await expect(card.getByRole('status')).toContainText(`10:00 visit added to ${sample}, day 2.`);

    const open = card.getByRole('link', { name: 'Open My Itineraries' });
    await expect(open).toBeFocused();
    await open.click();
    await expect(pageHeading(page)).toHaveText('My Itineraries');
    await page
      .getByRole('article')
      .filter({ hasText: sample })
      .getByRole('button', { name: 'Open Itinerary' })
      .click();
    await page.getByRole('tab', { name: /Day 2/ }).click();
    const visit = `Visit ${raft.title} — ${raft.location}`;
    await expect(page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: visit })).toHaveText(
      `10:00 ${visit}`,
    );
  });

  test('the museum hours follow the language, from English hours fetched only for a translated result', async ({
    page,
  }) => {
    // A recognition and a language switch, each of which a busy machine may serve slowly.
    test.slow();
    // The chunk with the English landmarks the hours are matched against (not part of the page's JS).
    const manifest = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const hoursChunk = manifest['src/features/recognition/english-museum-hours.ts']?.file;
    expect(hoursChunk).toBeTruthy();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));

    await openScreen(page);
    const card = await recogniseRaft(page);
    const englishHours = landmarkById(museumLandmarkId)?.opening_hours ?? '';
    const frenchHours = frPlaces.landmarks[museumLandmarkId]?.opening_hours ?? '';
    expect(englishHours).not.toBe('');
    await expect(card).toContainText(englishHours);
    expect(scripts).not.toContain(`/${hoursChunk}`);

    await chooseLanguage(page, 'fr');
    await expect(results(page)).toContainText(frenchHours);
    await expect(results(page)).not.toContainText(englishHours);
    expect(scripts).toContain(`/${hoursChunk}`);
  });

  test("a file that is not a photo gets the server's message", async ({ page, consoleErrors }) => {
    await openScreen(page);
    // The browser cannot decode it, so it goes as it is and the server explains.
    await page.getByLabel('Select File', { exact: true }).setInputFiles({
      name: 'notes.heic',
      mimeType: 'image/heic',
      buffer: Buffer.from('These are my travel notes, not a photo.'),
    });
    await expect(page.getByText('No preview for this file')).toBeVisible();
    await page.getByRole('button', { name: 'Recognize Landmark' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'could not be analysed' });
    await expect(alert).toContainText('Only JPEG, PNG and WebP photos can be uploaded.');
    await expect(alert).toBeFocused();

    // The browser reports the refused request; nothing else may fail.
    const unexpected = consoleErrors.filter((error) => !error.includes('status of 415'));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test('a possible match the visitor confirms opens as the result and goes into an itinerary', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const photo = await slantedMonaLisa();
    // On a fresh data directory the learned stage spends its first minute preparing, and photos are
    // answered by the local features alone meanwhile: ask until it offers its possible matches.
    const imageData = `data:image/jpeg;base64,${photo.buffer.toString('base64')}`;
    await expect
      .poll(
        async () => {
          const answer = await request.post('/functions/v1/ai-photo-recognition', { data: { imageData } });
          const body = (await answer.json()) as { recognition?: { candidates?: { id: string }[] } };
          return (body.recognition?.candidates ?? []).map((candidate) => candidate.id);
        },
        { timeout: 150_000, intervals: [3_000] },
      )
      .toContain('mona-lisa');

    await openScreen(page);
    await recognise(page, photo);
    const offered = page.getByTestId('recognition-candidates');
    await expect(offered.getByRole('heading', { name: 'Is it one of these?' })).toBeVisible({
      timeout: 20_000,
    });
    // Not a result yet: the honest fallback, no link to any page.
    await expect(page.getByTestId('recognition-status')).toHaveText('Status: Not recognised');
    await expect(results(page).getByRole('link')).toHaveCount(0);

    await offered.getByRole('button', { name: 'Yes, it is Mona Lisa' }).click();
    const card = results(page).getByRole('article', { name: 'Mona Lisa' });
    await expect(card).toContainText('Confirmed by you');
    await expect(page.getByTestId('recognition-status')).toHaveText('Status: Completed');
    await expect(offered).toHaveCount(0);

    await card.getByRole('button', { name: 'Add to my itinerary' }).click();
    const sample = 'Parisian Dream inspired by Mona Lisa';
    await card.getByLabel('Itinerary', { exact: true }).selectOption({ label: sample });
    await card.getByLabel('Day', { exact: true }).selectOption({ label: 'Day 2: Exploring the Seine' });
    await card.getByRole('button', { name: 'Add visit' }).click();
    await expect(card.getByRole('status')).toContainText(`visit added to ${sample}, day 2.`);
    await card.getByRole('link', { name: 'Open My Itineraries' }).click();
    await page
      .getByRole('article')
      .filter({ hasText: sample })
      .getByRole('button', { name: 'Open Itinerary' })
      .click();
    await page.getByRole('tab', { name: /Day 2/ }).click();
    await expect(
      page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Visit Mona Lisa' }),
    ).toHaveCount(1);
  });

  // Signs in with the header's desktop dialog; the phone's sign-in through its menu is in auth.spec.ts.
  test('a signed-in visitor earns XP once for a photo the server recorded', async ({ page, request }) => {
    const account = await createConfirmedAccount(request, 'recogniser');
    const claims: unknown[] = [];
    page.on('request', (sent: Request) => {
      if (!sent.url().endsWith('/functions/v1/gamification-system')) return;
      const body = sent.postDataJSON() as { action: string; data: unknown };
      if (body.action === 'photo_recognized') claims.push(body.data);
    });
    const answered = page.waitForResponse((response) => response.url().endsWith('/ai-photo-recognition'));
    await openScreen(page);
    await signInThroughHeader(page, account);
    await recogniseRaft(page);
    const { recognition_id: recognitionId } = (await (await answered).json()) as { recognition_id?: string };
    expect(recognitionId).toMatch(/^[0-9a-f-]{36}$/);
    // 20 for the photo and 50 for Keen Eye, the first photo's achievement.
    await expect(page.getByText('+70 XP for this recognition')).toBeVisible({ timeout: 20_000 });
    // The claim names the server's record of this photo, nothing the page made up.
    expect(claims).toEqual([{ recognitionId }]);
  });
});
