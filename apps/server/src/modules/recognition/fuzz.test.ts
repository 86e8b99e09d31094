import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { fuzzVisitorJsonPost } from '../../testing/fuzz';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** Bytes that start like an image and then go wrong, or are something else entirely. */
async function brokenImages(): Promise<Buffer[]> {
  const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#a33' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#3a3a' } })
    .png()
    .toBuffer();
  return [
    jpeg.subarray(0, 3),
    jpeg.subarray(0, jpeg.length / 2),
    Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(500, 0x41)]),
    png.subarray(0, 40),
    png,
    Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 garbage'),
    Buffer.from('%PDF-1.7 not a photo'),
  ];
}

describe('photo recognition under random input', () => {
  let server: TestServer;
  let images: Buffer[];
  beforeAll(async () => {
    server = await startTestServer({ env: { RECOGNITION_RATE_LIMIT: '100000/60' } });
    images = await brokenImages();
  });
  afterAll(async () => server?.close());

  it('POST /functions/v1/ai-photo-recognition answers 200 or 4xx in the error shape, never 5xx', async () => {
    const imageData = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom('data:', 'data:image/png;base64,', 'data:image/jpeg;base64,====', 'base64,AAAA'),
      fc
        .nat({ max: images.length - 1 })
        .map((i) => `data:image/jpeg;base64,${images[i]?.toString('base64')}`),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('base64')),
      fc.integer(),
      fc.constant(null),
    );
    const body = fc.record(
      { imageData, fileName: fc.oneof(fc.string({ maxLength: 300 }), fc.integer()) },
      { requiredKeys: [] },
    );
    await fuzzVisitorJsonPost(server.baseUrl, '/functions/v1/ai-photo-recognition', body, 80);
  }, 120_000);
});
