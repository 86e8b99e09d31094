import {
  aiChatResponseSchema,
  chatLinkSchema,
  chatStreamDeltaSchema,
  type AiChatRequest,
  type AiChatResponse,
} from '@artvoyage/contract';
import { ApiError, apiFetch, errorFromBody, NetworkError } from '@/shared/api/http';
import { parseResponse } from '@/shared/api/parse-response';
import { createSseParser } from './sse';

/*
 * The art-expert chat function (the server holds any provider keys; they never reach the browser).
 * The stream endpoint is read as it arrives (fetch + ReadableStream); where it is missing, or the
 * browser cannot read a response body, the JSON endpoint answers instead.
 */

const jsonPath = '/functions/v1/ai-chat';
const streamPath = '/functions/v1/ai-chat/stream';

export interface ChatCallOptions {
  /** Each piece of the answer as it is written. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

/** The stream broke off, or one of its events could not be read. */
export class ChatProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatProtocolError';
  }
}

/**
 * A reply as the contract describes it; a link that is not an in-app page is dropped, not fatal.
 * Anything else of another shape is an `ApiError` with the code `BAD_RESPONSE`.
 */
function parseReply(body: unknown, path: string): AiChatResponse {
  const links = (body as { links?: unknown } | null)?.links;
  return parseResponse(
    aiChatResponseSchema,
    Array.isArray(links) && body && typeof body === 'object'
      ? { ...body, links: links.filter((link) => chatLinkSchema.safeParse(link).success) }
      : body,
    path,
  );
}

/** The JSON endpoint: one reply, no pieces. */
export async function askJson(
  request: AiChatRequest,
  options: ChatCallOptions = {},
): Promise<AiChatResponse> {
  const reply = parseReply(
    await apiFetch<unknown>(jsonPath, { method: 'POST', body: request, signal: options.signal }),
    jsonPath,
  );
  options.onDelta?.(reply.response);
  return reply;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * Sends one message and resolves with the whole reply; `onDelta` sees the text as it streams in.
 * Throws `NetworkError` when the server cannot be reached, `ApiError` for a refusal (a 429 carries the
 * server's message; `BAD_RESPONSE` for a reply of another shape), `ChatProtocolError` for a broken
 * stream; an abort rejects with the AbortError.
 */
export async function askAssistant(
  request: AiChatRequest,
  options: ChatCallOptions = {},
): Promise<AiChatResponse> {
  if (typeof ReadableStream === 'undefined' || typeof TextDecoder === 'undefined') {
    return askJson(request, options);
  }
  let response: Response;
  try {
    response = await fetch(streamPath, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }

  // No stream endpoint on this server: the JSON one answers the same question.
  if (response.status === 404 || response.status === 405 || response.status === 501) {
    await response.body?.cancel().catch(() => undefined);
    return askJson(request, options);
  }
  if (!response.ok) {
    // A proxy or static server answering for a missing backend is as good as no server at all.
    if (response.status === 502 || response.status === 503 || response.status === 504) {
      throw new NetworkError(`HTTP ${response.status}`);
    }
    throw errorFromBody(response.status, await readBody(response));
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    // Something answered with a whole reply (or an index page): take it if it is one.
    const reply = parseReply(await readBody(response), streamPath);
    options.onDelta?.(reply.response);
    return reply;
  }
  return readStream(response.body, options);
}

async function readStream(
  body: ReadableStream<Uint8Array>,
  options: ChatCallOptions,
): Promise<AiChatResponse> {
  let done: AiChatResponse | undefined;
  let failure: Error | undefined;
  const parser = createSseParser(({ event, data }) => {
    if (done || failure) return;
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      failure = new ChatProtocolError(`Unreadable ${event} event`);
      return;
    }
    if (event === 'delta') {
      const delta = chatStreamDeltaSchema.safeParse(value);
      if (delta.success && delta.data.text) options.onDelta?.(delta.data.text);
    } else if (event === 'done') {
      try {
        done = parseReply(value, streamPath);
      } catch (error) {
        failure = error as Error;
      }
    } else if (event === 'error') {
      const message = (value as { error?: { message?: unknown } } | null)?.error?.message;
      failure = new ApiError(typeof message === 'string' ? message : 'Chat failed', 500, 'STREAM_ERROR');
    }
  });

  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new NetworkError(error instanceof Error ? error.message : String(error));
      }
      if (chunk.done) {
        parser.push(decoder.decode());
        parser.end();
        break;
      }
      parser.push(decoder.decode(chunk.value, { stream: true }));
      if (done || failure) break;
    }
  } finally {
    if (done || failure) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
  if (failure) throw failure;
  if (!done) throw new ChatProtocolError('The answer stopped before it was complete');
  return done;
}
