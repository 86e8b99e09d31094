import { afterEach, describe, expect, it, vi } from 'vitest';
import { getNetworkState, reportServerAnswered } from '@/shared/offline/network-status';
import { readEarly, takeEarlyRead } from './early-reads';
import { ApiError, apiFetch, errorFromBody, NetworkError, setSecondFactorHandler } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setSecondFactorHandler(null);
});

describe('errorFromBody', () => {
  it('keeps the server code and message', () => {
    const error = errorFromBody(403, { error: { code: 'FORBIDDEN', message: 'Not yours' } });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Not yours');
    expect(error.code).toBe('FORBIDDEN');
    expect(error.status).toBe(403);
  });
  it('reads the flat code and message of the /rest/v1 procedures', () => {
    const error = errorFromBody(403, {
      code: 'MFA_REQUIRED',
      message: 'Code first',
      details: null,
      hint: null,
    });
    expect(error).toMatchObject({ status: 403, code: 'MFA_REQUIRED', message: 'Code first' });
  });
  it('falls back to the status for an unknown body', () => {
    expect(errorFromBody(418, 'teapot').message).toBe('HTTP 418');
  });
  it("reads a code outside the API's list as no error body", () => {
    // A proxy or another service in front may answer JSON of the same shape with codes of its own.
    const error = errorFromBody(504, { error: { code: 'upstream_timeout', message: 'Gateway Timeout' } });
    expect(error.code).toBe('HTTP_ERROR');
    expect(errorFromBody(409, { error: { code: 'ITINERARY_LIMIT', message: 'Full' } }).code).toBe(
      'ITINERARY_LIMIT',
    );
  });
});

describe('apiFetch', () => {
  it('sends the bearer token and JSON body', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/v1/x', { method: 'PATCH', token: 't0k', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer t0k');
    expect(init.body).toBe('{"a":1}');
  });
  it('turns an error body into an ApiError', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'NOT_FOUND', message: 'No profile' } }, { status: 404 }),
    );
    await expect(apiFetch('/api/v1/x')).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'No profile' });
  });
  it("takes a gateway's own error body for no server, and this server's 503 for an answer", async () => {
    reportServerAnswered();
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'upstream_down', message: 'No backend' } }, { status: 503 }),
    );
    await expect(apiFetch('/api/v1/x')).rejects.toBeInstanceOf(NetworkError);
    expect(getNetworkState().serverUnreachable).toBe(true);
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'ROUTING_UNAVAILABLE', message: 'No engine' } }, { status: 503 }),
    );
    await expect(apiFetch('/api/v1/routes')).rejects.toBeInstanceOf(NetworkError);
    expect(getNetworkState().serverUnreachable).toBe(false);
  });

  it('hands a refusal that asks for the second factor to the code step, and still throws it', async () => {
    const handler = vi.fn();
    setSecondFactorHandler(handler);
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'MFA_REQUIRED', message: 'Code first' } }, { status: 403 }),
    );
    await expect(apiFetch('/api/v1/profile')).rejects.toMatchObject({ status: 403, code: 'MFA_REQUIRED' });
    expect(handler).toHaveBeenCalledTimes(1);
    // Any other refusal is the screen's to show.
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'FORBIDDEN', message: 'Not yours' } }, { status: 403 }),
    );
    await expect(apiFetch('/api/v1/posts/x')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(handler).toHaveBeenCalledTimes(1);
  });
  it('reports an unreachable server as a NetworkError', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('/api/v1/x')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('reads started early by the page', () => {
  const feed = '/api/v1/posts?limit=20';
  const answering = (body: unknown) =>
    vi.fn(async (_path: string, _init?: RequestInit) => Response.json(body));

  it('are taken up once by a request for the same address without a token', async () => {
    const fetchMock = answering({ posts: ['early'] });
    vi.stubGlobal('fetch', fetchMock);
    readEarly(feed);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiFetch(feed)).resolves.toEqual({ posts: ['early'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next read asks the server again.
    await apiFetch(feed);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never answer a request with a token, a body, another method or another address', async () => {
    const fetchMock = answering({ posts: [] });
    vi.stubGlobal('fetch', fetchMock);
    readEarly(feed);
    await apiFetch(feed, { token: 'signed-in' });
    await apiFetch('/api/v1/posts?limit=20&cursor=abc');
    await apiFetch(feed, { method: 'POST', body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const [, signedIn] = fetchMock.mock.calls[1] ?? [];
    expect((signedIn?.headers as Record<string, string>).authorization).toBe('Bearer signed-in');
    // Still there for the visitor's own request.
    expect(takeEarlyRead(feed)).toBeDefined();
  });

  it('are not taken up once they are old, nor after they failed', async () => {
    vi.stubGlobal('fetch', answering({ posts: ['early'] }));
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    readEarly(feed);
    now.mockReturnValue(31_001);
    expect(takeEarlyRead(feed)).toBeUndefined();

    now.mockReturnValue(40_000);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    readEarly(feed);
    await expect(apiFetch(feed)).rejects.toBeInstanceOf(NetworkError);
    const fresh = answering({ posts: ['fresh'] });
    vi.stubGlobal('fetch', fresh);
    await expect(apiFetch(feed)).resolves.toEqual({ posts: ['fresh'] });
    expect(fresh).toHaveBeenCalledTimes(1);
  });
});
