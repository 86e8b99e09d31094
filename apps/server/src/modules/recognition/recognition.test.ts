import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FunctionsClient } from '@supabase/functions-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, recognitionResponseSchema, type Recognition } from '@artvoyage/contract';
import { postJson } from '../../testing/auth-helpers';
import { startFakeAiProviders, type FakeAiProviders } from '../../testing/fake-ai-providers';
import { pngDeclaring, solidImage } from '../../testing/images';
import { phonePhoto, unrelatedPictures } from '../../testing/photo-variants';
import { sharedMediaDir, startTestServer, type TestServer } from '../../testing/test-server';
import { setUpTestServer, signUpOn } from '../../testing/suite-server';
import { retakeSuggestions } from './enrich';

const dataUrl = (bytes: Buffer, mime = 'image/jpeg') => `data:${mime};base64,${bytes.toString('base64')}`;
const endpoint = (server: TestServer) => `${server.baseUrl}/functions/v1/ai-photo-recognition`;

async function recognise(server: TestServer, imageData: string): Promise<Recognition> {
  const result = await postJson(endpoint(server), { imageData, fileName: `recognition-${Date.now()}.jpg` });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return recognitionResponseSchema.parse(result.body).recognition;
}

function expectError(
  result: { status: number; body: unknown },
  status: number,
  code: string,
  message?: RegExp,
) {
  expect(result.status).toBe(status);
  const { error } = errorBodySchema.parse(result.body);
  expect(error.code).toBe(code);
  if (message) expect(error.message).toMatch(message);
}

describe('photo recognition with the embedded visual search', () => {
  const server = setUpTestServer();

  it('recognises an artwork in a phone-like photo and tells what, where and why it matters', async () => {
    const photo = await phonePhoto(join(sharedMediaDir, 'artworks/raft-medusa.jpg'), 1);
    const recognition = await recognise(server, dataUrl(photo));
    expect(recognition).toMatchObject({ status: 'completed', source: 'visual-search' });
    const [best] = recognition.detected_landmarks;
    expect(best).toMatchObject({
      name: 'The Raft of the Medusa',
      location: 'Louvre Museum, Paris',
      subject: { kind: 'artwork', id: 'raft-medusa' },
      room: 'Denon Wing, Room 700 (Salle Mollien)',
      page: '/artwork/raft-medusa',
    });
    expect(best?.confidence).toBeGreaterThan(0.7);
    expect(best?.confidence).toBeLessThan(1);
    expect(best?.description).toContain('Théodore Géricault');
    expect(best?.cultural_context).toMatch(/Méduse/);
    expect(best?.opening_hours).toMatch(/Tuesday/);
    expect(best?.recommendations).toContain('Find it in the Denon Wing, Room 700 (Salle Mollien).');
    expect(best?.recommendations.some((tip) => tip.includes('French Art'))).toBe(true);
    expect(recognition.suggestions[0]).toContain('The Raft of the Medusa');
    expect(recognition.processing_time).toBeGreaterThan(0);
  }, 60_000);

  it('recognises a landmark and answers through the functions client (functions.invoke)', async () => {
    const photo = await phonePhoto(join(sharedMediaDir, 'landmarks/colosseum-2.jpg'), 2);
    const functions = new FunctionsClient(`${server.baseUrl}/functions/v1`);
    const { data, error } = await functions.invoke('ai-photo-recognition', {
      body: { imageData: dataUrl(photo), fileName: 'recognition-1.jpg' },
    });
    expect(error).toBeNull();
    const { recognition } = recognitionResponseSchema.parse(data);
    expect(recognition.detected_landmarks[0]).toMatchObject({
      name: 'Colosseum',
      location: 'Rome, Italy',
      subject: { kind: 'landmark', id: 'colosseum' },
      page: '/interactive-map',
    });
    expect(recognition.detected_landmarks[0]?.cultural_context.length).toBeGreaterThan(40);
    expect(recognition.detected_landmarks[0]?.recommendations.length).toBeGreaterThan(0);
  }, 60_000);

  it('records a signed-in caller’s recognised photo, whose id earns XP once and only for them', async () => {
    const owner = (await signUpOn(server, 'recognition-owner')).session;
    const other = (await signUpOn(server, 'recognition-other')).session;
    const photo = dataUrl(await phonePhoto(join(sharedMediaDir, 'artworks/mona-lisa.jpg'), 3));
    const signedIn = await postJson(endpoint(server), { imageData: photo }, owner.access_token);
    expect(signedIn.status).toBe(200);
    const { recognition_id: recognitionId } = recognitionResponseSchema.parse(signedIn.body);
    expect(recognitionId).toMatch(/^[0-9a-f-]{36}$/);
    // A visitor's photo is recognised the same, but nothing is recorded.
    const visitor = recognitionResponseSchema.parse(
      (await postJson(endpoint(server), { imageData: photo })).body,
    );
    expect(visitor.recognition_id).toBeUndefined();
    // Nothing recognised: nothing recorded.
    const blank = await postJson(
      endpoint(server),
      { imageData: dataUrl(await solidImage(640, 480, 'jpeg')) },
      owner.access_token,
    );
    expect(recognitionResponseSchema.parse(blank.body).recognition_id).toBeUndefined();

    const claim = (token: string) =>
      postJson(
        `${server.baseUrl}/functions/v1/gamification-system`,
        { action: 'photo_recognized', data: { recognitionId } },
        token,
      );
    expect((await claim(other.access_token)).status).toBe(404);
    expect((await claim(owner.access_token)).body).toMatchObject({ xpAwarded: 20 + 50, message: '+70 XP' });
    expect((await claim(owner.access_token)).body).toMatchObject({
      xpAwarded: 0,
      message: 'Already counted',
    });
  }, 60_000);

  it('answers the Unknown Landmark fallback, not a guess, for a picture of nothing it knows', async () => {
    for (const picture of await unrelatedPictures()) {
      const recognition = await recognise(server, dataUrl(picture));
      expect(recognition).toMatchObject({ status: 'fallback', source: 'none' });
      expect(recognition.detected_landmarks).toHaveLength(1);
      expect(recognition.detected_landmarks[0]).toMatchObject({ name: 'Unknown Landmark', confidence: 0.5 });
      expect(recognition.suggestions).toEqual([...retakeSuggestions]);
      expect(recognition.suggestions.join(' ')).toMatch(/clearer image.*another angle.*lighting/s);
    }
  }, 60_000);

  it('reads PNG and WebP photos too, told apart by their bytes whatever the data URL says', async () => {
    const photo = await phonePhoto(join(sharedMediaDir, 'artworks/mona-lisa.jpg'), 0);
    const sharp = (await import('sharp')).default;
    const webp = await sharp(photo).webp().toBuffer();
    const recognition = await recognise(server, dataUrl(webp, 'image/png'));
    expect(recognition.detected_landmarks[0]?.subject).toEqual({ kind: 'artwork', id: 'mona-lisa' });
  }, 60_000);

  it('keeps nothing of the photo', async () => {
    const before = await readdir(server.config.dataDir, { recursive: true });
    await recognise(server, dataUrl(await phonePhoto(join(sharedMediaDir, 'artworks/venus-de-milo.jpg'), 3)));
    const after = await readdir(server.config.dataDir, { recursive: true });
    // The database may write its own files; nothing else appears.
    expect(after.filter((path) => !before.includes(path) && !path.startsWith('db'))).toEqual([]);
  }, 60_000);

  it('refuses what is not a photo, too large or damaged with a clear 4xx', async () => {
    const post = (body: unknown) => postJson(endpoint(server), body);
    expectError(await post({ fileName: 'x.jpg' }), 400, 'VALIDATION_FAILED', /imageData/);
    expectError(await post({ imageData: '' }), 400, 'VALIDATION_FAILED', /Choose a photo first/);
    expectError(await post({ imageData: 'data:text/plain,hello' }), 400, 'VALIDATION_FAILED', /base64/);
    expectError(await post({ imageData: 'not base64 at all!' }), 400, 'VALIDATION_FAILED', /base64/);
    const text = Buffer.from('GIF89a is what this pretends to be, but it is text');
    expectError(await post({ imageData: dataUrl(text, 'image/gif') }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(
      await post({ imageData: dataUrl(pngDeclaring(9000, 9000), 'image/png') }),
      413,
      'IMAGE_TOO_LARGE',
      /9000 × 9000/,
    );
    const jpeg = await solidImage(1200, 900, 'jpeg');
    expectError(await post({ imageData: dataUrl(jpeg.subarray(0, 400)) }), 422, 'INVALID_IMAGE');
    const overTen = Buffer.alloc(10 * 1024 * 1024 + 10, 0xff);
    expectError(await post({ imageData: dataUrl(overTen) }), 413, 'PAYLOAD_TOO_LARGE', /10 MB/);
    const overBodyLimit = 'A'.repeat(16 * 1024 * 1024);
    expectError(await post({ imageData: overBodyLimit }), 413, 'PAYLOAD_TOO_LARGE');
  }, 60_000);
});

describe('photo recognition when things go wrong or a vision provider is configured', () => {
  let providers: FakeAiProviders;
  let failing: TestServer;
  let withVision: TestServer;
  let limited: TestServer;

  beforeAll(async () => {
    providers = await startFakeAiProviders();
    failing = await startTestServer({
      overrides: {
        recogniser: {
          recognise: () => Promise.reject(new Error('the WebAssembly module ran out of memory')),
        },
      },
    });
    withVision = await startTestServer({
      env: { AI_VISION_PROVIDER: JSON.stringify(providers.provider('vision', 'openai')) },
    });
    limited = await startTestServer({ env: { RECOGNITION_RATE_LIMIT: '2/60' } });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([failing?.close(), withVision?.close(), limited?.close(), providers?.close()]);
  });

  it('answers "Service Unavailable" with status error when the recogniser fails', async () => {
    const recognition = await recognise(failing, dataUrl(await solidImage(640, 480, 'jpeg')));
    expect(recognition).toMatchObject({ status: 'error', source: 'none' });
    expect(recognition.detected_landmarks).toEqual([
      expect.objectContaining({ name: 'Service Unavailable', confidence: 0 }),
    ]);
  });

  it('asks the vision provider only when the visual search finds nothing, and uses our facts for our places', async () => {
    providers.replies.set(
      'vision',
      '```json\n{"landmarks":[{"name":"Trevi Fountain","location":"Rome","confidence":0.82,"description":"A fountain.","cultural_context":"Baroque.","recommendations":["Go early"]}]}\n```',
    );
    const [busy] = await unrelatedPictures();
    const recognition = await recognise(withVision, dataUrl(busy as Buffer));
    expect(recognition).toMatchObject({ status: 'completed', source: 'vision-provider' });
    expect(recognition.detected_landmarks[0]).toMatchObject({
      name: 'Trevi Fountain',
      location: 'Rome, Italy',
      confidence: 0.82,
      subject: { kind: 'landmark', id: 'trevi-fountain' },
    });
    const call = providers.calls.at(-1);
    expect(call?.authorization).toBe('Bearer key-vision');
    const content = (call?.body.messages as { content: unknown }[])[1]?.content as {
      type: string;
      image_url?: { url: string };
    }[];
    expect(content.find((part) => part.type === 'image_url')?.image_url?.url).toMatch(
      /^data:image\/jpeg;base64,/,
    );

    // A photo the visual search recognises never reaches the provider.
    const calls = providers.calls.length;
    const photo = await phonePhoto(join(sharedMediaDir, 'artworks/wedding-feast.jpg'), 2);
    expect((await recognise(withVision, dataUrl(photo))).source).toBe('visual-search');
    expect(providers.calls).toHaveLength(calls);
  }, 60_000);

  it('offers an unsure provider answer about one of our places as a possible match, never as a result', async () => {
    providers.replies.set(
      'vision',
      '{"landmarks":[{"name":"Trevi Fountain","location":"Rome","confidence":0.35,"description":"Maybe a fountain.","cultural_context":"","recommendations":[]},' +
        '{"name":"Some Chapel Nobody Knows","location":"Nowhere","confidence":0.3,"description":"A guess.","cultural_context":"","recommendations":[]}]}',
    );
    const [busy] = await unrelatedPictures();
    const recognition = await recognise(withVision, dataUrl(busy as Buffer));
    expect(recognition).toMatchObject({ status: 'fallback', source: 'none' });
    expect(recognition.detected_landmarks).toEqual([expect.objectContaining({ name: 'Unknown Landmark' })]);
    // Checked against the catalogue: our fountain is offered, with our facts; the unknown chapel is not.
    expect(recognition.candidates).toEqual([
      expect.objectContaining({
        id: 'trevi-fountain',
        kind: 'landmark',
        name: 'Trevi Fountain',
        score: 0.35,
      }),
    ]);
    expect(recognition.candidates?.[0]?.result.location).toBe('Rome, Italy');
  }, 60_000);

  it('falls back when the provider answers nonsense or fails', async () => {
    const [busy] = await unrelatedPictures();
    providers.replies.set('vision', 'I think it is a nice picture.');
    expect((await recognise(withVision, dataUrl(busy as Buffer))).status).toBe('fallback');
    providers.replies.set('vision', '{"landmarks":[{"name":"","confidence":7}]}');
    expect((await recognise(withVision, dataUrl(busy as Buffer))).status).toBe('fallback');
    providers.behaviour.set('vision', 'http500');
    expect((await recognise(withVision, dataUrl(busy as Buffer))).status).toBe('fallback');
    providers.behaviour.delete('vision');
  }, 60_000);

  it('limits photos per address', async () => {
    const tiny = dataUrl(await solidImage(64, 64, 'png'), 'image/png');
    expect((await postJson(endpoint(limited), { imageData: tiny })).status).toBe(200);
    expect((await postJson(endpoint(limited), { imageData: tiny })).status).toBe(200);
    expectError(await postJson(endpoint(limited), { imageData: tiny }), 429, 'TOO_MANY_REQUESTS');
  }, 60_000);
});
