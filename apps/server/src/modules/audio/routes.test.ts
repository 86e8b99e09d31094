import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioGuideUrl, errorBodySchema } from '@artvoyage/contract';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { mp3Seconds, voiceSettings } from './narration';
import { everyGuide } from './routes';

/** True when the bytes start like an MP3: an ID3 tag or an MPEG audio frame sync. */
function looksLikeMp3(bytes: Uint8Array): boolean {
  const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
  const frame = bytes[0] === 0xff && (bytes[1] === 0xfb || bytes[1] === 0xf3 || bytes[1] === 0xf2);
  return id3 || frame;
}

// Synthesises three guides only, the Mona Lisa's in English, French and Russian (a few seconds each in
// the speech worker); every range test reuses them.
describe('audio guides', () => {
  let server: TestServer;
  let whole: Uint8Array;
  const url = () => `${server.baseUrl}${audioGuideUrl('mona-lisa')}`;

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
    expect(cached).toEqual([expect.stringMatching(/^mona-lisa-en-[0-9a-f]{16}\.mp3$/)]);
    // The first guide also starts the speech worker; on a busy 2-core machine that takes a while.
  }, 120_000);

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

  describe('in French and Russian', () => {
    const guides: Record<string, Uint8Array> = {};

    it.each(['fr', 'ru'] as const)(
      'speaks the %s narration into its own MP3',
      async (locale) => {
        const response = await fetch(`${server.baseUrl}${audioGuideUrl('mona-lisa', locale)}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('audio/mpeg');
        expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
        const guide = new Uint8Array(await response.arrayBuffer());
        expect(looksLikeMp3(guide)).toBe(true);
        const seconds = mp3Seconds(guide.length, voiceSettings.kbps);
        expect(seconds).toBeGreaterThan(30);
        expect(seconds).toBeLessThan(180);
        expect(guide).not.toEqual(whole);
        guides[locale] = guide;
      },
      120_000,
    );

    it('keeps each language in its own cache file', async () => {
      expect(guides.fr).not.toEqual(guides.ru);
      const cached = (await readdir(join(server.config.dataDir, 'cache', 'audio'))).sort();
      expect(cached).toEqual([
        expect.stringMatching(/^mona-lisa-en-[0-9a-f]{16}\.mp3$/),
        expect.stringMatching(/^mona-lisa-fr-[0-9a-f]{16}\.mp3$/),
        expect.stringMatching(/^mona-lisa-ru-[0-9a-f]{16}\.mp3$/),
      ]);
      // Asking again synthesises nothing: the same bytes come from the cache.
      const again = await fetch(`${server.baseUrl}${audioGuideUrl('mona-lisa', 'fr')}`);
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(guides.fr);
    });

    it('answers a range of the Russian guide', async () => {
      const russian = guides.ru ?? new Uint8Array();
      const start = Math.floor(russian.length / 3);
      const response = await fetch(`${server.baseUrl}${audioGuideUrl('mona-lisa', 'ru')}`, {
        headers: { range: `bytes=${start}-${start + 999}` },
      });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${start + 999}/${russian.length}`);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(russian.subarray(start, start + 1000));
    });

    it('serves the English guide under /en/ too', async () => {
      const response = await fetch(`${server.baseUrl}/api/v1/audio/en/mona-lisa.mp3`);
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(whole);
    });

    it('refuses an unknown language with 400, naming the languages there are', async () => {
      const response = await fetch(`${server.baseUrl}/api/v1/audio/de/mona-lisa.mp3`);
      expect(response.status).toBe(400);
      const body = errorBodySchema.parse(await response.json());
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(body)).toContain('The language must be one of en, fr, ru');
    });

    it('answers an unknown artwork with 404', async () => {
      const response = await fetch(`${server.baseUrl}${audioGuideUrl('the-scream', 'fr')}`);
      expect(response.status).toBe(404);
      expect(errorBodySchema.parse(await response.json()).error.code).toBe('NOT_FOUND');
    });
  });

  it('documents the route of each language in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string; schema?: { enum?: string[] } }> } }>;
    };
    expect(document.paths).toHaveProperty(['/api/v1/audio/{file}']);
    const parameters = document.paths['/api/v1/audio/{locale}/{file}']?.get?.parameters ?? [];
    expect(parameters.find((parameter) => parameter.name === 'locale')?.schema?.enum).toEqual([
      'en',
      'fr',
      'ru',
    ]);
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

describe('the warm-up', () => {
  it('covers every artwork in English, then French, then Russian, each in its own words', () => {
    const guides = everyGuide();
    expect(guides).toHaveLength(30);
    expect(guides.map((guide) => guide.locale)).toEqual(
      ['en', 'fr', 'ru'].flatMap((locale) => Array<string>(10).fill(locale)),
    );
    expect(guides.find((guide) => guide.locale === 'fr')?.narration).toMatch(/^Bienvenue devant La Joconde/);
    expect(guides.find((guide) => guide.locale === 'ru')?.narration).toMatch(/^Вы стоите перед «Джокондой»/);
  });
});
