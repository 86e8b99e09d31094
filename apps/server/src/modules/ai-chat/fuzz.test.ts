import { aiChatResponseSchema } from '@artvoyage/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzVisitorJsonPost } from '../../testing/fuzz';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** Message texts that have broken text search elsewhere: operators, odd Unicode, huge or empty input. */
const text = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom('AND OR NOT', '"', '*', '~', '\u0000', '\u0301', 'ﬁ', '🏛️', '   ', '\n\n', "'s", 'it'),
  fc.constant('Mona '.repeat(400)),
);
const message = fc.record(
  {
    message: fc.oneof(text, fc.integer(), fc.constant(null)),
    history: fc.oneof(
      fc.array(fc.record({ role: fc.constantFrom('user', 'assistant', 'system'), content: text }), {
        maxLength: 8,
      }),
      fc.string({ maxLength: 5 }),
    ),
    sessionId: fc.oneof(
      fc.constantFrom('session_1', 'fallback_2', 'session_x'),
      fc.string({ maxLength: 20 }),
    ),
    language: fc.constantFrom('en', 'fr', 'ru', 'de', ''),
  },
  { requiredKeys: [] },
);

describe('chat routes under random input', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { AI_CHAT_RATE_LIMIT: '100000/60' } });
  });
  afterAll(async () => server?.close());

  it.each(['/functions/v1/ai-chat', '/functions/v1/ai-chat/stream'])(
    'POST %s answers 2xx or 4xx in the error shape, never 5xx',
    async (path) => {
      await fuzzVisitorJsonPost(server.baseUrl, path, message, 60);
    },
  );

  it('answers any well-formed message with a valid answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        text.filter((t) => t.trim().length > 0 && t.trim().length <= 2000),
        async (question) => {
          const response = await fetch(`${server.baseUrl}/functions/v1/ai-chat`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ message: question }),
          });
          expect(response.status).toBe(200);
          const reply = aiChatResponseSchema.parse(await response.json());
          expect(reply.response.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});
