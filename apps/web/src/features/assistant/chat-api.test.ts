import type { AiChatResponse } from '@artvoyage/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/shared/api/http';
import { askAssistant, ChatProtocolError } from './chat-api';

afterEach(() => vi.unstubAllGlobals());

const reply: AiChatResponse = {
  response: 'Théodore Géricault painted it. It shocked the Salon of 1819.',
  sessionId: 'session_1735826400000',
  source: 'museum-expert',
  links: [{ label: 'The Raft of the Medusa', path: '/artwork/raft-medusa' }],
};
const request = { message: 'Who painted the Raft of the Medusa?', history: [], language: 'en' as const };

/** A streamed response delivering the given chunks one by one. */
function sseResponse(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

const events = (value: AiChatResponse) =>
  `event: delta\ndata: ${JSON.stringify({ text: 'Théodore Géricault painted it. ' })}\n\n` +
  `event: delta\ndata: ${JSON.stringify({ text: 'It shocked the Salon of 1819.' })}\n\n` +
  `event: done\ndata: ${JSON.stringify(value)}\n\n`;

describe('askAssistant', () => {
  it('posts to the stream endpoint and reports the pieces as they come', async () => {
    const text = events(reply);
    // Split inside a multi-byte character and inside an event.
    const fetchMock = vi.fn(async () => sseResponse([text.slice(0, 25), text.slice(25, 70), text.slice(70)]));
    vi.stubGlobal('fetch', fetchMock);
    const pieces: string[] = [];
    await expect(askAssistant(request, { onDelta: (piece) => pieces.push(piece) })).resolves.toEqual(reply);
    expect(pieces).toEqual(['Théodore Géricault painted it. ', 'It shocked the Salon of 1819.']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/functions/v1/ai-chat/stream');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(request);
  });

  it('decodes characters split between network chunks', async () => {
    const bytes = new TextEncoder().encode(events(reply));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
        controller.close();
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } })),
    );
    const pieces: string[] = [];
    await askAssistant(request, { onDelta: (piece) => pieces.push(piece) });
    expect(pieces.join('')).toBe(reply.response);
  });

  it('falls back to the JSON endpoint when there is no stream endpoint', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/stream')
        ? new Response('{"error":{"code":"NOT_FOUND","message":"Not found"}}', { status: 404 })
        : new Response(JSON.stringify(reply), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const pieces: string[] = [];
    await expect(askAssistant(request, { onDelta: (piece) => pieces.push(piece) })).resolves.toEqual(reply);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/functions/v1/ai-chat/stream',
      '/functions/v1/ai-chat',
    ]);
    expect(pieces).toEqual([reply.response]);
  });

  it('accepts a whole JSON reply from the stream endpoint', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    await expect(askAssistant(request)).resolves.toEqual(reply);
  });

  it('keeps the server’s message for a 429', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"error":{"code":"TOO_MANY_REQUESTS","message":"Too many requests, wait 60 s"}}', {
            status: 429,
          }),
      ),
    );
    const error = await askAssistant(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).message).toBe('Too many requests, wait 60 s');
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(askAssistant(request)).rejects.toBeInstanceOf(NetworkError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    await expect(askAssistant(request)).rejects.toBeInstanceOf(NetworkError);
  });

  it('fails when the stream ends before the whole answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sseResponse(['event: delta\ndata: {"text":"Théo"}\n\n'])),
    );
    await expect(askAssistant(request)).rejects.toBeInstanceOf(ChatProtocolError);
  });

  it('fails on a final event that is not a reply', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sseResponse(['event: done\ndata: {"nope":true}\n\n'])),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(askAssistant(request)).rejects.toMatchObject({ name: 'ApiError', code: 'BAD_RESPONSE' });
  });

  it('passes an abort through', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    controller.abort();
    await expect(askAssistant(request, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
