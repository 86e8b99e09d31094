import { aiChatResponseSchema, chatFallbackReply, type AiChatResponse } from '@artvoyage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProviders, type FakeAiProviders } from '../../testing/fake-ai-providers';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { expertQuestions, unanswerableQuestions } from './expert-questions.fixture';
import { unknownAnswer } from './museum-expert';

async function ask(server: TestServer, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${server.baseUrl}/functions/v1/ai-chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

async function answer(server: TestServer, body: unknown): Promise<AiChatResponse> {
  const { status, json } = await ask(server, body);
  expect(status, JSON.stringify(json)).toBe(200);
  return aiChatResponseSchema.parse(json);
}

/** Reads a Server-Sent Events body into its events. */
async function streamEvents(server: TestServer, body: unknown) {
  const response = await fetch(`${server.baseUrl}/functions/v1/ai-chat/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const events = text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
  return { response, events };
}

describe('the art-expert chat with no provider: the museum expert', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { AI_PROVIDERS: '', AI_CHAT_RATE_LIMIT: '1000/60' } });
  });
  afterAll(async () => server.close());

  it('answers a question from the knowledge base, with links and a session id', async () => {
    const reply = await answer(server, {
      message: 'Who painted the Raft of the Medusa and why is it famous?',
    });
    expect(reply.source).toBe('museum-expert');
    expect(reply.response).toMatch(/Géricault/);
    expect(reply.response).toMatch(/1816/);
    expect(reply.links.map((link) => link.path)).toContain('/artwork/raft-medusa');
    expect(reply.sessionId).toMatch(/^session_\d+$/);
    // The session carries on.
    const next = await answer(server, {
      message: 'Where is the Winged Victory?',
      sessionId: reply.sessionId,
    });
    expect(next.sessionId).toBe(reply.sessionId);
  });

  it.each(expertQuestions.map((q) => [q.question, q] as const))('%s', async (_question, expected) => {
    const reply = await answer(server, { message: expected.question });
    for (const fact of expected.mustMention)
      expect(reply.response.toLowerCase()).toContain(fact.toLowerCase());
    if (expected.link) expect(reply.links.map((link) => link.path)).toContain(expected.link);
  });

  it.each(unanswerableQuestions.map((q) => [q]))('says honestly it does not know: %s', async (question) => {
    const reply = await answer(server, { message: question });
    expect(reply.response).toBe(unknownAnswer);
    expect(reply.links).toEqual([]);
  });

  it('tells a visitor writing in French or Russian that the offline expert reads English', async () => {
    const french = await answer(server, {
      message: 'Où se trouve la Victoire de Samothrace ?',
      language: 'fr',
    });
    expect(french.response.startsWith(unknownAnswer)).toBe(true);
    expect(french.response).toContain('ne comprend que les questions en anglais');
    const russian = await answer(server, { message: 'Где находится Ника Самофракийская?', language: 'ru' });
    expect(russian.response).toContain('только вопросы на английском языке');
    const english = await answer(server, { message: 'Where is the Winged Victory?', language: 'fr' });
    expect(english.response).toContain('Daru');
    expect(english.response).not.toContain('anglais');
  });

  it('understands a follow-up through the history', async () => {
    const reply = await answer(server, {
      message: 'When was it painted?',
      history: [
        { role: 'user', content: 'Tell me about the Mona Lisa' },
        { role: 'assistant', content: 'The Mona Lisa is a portrait by Leonardo da Vinci.' },
      ],
    });
    expect(reply.response).toMatch(/1503/);
  });

  it('streams the same answer as Server-Sent Events', async () => {
    const message = 'Where is the Winged Victory?';
    const whole = await answer(server, { message });
    const { response, events } = await streamEvents(server, { message });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(0);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const final = aiChatResponseSchema.parse(done?.data);
    expect(deltas.join('')).toBe(final.response);
    expect(final.response).toBe(whole.response);
  });

  it('refuses bad input with a clear 400', async () => {
    const blank = await ask(server, { message: '   ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.json)).toContain('Write a message first');
    const long = await ask(server, { message: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.json)).toContain('at most 2000');
    expect((await ask(server, '{"message":')).status).toBe(400);
    expect((await ask(server, { message: 'hi', sessionId: 'evil' })).status).toBe(400);
    expect((await ask(server, { message: 'hi', language: 'de' })).status).toBe(400);
    const stream = await fetch(`${server.baseUrl}/functions/v1/ai-chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(stream.status).toBe(400);
    expect(stream.headers.get('content-type')).toMatch(/json/);
  });

  it('never answers a 500 to odd bodies', async () => {
    for (const body of [
      null,
      [],
      42,
      { message: 7 },
      { message: 'ok', history: 'no' },
      { history: [{ role: 'x' }] },
    ]) {
      const { status, json } = await ask(server, JSON.stringify(body));
      expect(status).toBe(400);
      expect(json).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    }
  });
});

describe('the art-expert chat with providers', () => {
  let fake: FakeAiProviders;
  let server: TestServer;
  const sleeps: number[] = [];

  beforeAll(async () => {
    fake = await startFakeAiProviders();
    server = await startTestServer({
      env: {
        AI_PROVIDERS: JSON.stringify([fake.provider('first', 'openai'), fake.provider('second', 'gemini')]),
      },
      overrides: { aiSleep: async (ms) => void sleeps.push(ms) },
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('asks the provider, grounded in the passages the knowledge base found, with the last 5 messages', async () => {
    const history = Array.from({ length: 8 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `message ${i}`,
    }));
    const reply = await answer(server, {
      message: 'Who painted the Raft of the Medusa?',
      history,
      language: 'fr',
    });
    expect(reply).toMatchObject({
      source: 'provider',
      provider: 'first',
      response: 'first answers: Who painted the Raft of the Medusa?',
    });
    const call = fake.calls.at(-1);
    const messages = call?.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.content).slice(1)).toEqual([
      'message 3',
      'message 4',
      'message 5',
      'message 6',
      'message 7',
      'Who painted the Raft of the Medusa?',
    ]);
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('in French');
    expect(messages[0]?.content).toMatch(/Géricault/);
    // The key never reaches the browser.
    expect(JSON.stringify(reply)).not.toContain('key-first');
  });

  it('gives the spec fallback with a fallback_ session id when every provider fails', async () => {
    fake.behaviour.set('first', 'http500');
    fake.behaviour.set('second', 'http500');
    sleeps.length = 0;
    const reply = await answer(server, { message: 'Tell me about the Mona Lisa', sessionId: 'session_1' });
    expect(reply).toMatchObject({ response: chatFallbackReply, source: 'fallback', links: [] });
    expect(reply.sessionId).toMatch(/^fallback_\d+$/);
    expect(sleeps).toEqual([1000, 1000]);
  });
});

describe('the chat rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('answers 429 with a clear message after 20 messages a minute from one address (the default)', async () => {
    for (let i = 0; i < 20; i += 1) expect((await ask(server, { message: 'Mona Lisa' })).status).toBe(200);
    const refused = await ask(server, { message: 'Mona Lisa' });
    expect(refused.status).toBe(429);
    expect(JSON.stringify(refused.json)).toMatch(/Too many requests/);
  });
});
