import { aiChatResponseSchema, chatFallbackReply, type AiChatResponse } from '@artvoyage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProviders, type FakeAiProviders } from '../../testing/fake-ai-providers';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { expertQuestions, unanswerableQuestions } from './expert-questions.fixture';
import { chatLanguages } from '@artvoyage/contract';
import { chatSuggestionKeys, chatSuggestions } from '@artvoyage/content/chat-suggestions';
import { knowledgeIn } from '@artvoyage/content/knowledge';
import { expertLanguages } from './languages';
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

/** The system prompt a provider received, in OpenAI's or Gemini's request format. */
function systemPromptOf(body: Record<string, unknown> | undefined): string | undefined {
  const messages = body?.messages as { role: string; content: string }[] | undefined;
  if (messages) return messages.find((message) => message.role === 'system')?.content;
  return (body?.systemInstruction as { parts: { text: string }[] } | undefined)?.parts[0]?.text;
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

  it('answers a French or Russian question in its language, grounded, with the same links', async () => {
    const russian = await answer(server, { message: 'Где находится Ника Самофракийская?' });
    expect(russian.response.split('\n\n')[0]).toBe(
      'Ника Самофракийская находится в Лувре: крыло Денон, наверху лестницы Дарю (зал 703).',
    );
    expect(russian.links[0]).toEqual({ label: 'Ника Самофракийская', path: '/artwork/winged-victory' });

    const french = await answer(server, { message: 'Qui a peint le Radeau de la Méduse ?', language: 'fr' });
    expect(french.response).toMatch(/^Le Radeau de la Méduse a été peint par Théodore Géricault/);
    expect(french.links[0]).toEqual({ label: 'Le Radeau de la Méduse', path: '/artwork/raft-medusa' });

    // The question's language wins over the interface's: English asked in the French interface.
    const english = await answer(server, { message: 'Where is the Winged Victory?', language: 'fr' });
    expect(english.response).toMatch(/^The Winged Victory of Samothrace is in the Louvre/);
    // A bare title says nothing of its language: the interface's decides.
    const bare = await answer(server, { message: 'Joconde', language: 'fr' });
    expect(bare.response).toMatch(/^La Joconde a été peinte par Léonard de Vinci/);
  });

  it('says honestly in French and Russian that it does not know', async () => {
    const french = await answer(server, { message: 'Quelle est la capitale de l’Australie ?' });
    expect(french.response).toBe(expertLanguages.fr.unknownAnswer);
    const russian = await answer(server, { message: 'Какая столица Австралии?' });
    expect(russian.response).toBe(expertLanguages.ru.unknownAnswer);
    expect([...french.links, ...russian.links]).toEqual([]);
  });

  it.each(
    chatLanguages.flatMap((language) =>
      chatSuggestionKeys.map((key) => [language, key, chatSuggestions[language][key]] as const),
    ),
  )('answers the %s suggestion %s from its own knowledge base: %s', async (language, _key, question) => {
    const reply = await answer(server, { message: question, language });
    const passages = new Set(knowledgeIn(language).map((passage) => passage.text));
    // Every paragraph is a passage of the language's knowledge base, and the answer links its page.
    for (const paragraph of reply.response.split('\n\n'))
      expect(passages.has(paragraph), paragraph).toBe(true);
    expect(reply.links.length).toBeGreaterThan(0);
  });

  it('cannot plan a trip to Florence, says so, tells what it knows of Florence and links My Itineraries', async () => {
    const reply = await answer(server, { message: 'Recommend a 3-day itinerary for Florence' });
    expect(reply.response).toMatch(/^I can’t plan a trip to Florence for you/);
    expect(reply.response).toMatch(/Florence, Italy: /);
    expect(reply.response).not.toMatch(/morning|Richelieu Wing/);
    expect(reply.links.map((link) => link.path)).toEqual(['/interactive-map', '/my-itineraries']);
    const french = await answer(server, { message: 'Organisez-moi un voyage de trois jours à Florence' });
    expect(french.response).toMatch(/^Je ne peux pas organiser/);
    expect(french.links.map((link) => link.path)).toContain('/my-itineraries');
  });

  it('stops at what is relevant: the closing days, not the museum’s history', async () => {
    const reply = await answer(server, { message: 'Is the museum open on Tuesday?' });
    expect(reply.response).toMatch(/^The Louvre is usually closed on Tuesdays/);
    expect(reply.response).not.toMatch(/1793/);
  });

  it('gives a reason when asked why a work is famous', async () => {
    const reply = await answer(server, { message: 'Why is the Raft of the Medusa famous?' });
    expect(reply.response).toMatch(/^The Raft of the Medusa is famous because/);
    const russian = await answer(server, { message: 'Чем знаменит «Плот „Медузы“»?' });
    expect(russian.response).toMatch(/^«Плот „Медузы“» знаменит тем, что/);
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
    // The question is in English, though the interface is in French: the answer is asked in English.
    expect(messages[0]?.content).toContain('answer in English');
    expect(messages[0]?.content).toMatch(/Géricault/);
    // The key never reaches the browser.
    expect(JSON.stringify(reply)).not.toContain('key-first');
  });

  it('asks the provider to answer in the language of the question, with notes in that language', async () => {
    for (const [message, name, note] of [
      [
        'Qui a peint le Radeau de la Méduse ?',
        'French',
        /Le Radeau de la Méduse a été peint par Théodore Géricault/,
      ],
      ['Где находится Ника Самофракийская?', 'Russian', /Ника Самофракийская находится в Лувре/],
    ] as const) {
      await answer(server, { message });
      const system = systemPromptOf(fake.calls.at(-1)?.body);
      expect(system).toContain(`The visitor’s question is in ${name}: answer in ${name}`);
      expect(system).toMatch(note);
    }
  });

  it('gives the fixed apology with a fallback_ session id when every provider fails', async () => {
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
