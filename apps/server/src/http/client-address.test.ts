import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../testing/auth-helpers';
import type { TestServer } from '../testing/test-server';
import { setUpTestServer } from '../testing/suite-server';

// The address rate limits count comes from X-Forwarded-For only as far as TRUST_PROXY allows. Here the
// test stands in for the proxy too: a proxy appends the address it saw to whatever X-Forwarded-For the
// client sent, so the client controls every entry but the last.
const signinLimit = 3;

async function signIn(server: TestServer, email: string, forwardedFor?: string) {
  const response = await fetch(`${server.baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ email, password: 'not the password 1' }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** A different made-up address for each attempt, as a client dodging a per-address limit would send. */
const forgedAddress = (i: number) => `192.0.2.${i + 1}`;

/** The answers to two sign-ins more than the limit allows, the i-th sent with `forwardedFor(i)`. */
async function signInPastTheLimit(server: TestServer, email: string, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < signinLimit + 2; i += 1) statuses.push(await signIn(server, email, forwardedFor(i)));
  return statuses;
}
/** Wrong passwords until the limit, then refused for the rate. */
const refusedPastTheLimit = [...Array<number>(signinLimit).fill(400), 429, 429];

const serverTrusting = (trustProxy: string) =>
  setUpTestServer({ env: { TRUST_PROXY: trustProxy, AUTH_RATE_LIMITS: `signin=${signinLimit}/60` } });

// The proxy here is this test's loopback connection: one hop, or the loopback range by name.
describe.each(['1', 'loopback'])('the client address behind one proxy (TRUST_PROXY=%s)', (trustProxy) => {
  const server = serverTrusting(trustProxy);

  it('counts the address the proxy saw, whatever the client wrote before it', async () => {
    const email = uniqueEmail('one-hop');
    // The client's own header first (a new address each time), then the proxy's entry.
    const statuses = await signInPastTheLimit(server, email, (i) => `${forgedAddress(i)}, 203.0.113.7`);
    expect(statuses).toEqual(refusedPastTheLimit);
    // Another client behind the same proxy has its own count: the proxy's entry is what is read.
    expect(await signIn(server, email, '203.0.113.8')).toBe(400);
  });
});

// No proxy, or one at another address than the peer's: the header is the client's own word.
describe.each(['false', '10.0.0.2'])(
  'the client address without a trusted proxy (TRUST_PROXY=%s)',
  (trustProxy) => {
    const server = serverTrusting(trustProxy);

    it('ignores X-Forwarded-For and counts the connection address', async () => {
      const email = uniqueEmail('no-proxy');
      const statuses = await signInPastTheLimit(
        server,
        email,
        (i) => `${forgedAddress(i)}, 203.0.113.${i + 1}`,
      );
      expect(statuses).toEqual(refusedPastTheLimit);
      expect(await signIn(server, email)).toBe(429);
    });
  },
);
