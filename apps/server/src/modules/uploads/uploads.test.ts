import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FunctionsClient, FunctionsHttpError } from '@supabase/functions-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, maxUploadBytes, photoUploadResponseSchema } from '@artvoyage/contract';
import { postJson, relaxedRateLimits } from '../../testing/auth-helpers';
import { phonePhotoWithGps, pngDeclaring, readExif, readSharedPhoto, solidImage } from '../../testing/images';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signUpOn } from '../../testing/suite-server';
import { uploadRateLimit } from './routes';

const publicUrlPattern =
  /^\/api\/v1\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
const dataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;

describe('photo uploads', () => {
  let server: TestServer;
  let token: string;

  const newUserToken = async (label: string) => (await signUpOn(server, label)).session.access_token;
  /** Signed in as the suite's user unless told otherwise; null sends no Authorization header. */
  const upload = (body: unknown, accessToken: string | null = token) =>
    postJson(`${server.baseUrl}/functions/v1/photo-upload`, body, accessToken ?? undefined);
  const uploadImage = (bytes: Buffer, fileName: string, mime = 'image/jpeg') =>
    upload({ imageData: dataUrl(bytes, mime), fileName, title: 'A day at the Louvre' });
  const download = async (publicUrl: string) => {
    const response = await fetch(`${server.baseUrl}${publicUrl}`);
    expect(response.status).toBe(200);
    return { headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const expectError = (
    result: { status: number; body: unknown },
    status: number,
    code: string,
    message?: RegExp,
  ) => {
    expect(result.status).toBe(status);
    const { error } = errorBodySchema.parse(result.body);
    expect(error.code).toBe(code);
    if (message) expect(error.message).toMatch(message);
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMITS: relaxedRateLimits } });
    token = await newUserToken('uploads');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a real photo sent like the web client (functions.invoke) and serves it as WebP', async () => {
    const photo = await readSharedPhoto();
    const original = await sharp(photo).metadata();
    const functions = new FunctionsClient(`${server.baseUrl}/functions/v1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { data, error } = await functions.invoke('photo-upload', {
      body: { imageData: dataUrl(photo, 'image/jpeg'), fileName: 'eiffel.jpg', postData: { mood: 'amazed' } },
    });
    expect(error).toBeNull();
    const result = photoUploadResponseSchema.parse(data);
    expect(result.publicUrl).toMatch(publicUrlPattern);
    // The original is smaller than 2048 px on both sides, so it keeps its size.
    expect([result.width, result.height]).toEqual([original.width, original.height]);

    const served = await download(result.publicUrl);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Number(served.headers.get('content-length'))).toBe(served.bytes.length);
    const stored = await sharp(served.bytes).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', result.width, result.height]);

    // Kept under DATA_DIR/uploads, written whole (no partial files left).
    const key = result.publicUrl.split('/').pop() ?? '';
    const files = await readdir(join(server.config.dataDir, 'uploads'));
    expect(files).toContain(key);
    expect(files.filter((name) => name.startsWith('.'))).toEqual([]);
    expect(await readFile(join(server.config.dataDir, 'uploads', key))).toEqual(served.bytes);
  });

  it('answers 304 when If-None-Match names the ETag, with the caching headers again', async () => {
    const { body } = await uploadImage(await solidImage(40, 30, 'jpeg'), 'small.jpg');
    const { publicUrl } = photoUploadResponseSchema.parse(body);
    const first = await fetch(`${server.baseUrl}${publicUrl}`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f-]{36}"$/);
    await first.arrayBuffer();

    for (const ifNoneMatch of [etag ?? '', `W/${etag}`, `"other", ${etag}`]) {
      const again = await fetch(`${server.baseUrl}${publicUrl}`, {
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const changed = await fetch(`${server.baseUrl}${publicUrl}`, { headers: { 'if-none-match': '"other"' } });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
  });

  it('drops EXIF and the GPS position, and turns the photo upright first', async () => {
    const photo = await phonePhotoWithGps(3000, 2000);
    // The input really carries a position and an orientation, or this test would prove nothing.
    const inputExif = await readExif(photo);
    expect(inputExif?.GPSInfo?.GPSLatitude).toEqual([48, 51, 40]);
    expect(inputExif?.GPSInfo?.GPSLongitudeRef).toBe('E');
    expect(inputExif?.Image?.Orientation).toBe(6);

    const result = await uploadImage(photo, 'IMG_0042.jpg');
    expect(result.status).toBe(200);
    const { publicUrl, width, height } = photoUploadResponseSchema.parse(result.body);
    // 3000x2000 shown portrait is 2000x3000, scaled to fit 2048x2048.
    expect([width, height]).toEqual([1365, 2048]);

    const { bytes } = await download(publicUrl);
    const stored = await sharp(bytes).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 1365, 2048]);
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(await readExif(bytes)).toBeUndefined();
    // Not even a stray EXIF or XMP chunk in the RIFF container.
    expect(bytes.includes(Buffer.from('EXIF'))).toBe(false);
    expect(bytes.includes(Buffer.from('XMP '))).toBe(false);
    expect(bytes.includes(Buffer.from('ArtVoyage Test Camera'))).toBe(false);
  });

  it('goes by the bytes: a PNG named .jpg and sent as image/jpeg is read as PNG and stored as WebP', async () => {
    const png = await solidImage(120, 80, 'png');
    const result = await uploadImage(png, 'holiday.jpg', 'image/jpeg');
    expect(result.status).toBe(200);
    const { publicUrl, width, height } = photoUploadResponseSchema.parse(result.body);
    expect([width, height]).toEqual([120, 80]);
    const stored = await sharp((await download(publicUrl)).bytes).metadata();
    expect(stored.format).toBe('webp');
  });

  it('accepts WebP as bare base64, and scales large photos down to fit 2048x2048', async () => {
    const webp = await solidImage(4096, 1024, 'webp');
    const result = await upload({ imageData: webp.toString('base64'), fileName: 'panorama.webp' });
    expect(result.status).toBe(200);
    expect(photoUploadResponseSchema.parse(result.body)).toMatchObject({ width: 2048, height: 512 });
  });

  it('refuses a text file named .jpg with 415, whatever the data URL says', async () => {
    const text = Buffer.from('Just some notes about the trip, not a photo.\n');
    expectError(
      await uploadImage(text, 'photo.jpg', 'image/jpeg'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      /^Only JPEG, PNG and WebP photos can be uploaded\.$/,
    );
    // GIF and SVG are images, but not ones we take.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expectError(await uploadImage(svg, 'logo.svg', 'image/svg+xml'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a truncated JPEG with 422, not 500', async () => {
    const photo = await readSharedPhoto();
    const truncated = photo.subarray(0, Math.floor(photo.length * 0.6));
    expectError(await uploadImage(truncated, 'cut.jpg'), 422, 'INVALID_IMAGE', /damaged or incomplete/);
    // Magic bytes and nothing after them.
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    expectError(await uploadImage(header, 'broken.png'), 422, 'INVALID_IMAGE');
  });

  it('refuses more than 10 MB with 413, whether the body or the decoded photo is too large', async () => {
    const twentyMegabytes = 'A'.repeat(20 * 1024 * 1024);
    expectError(
      await upload({ imageData: `data:image/jpeg;base64,${twentyMegabytes}`, fileName: 'huge.jpg' }),
      413,
      'PAYLOAD_TOO_LARGE',
      /too large.*at most 10 MB/,
    );
    // Under the body limit as base64, over 10 MB decoded.
    const overTen = Buffer.alloc(maxUploadBytes + 512 * 1024, 7);
    overTen.set([0xff, 0xd8, 0xff, 0xe0]);
    expectError(
      await uploadImage(overTen, 'big.jpg'),
      413,
      'PAYLOAD_TOO_LARGE',
      /\(10\.5 MB\).*at most 10 MB/,
    );
  });

  it('refuses a decompression bomb (small PNGs of 400 and 50 megapixels) by its header', async () => {
    const declared = pngDeclaring(20_000, 20_000);
    expect(declared.length).toBeLessThan(1024);
    expectError(
      await uploadImage(declared, 'tiny.png', 'image/png'),
      413,
      'IMAGE_TOO_LARGE',
      /20000 × 20000 pixels/,
    );

    const bomb = await solidImage(10_000, 5_000, 'png');
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expectError(
      await uploadImage(bomb, 'bomb.png', 'image/png'),
      413,
      'IMAGE_TOO_LARGE',
      /10000 × 5000 pixels.*at most 40 megapixels/,
    );
  });

  it('refuses a data URL that is not base64 with 400', async () => {
    expectError(
      await upload({ imageData: 'data:image/png,%89PNG%0D%0A', fileName: 'x.png' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await upload({ fileName: 'x.png' }), 400, 'VALIDATION_FAILED', /imageData/);
  });

  it('needs a valid access token (401 before the body is read)', async () => {
    const body = { imageData: dataUrl(await solidImage(8, 8, 'png'), 'image/png'), fileName: 'a.png' };
    expectError(await upload(body, null), 401, 'UNAUTHORIZED');
    expectError(await upload(body, 'not-a-jwt'), 401, 'UNAUTHORIZED');
    // Even a body over the limit gets its 401, not a 413.
    expectError(
      await upload({ imageData: 'A'.repeat(16 * 1024 * 1024), fileName: 'a.png' }, null),
      401,
      'UNAUTHORIZED',
    );
  });

  it('answers 404 in the error shape for unknown or malformed keys', async () => {
    for (const key of [
      '00000000-0000-4000-8000-000000000000.webp',
      'not-a-key.webp',
      '00000000-0000-4000-8000-000000000000.png',
      '..%2F..%2Fdb',
    ]) {
      const response = await fetch(`${server.baseUrl}/api/v1/uploads/${key}`);
      expect(response.status, key).toBe(404);
      expect(errorBodySchema.parse(await response.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it(`limits each user to ${uploadRateLimit.max} uploads per window`, async () => {
    const busy = await newUserToken('busy');
    const image = dataUrl(await solidImage(4, 4, 'png'), 'image/png');
    for (let i = 0; i < uploadRateLimit.max; i += 1) {
      expect((await upload({ imageData: image, fileName: `${i}.png` }, busy)).status).toBe(200);
    }
    expectError(await upload({ imageData: image, fileName: 'one-more.png' }, busy), 429, 'TOO_MANY_REQUESTS');
    // Counted per user: someone else on the same address may still upload.
    expect((await upload({ imageData: image, fileName: 'mine.png' })).status).toBe(200);
  });

  it('reports a refusal to the functions client as a FunctionsHttpError', async () => {
    const functions = new FunctionsClient(`${server.baseUrl}/functions/v1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { data, error } = await functions.invoke('photo-upload', {
      body: { imageData: dataUrl(Buffer.from('hello'), 'image/jpeg'), fileName: 'x.jpg' },
    });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(415);
  });
});
