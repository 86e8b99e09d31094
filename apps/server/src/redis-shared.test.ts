import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, uniqueEmail } from './testing/auth-helpers';
import { startFakeAiProviders, type FakeAiProviders } from './testing/fake-ai-providers';
import { startTestServer, type TestServer } from './testing/test-server';

const redisUrl = process.env.TEST_REDIS_URL;

// Two instances behind one load balancer must enforce one set of limits: a client spreading its
// requests over both gets no more than the configured total.
describe.skipIf(!redisUrl)('two server instances sharing one Redis (skipped without TEST_REDIS_URL)', () => {
  let fake: FakeAiProviders;
  const servers: TestServer[] = [];
  const providerName = `shared-${Math.random().toString(36).slice(2, 8)}`;
  const flakyName = `flaky-${Math.random().toString(36).slice(2, 8)}`;
  const signinLimit = 4;

  beforeAll(async () => {
    fake = await startFakeAiProviders();
    const env = {
      REDIS_URL: redisUrl ?? '',
      // Fresh keys for each run, so runs (and CI jobs) sharing the Redis do not count together.
      REDIS_PREFIX: `artvoyage-test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}:`,
      AUTH_RATE_LIMITS: `signin=${signinLimit}/60`,
      AI_PROVIDERS: JSON.stringify([
        fake.provider(providerName, 'openai', { perMinute: 2 }),
        fake.provider(flakyName, 'gemini'),
      ]),
    };
    // One clock for both, so the provider's minute window cannot roll over mid-test.
    const frozen = new Date();
    const overrides = { now: () => frozen, aiSleep: async () => undefined };
    servers.push(...(await Promise.all([0, 1].map(() => startTestServer({ env, overrides })))));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await fake?.close();
  });

  const alternate = (i: number) => servers[i % 2] as TestServer;

  it('counts sign-in attempts to both instances against one limit', async () => {
    const body = { email: uniqueEmail('shared-limit'), password: 'wrong password 1' };
    const statuses: number[] = [];
    for (let i = 0; i < signinLimit + 2; i += 1) {
      statuses.push(
        (await postJson(`${alternate(i).baseUrl}/auth/v1/token?grant_type=password`, body)).status,
      );
    }
    // 400: wrong credentials, answered; then both instances refuse, whichever is asked.
    expect(statuses).toEqual([...Array<number>(signinLimit).fill(400), 429, 429]);
  });

  it("counts AI provider calls from both instances against the provider's rate limit", async () => {
    // Each instance rotates on its own, so the order is chosen to bring instance 0 back to the first
    // provider after instance 1 used it: only the count shared through Redis can refuse that call.
    const answeredBy: (string | undefined)[] = [];
    for (const [i, instance] of [0, 0, 1, 0].entries()) {
      const response = await fetch(`${(servers[instance] as TestServer).baseUrl}/functions/v1/ai-chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: `Who painted the Mona Lisa? (${i})` }),
      });
      expect(response.status).toBe(200);
      answeredBy.push(((await response.json()) as { provider?: string }).provider);
    }
    // perMinute: 2 across both: the fourth call, the first provider's third, goes to the next one.
    expect(answeredBy).toEqual([providerName, flakyName, providerName, flakyName]);
    expect(fake.calls.filter((call) => call.name === providerName)).toHaveLength(2);
  });

  it('leaves a provider that failed on one instance alone on the other too', async () => {
    // The first provider's minute is used up by the test above; the second fails once.
    fake.behaviour.set(flakyName, 'http500');
    const ask = (server: TestServer) =>
      fetch(`${server.baseUrl}/functions/v1/ai-chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Where is the Winged Victory?' }),
      });
    expect((await ask(alternate(0))).status).toBe(200);
    const failedCalls = fake.calls.filter((call) => call.name === flakyName).length;
    expect(failedCalls).toBeGreaterThan(0);
    // It answers again, but the pause is shared: the other instance does not ask it within the hour.
    fake.behaviour.delete(flakyName);
    expect((await ask(alternate(1))).status).toBe(200);
    expect(fake.calls.filter((call) => call.name === flakyName)).toHaveLength(failedCalls);
  });
});
