import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAiProviders, type FakeAiProviders } from '../../testing/fake-ai-providers';
import { callProvider, type ChatPrompt } from '../../shared/ai-providers/clients';
import { parseProviders, type ProviderConfig } from '../../shared/ai-providers/config';
import { MemoryWindowCounter, ProviderRateLimiter, RedisWindowCounter } from './rate-limits';
import { ProviderRotation, failurePauseMs, retryDelayMs } from './rotation';

const prompt: ChatPrompt = {
  system: 'You are the museum expert.',
  messages: [
    { role: 'user', content: 'Who painted the Mona Lisa?' },
    { role: 'assistant', content: 'Leonardo da Vinci.' },
    { role: 'user', content: 'When?' },
  ],
};

let fake: FakeAiProviders;
beforeAll(async () => {
  fake = await startFakeAiProviders();
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
  fake.behaviour.clear();
});

/** A rotation over the fake providers with a fake clock; sleeping moves the clock on. */
function rotationOf(providers: ProviderConfig[], limiter = new ProviderRateLimiter(), timeoutMs = 10_000) {
  const clock = { now: 1_700_000_000_000, sleeps: [] as number[], warnings: [] as string[] };
  const rotation = new ProviderRotation({
    providers,
    call: (provider, p) => callProvider(provider, p, timeoutMs),
    limiter,
    now: () => clock.now,
    sleep: async (ms) => {
      clock.sleeps.push(ms);
      clock.now += ms;
    },
    log: { warn: (details: { err: string }) => void clock.warnings.push(details.err) } as never,
  });
  return { rotation, clock };
}

describe('provider rotation against local providers', () => {
  it('answers from the first provider with the chat-completions request shape', async () => {
    const { rotation, clock } = rotationOf([
      fake.provider('alpha', 'openai'),
      fake.provider('beta', 'openai'),
    ]);
    expect(await rotation.complete(prompt)).toEqual({ text: 'alpha answers: When?', provider: 'alpha' });
    expect(clock.sleeps).toEqual([]);
    const [call] = fake.calls;
    expect(call?.authorization).toBe('Bearer key-alpha');
    expect(call?.body).toEqual({
      model: 'alpha-model-1',
      messages: [{ role: 'system', content: 'You are the museum expert.' }, ...prompt.messages],
      max_tokens: 2000,
      temperature: 0.7,
    });
  });

  it('speaks Gemini: key in the query, contents with user/model roles, generationConfig', async () => {
    const { rotation } = rotationOf([fake.provider('gem', 'gemini')]);
    expect(await rotation.complete(prompt)).toEqual({ text: 'gem answers: When?', provider: 'gem' });
    const [call] = fake.calls;
    expect(call?.query.get('key')).toBe('key-gem');
    expect(call?.authorization).toBeUndefined();
    expect(call?.model).toBe('gem-model-1');
    expect(call?.body).toEqual({
      systemInstruction: { parts: [{ text: 'You are the museum expert.' }] },
      contents: [
        { role: 'user', parts: [{ text: 'Who painted the Mona Lisa?' }] },
        { role: 'model', parts: [{ text: 'Leonardo da Vinci.' }] },
        { role: 'user', parts: [{ text: 'When?' }] },
      ],
      generationConfig: { maxOutputTokens: 2000, temperature: 0.7 },
    });
  });

  it('rotates: each request starts with the provider after the last one used', async () => {
    const { rotation } = rotationOf([fake.provider('alpha', 'openai'), fake.provider('beta', 'gemini')]);
    const used = [];
    for (let i = 0; i < 4; i += 1) used.push((await rotation.complete(prompt))?.provider);
    expect(used).toEqual(['alpha', 'beta', 'alpha', 'beta']);
  });

  it('fails over to the next provider after an error, waiting 1 s, and logs "HTTP {status}: {body}"', async () => {
    fake.behaviour.set('alpha', 'http500');
    const { rotation, clock } = rotationOf([
      fake.provider('alpha', 'openai'),
      fake.provider('beta', 'gemini'),
    ]);
    expect(await rotation.complete(prompt)).toEqual({ text: 'beta answers: When?', provider: 'beta' });
    expect(clock.sleeps).toEqual([retryDelayMs]);
    expect(clock.warnings).toEqual(['HTTP 500: upstream exploded']);
    expect(fake.calls.map((c) => c.name)).toEqual(['alpha', 'beta']);
  });

  it('leaves a failed provider alone for an hour, then asks it again', async () => {
    fake.behaviour.set('alpha', 'http429');
    const { rotation, clock } = rotationOf([
      fake.provider('alpha', 'openai'),
      fake.provider('beta', 'openai'),
    ]);
    await rotation.complete(prompt);
    fake.behaviour.delete('alpha');
    fake.calls.length = 0;
    // Within the hour every request goes to beta, although alpha would be next in turn.
    for (let i = 0; i < 3; i += 1) expect((await rotation.complete(prompt))?.provider).toBe('beta');
    expect(fake.calls.map((c) => c.name)).toEqual(['beta', 'beta', 'beta']);
    expect([...(await rotation.failedProviders()).keys()]).toEqual(['alpha']);
    clock.now += failurePauseMs;
    expect((await rotation.complete(prompt))?.provider).toBe('alpha');
    expect((await rotation.failedProviders()).size).toBe(0);
  });

  it('gives up with null when every provider fails, after one attempt each and a 1 s wait after each', async () => {
    fake.behaviour.set('alpha', 'http500');
    fake.behaviour.set('beta', 'bad-shape');
    fake.behaviour.set('gamma', 'not-json');
    const { rotation, clock } = rotationOf([
      fake.provider('alpha', 'openai'),
      fake.provider('beta', 'gemini'),
      fake.provider('gamma', 'openai'),
    ]);
    expect(await rotation.complete(prompt)).toBeNull();
    expect(fake.calls.map((c) => c.name)).toEqual(['alpha', 'beta', 'gamma']);
    expect(clock.sleeps).toEqual([1000, 1000, 1000]);
    expect(clock.warnings).toEqual([
      'HTTP 500: upstream exploded',
      'The provider answered without a reply text',
      'The provider answered with something other than JSON',
    ]);
    // Still within the hour: nobody is asked at all.
    fake.calls.length = 0;
    expect(await rotation.complete(prompt)).toBeNull();
    expect(fake.calls).toEqual([]);
  });

  it('treats a provider that does not answer in time as failed', async () => {
    fake.behaviour.set('slow', 'hang');
    const { rotation, clock } = rotationOf(
      [fake.provider('slow', 'openai'), fake.provider('beta', 'openai')],
      new ProviderRateLimiter(),
      500,
    );
    expect((await rotation.complete(prompt))?.provider).toBe('beta');
    expect(clock.warnings[0]).toMatch(/timeout|aborted/i);
  });

  it('a wrong key is a failure like any other', async () => {
    const wrong = { ...fake.provider('alpha', 'openai'), key: 'stolen' };
    const { rotation, clock } = rotationOf([wrong]);
    expect(await rotation.complete(prompt)).toBeNull();
    expect(clock.warnings).toEqual(['HTTP 401: {"error":{"message":"Invalid API key"}}']);
  });
});

describe('provider rate limits', () => {
  it('honours requests per second: a second request in the same second goes to the next provider', async () => {
    const { rotation, clock } = rotationOf([
      fake.provider('alpha', 'openai', { perSecond: 1 }),
      fake.provider('beta', 'openai', { perMinute: 100 }),
    ]);
    expect((await rotation.complete(prompt))?.provider).toBe('alpha');
    expect((await rotation.complete(prompt))?.provider).toBe('beta');
    // beta was last, so alpha is next in turn; it is still within the same second for alpha.
    expect((await rotation.complete(prompt))?.provider).toBe('beta');
    clock.now += 1000;
    expect((await rotation.complete(prompt))?.provider).toBe('alpha');
  });

  it('honours per-minute and per-day limits, and a refused request does not use up the quota', async () => {
    const { rotation, clock } = rotationOf([fake.provider('alpha', 'openai', { perMinute: 2, perDay: 3 })]);
    clock.now = Math.ceil(clock.now / 86_400_000) * 86_400_000; // the start of a UTC day
    expect((await rotation.complete(prompt))?.provider).toBe('alpha');
    expect((await rotation.complete(prompt))?.provider).toBe('alpha');
    expect(await rotation.complete(prompt)).toBeNull(); // minute full: not even called
    expect(await rotation.complete(prompt)).toBeNull();
    expect(fake.calls).toHaveLength(2);
    clock.now += 60_000;
    expect((await rotation.complete(prompt))?.provider).toBe('alpha'); // third of the day
    clock.now += 60_000;
    expect(await rotation.complete(prompt)).toBeNull(); // day full
    clock.now += 86_400_000;
    expect((await rotation.complete(prompt))?.provider).toBe('alpha');
    expect(fake.calls).toHaveLength(4);
  });

  it('counts in memory per fixed window', async () => {
    const counter = new MemoryWindowCounter();
    expect(await counter.add('k', 1000, 5_000, 1)).toBe(1);
    expect(await counter.add('k', 1000, 5_999, 1)).toBe(2);
    expect(await counter.add('k', 1000, 6_000, 1)).toBe(1);
    expect(await counter.add('k', 1000, 6_000, -1)).toBe(0);
  });

  describe.skipIf(!process.env.TEST_REDIS_URL)('shared through Redis', () => {
    let redis: Redis;
    beforeAll(() => {
      redis = new Redis(process.env.TEST_REDIS_URL ?? '', {
        keyPrefix: `test-ai-${process.pid}-${Date.now()}:`,
      });
    });
    afterAll(async () => void (await redis.quit()));

    it('two servers share one quota', async () => {
      const provider = fake.provider('shared', 'openai', { perMinute: 3 });
      const first = new ProviderRateLimiter(new RedisWindowCounter(redis));
      const second = new ProviderRateLimiter(new RedisWindowCounter(redis));
      const now = 1_800_000_000_000;
      expect(await first.tryAcquire(provider, now)).toBe(true);
      expect(await second.tryAcquire(provider, now)).toBe(true);
      expect(await first.tryAcquire(provider, now)).toBe(true);
      expect(await second.tryAcquire(provider, now)).toBe(false);
      expect(await first.tryAcquire(provider, now + 60_000)).toBe(true);
    });
  });
});

describe('AI_PROVIDERS', () => {
  const one = {
    name: 'a',
    kind: 'openai',
    endpoint: 'https://x.test/v1/chat/completions',
    models: ['m'],
    key: 'k',
  };

  it('parses a list, and nothing means no provider', () => {
    expect(parseProviders(undefined)).toEqual([]);
    expect(parseProviders('  ')).toEqual([]);
    expect(parseProviders(JSON.stringify([one]))).toEqual([{ ...one, limits: {} }]);
  });

  it('explains what is wrong', () => {
    expect(() => parseProviders('[{')).toThrow('is not valid JSON');
    expect(() => parseProviders(JSON.stringify([one, one]))).toThrow('provider names must differ');
    expect(() => parseProviders(JSON.stringify([{ ...one, kind: 'claude' }]))).toThrow(/0\.kind/);
    expect(() => parseProviders(JSON.stringify([{ ...one, models: [] }]))).toThrow(/0\.models/);
    expect(() => parseProviders(JSON.stringify([{ ...one, limits: { perHour: 3 } }]))).toThrow(/perHour/);
  });
});
