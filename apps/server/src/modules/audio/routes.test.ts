import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@artvoyage/contract';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { mp3Seconds, voiceSettings } from './narration';

/** True when the bytes start like an MP3: an ID3 tag or an MPEG audio frame sync. */
function looksLikeMp3(bytes: Uint8Array): boolean {
  const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
  const frame = bytes[0] === 0xff && (bytes[1] === 0xfb || bytes[1] === 0xf3 || bytes[1] === 0xf2);
  return id3 || frame;
}

// Synthesises one guide only (a few seconds in the speech worker); every range test reuses it.
describe('audio guides', () => {
  let server: TestServer;
  let whole: Uint8Array;
  const url = () => `${server.baseUrl}/api/v1/audio/mona-lisa.mp3`;

  beforeAll(async () => {
    server = await startTestServer({ env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('speaks the narration into a seekable MP3', async () => {
    const response = await fetch(url());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('etag')).toBeTruthy();
    whole = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(whole.length);
    expect(looksLikeMp3(whole)).toBe(true);
    const seconds = mp3Seconds(whole.length, voiceSettings.kbps);
    expect(seconds).toBeGreaterThan(30);
    expect(seconds).toBeLessThan(180);

    const cached = await readdir(join(server.config.dataDir, 'cache', 'audio'));
    expect(cached).toEqual([expect.stringMatching(/^mona-lisa-[0-9a-f]{16}\.mp3$/)]);
  }, 60_000);

  it('answers the first 100 bytes of a range request', async () => {
    const response = await fetch(url(), { headers: { range: 'bytes=0-99' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-99/${whole.length}`);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    const part = new Uint8Array(await response.arrayBuffer());
    expect(part.length).toBe(100);
    expect(part).toEqual(whole.subarray(0, 100));
  });

  it('answers a range in the middle', async () => {
    const start = Math.floor(whole.length / 2);
    const end = start + 4095;
    const response = await fetch(url(), { headers: { range: `bytes=${start}-${end}` } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${whole.length}`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(whole.subarray(start, end + 1));
  });

  it('answers an open-ended range up to the end', async () => {
    const start = whole.length - 1000;
    const response = await fetch(url(), { headers: { range: `bytes=${start}-` } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${whole.length - 1}/${whole.length}`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(whole.subarray(start));
  });

  it('refuses a range past the end with 416', async () => {
    const response = await fetch(url(), { headers: { range: 'bytes=99999999-' } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    const body = errorBodySchema.parse(await response.json());
    expect(body.error.code).toBe('RANGE_NOT_SATISFIABLE');
  });

  it('revalidates with the ETag', async () => {
    const first = await fetch(url(), { method: 'HEAD' });
    expect(first.status).toBe(200);
    expect(Number(first.headers.get('content-length'))).toBe(whole.length);
    const etag = first.headers.get('etag') ?? '';
    // fetch() adds Cache-Control: no-cache to conditional requests unless one is given; browsers
    // revalidating from their cache do not send it.
    const again = await fetch(url(), { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers an unknown artwork with 404 in the error shape', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/audio/the-scream.mp3`);
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error.code).toBe('NOT_FOUND');
  });

  it.each(['mona-lisa.wav', 'mona-lisa', '..%2Fmona-lisa.mp3', 'Mona-Lisa.mp3'])(
    'refuses %s with 400 in the error shape',
    async (file) => {
      const response = await fetch(`${server.baseUrl}/api/v1/audio/${file}`);
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(await response.json()).error.code).toBe('VALIDATION_FAILED');
    },
  );
});
