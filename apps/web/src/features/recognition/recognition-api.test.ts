import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/shared/api/http';
import { recognisePhoto, recognitionPath } from './recognition-api';
import { raft as recognition } from './testing/recognitions';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('recognisePhoto', () => {
  it('posts the data URL and file name and returns the checked recognition', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { recognition }));
    vi.stubGlobal('fetch', fetchMock);
    const request = { imageData: 'data:image/jpeg;base64,AAAA', fileName: 'recognition-1.jpg' };
    await expect(recognisePhoto(request)).resolves.toEqual({ recognition, recordedId: null });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(recognitionPath);
    expect(url).toBe('/functions/v1/ai-photo-recognition');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(request);
  });

  it("turns a refusal into an ApiError with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        json(415, {
          error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send a JPEG, PNG or WebP photo.' },
        }),
      ),
    );
    const error = await recognisePhoto({ imageData: 'data:text/plain;base64,aGk=' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send a JPEG, PNG or WebP photo.',
    });
  });

  it('reports an unreachable server as a NetworkError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(recognisePhoto({ imageData: 'x' })).rejects.toBeInstanceOf(NetworkError);
  });

  it('refuses an answer that is not a recognition', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const badResponse = { name: 'ApiError', code: 'BAD_RESPONSE' };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { recognition: { status: 'completed' } })));
    await expect(recognisePhoto({ imageData: 'x' })).rejects.toMatchObject(badResponse);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<!doctype html>', { status: 200 })));
    await expect(recognisePhoto({ imageData: 'x' })).rejects.toMatchObject(badResponse);
  });
});
