import { afterEach, describe, expect, it, vi } from 'vitest';
import { getNetworkState, reportServerAnswered } from '@/shared/offline/network-status';
import { ApiError, apiFetch, errorFromBody, NetworkError, setSecondFactorHandler } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
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
