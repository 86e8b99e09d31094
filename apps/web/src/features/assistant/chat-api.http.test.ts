// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointPageAt, setUpApiServer } from '@/testing/render';
import { askAssistant } from './chat-api';

const request = { message: 'Who painted the Raft of the Medusa?', history: [], language: 'en' as const };
const notAReply = { answer: 'Géricault', links: 'none' };

const server = setUpApiServer();
beforeAll(() => pointPageAt(server));
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('the chat, over HTTP, against answers of another shape', () => {
  it('a whole answer from the stream endpoint that is not a reply is a BAD_RESPONSE', async () => {
    server.answer('POST /functions/v1/ai-chat/stream', () => ({ body: notAReply }));
    await expect(askAssistant(request)).rejects.toMatchObject({ name: 'ApiError', code: 'BAD_RESPONSE' });
  });

  it('so is one from the JSON endpoint, where the server has no stream', async () => {
    server.answer('POST /functions/v1/ai-chat/stream', () => ({ status: 404 }));
    server.answer('POST /functions/v1/ai-chat', () => ({ body: notAReply }));
    await expect(askAssistant(request)).rejects.toMatchObject({ name: 'ApiError', code: 'BAD_RESPONSE' });
    expect(server.received('POST /functions/v1/ai-chat')[0]?.body).toEqual(request);
  });
});
