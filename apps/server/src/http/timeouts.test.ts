import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-server';
import { setUpTestServer } from '../testing/suite-server';
import { serverTimeoutOptions } from './timeouts';

/*
 * Attacks that hold connections open by sending slowly (slowloris heads, trickled bodies) or not at
 * all (idle keep-alive sockets). With short timeouts from the configuration, the server must cut each
 * of them soon after its limit, and answer a well-behaved client meanwhile.
 */

const requestTimeoutMs = 1200;
const keepAliveTimeoutMs = 600;
/** The timer, plus Node's checking interval, plus a loaded 2-core machine's delays. */
const margin = 2500;

interface Outcome {
  /** Milliseconds from connecting until the server closed the socket (undefined: still open). */
  closedAfterMs: number | undefined;
  received: string;
}

/**
 * Opens a raw socket, sends `first`, then one byte of `drip` every `everyMs` until the server closes it
 * or `giveUpMs` passes (then the socket is destroyed and reported as still open).
 */
function trickle(
  port: number,
  first: string,
  drip: string,
  everyMs: number,
  giveUpMs: number,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    let received = '';
    let index = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(first);
      timer = setInterval(() => {
        if (socket.writable) socket.write(drip.charAt(index++ % Math.max(1, drip.length)) || ' ');
      }, everyMs);
    });
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const finish = (closedAfterMs: number | undefined) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs, received });
    };
    socket.once('close', () => finish(performance.now() - started));
    const giveUp = setTimeout(() => finish(undefined), giveUpMs);
  });
}

/** The server closed the connection, and sooner than `limitMs` after it opened. */
function expectClosedBefore(outcome: Outcome, limitMs: number) {
  expect(outcome.closedAfterMs, 'the socket was still open').toBeDefined();
  expect(outcome.closedAfterMs).toBeLessThan(limitMs);
}

describe('server timeouts (pure)', () => {
  it('gives the head at most the request time, 15 s at most, and checks often enough to enforce it', () => {
    const options = serverTimeoutOptions({ requestMs: 120_000, connectionMs: 300_000, keepAliveMs: 10_000 });
    expect(options).toMatchObject({
      requestTimeout: 120_000,
      connectionTimeout: 300_000,
      keepAliveTimeout: 10_000,
    });
    expect(options.http.headersTimeout).toBe(15_000);
    expect(options.http.connectionsCheckingInterval).toBeLessThanOrEqual(5000);
    const short = serverTimeoutOptions({ requestMs: 1000, connectionMs: 2000, keepAliveMs: 500 });
    expect(short.http.headersTimeout).toBe(1000);
    expect(short.http.connectionsCheckingInterval).toBe(250);
  });
});

describe.each(testDatabases)('slow and idle clients are cut off (%s)', (database) => {
  const server = setUpTestServer({
    database,
    env: {
      REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
      CONNECTION_TIMEOUT_MS: '5000',
      KEEP_ALIVE_TIMEOUT_MS: String(keepAliveTimeoutMs),
    },
  });
  let port: number;

  beforeAll(async () => {
    port = Number(new URL(server.baseUrl).port);
  });

  it('closes a slowloris connection that sends its head a byte at a time, with a 408', async () => {
    const outcome = await trickle(
      port,
      'GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow-Header-Name-That-Never-Ends',
      150,
      requestTimeoutMs + margin + 3000,
    );
    expectClosedBefore(outcome, requestTimeoutMs + margin);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.received).toContain('REQUEST_TIMEOUT');
  });

  it('closes a connection whose body trickles in, with a 408', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(200) });
    const outcome = await trickle(
      port,
      'POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      150,
      requestTimeoutMs + margin + 3000,
    );
    expectClosedBefore(outcome, requestTimeoutMs + margin);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that connects and sends nothing', async () => {
    const outcome = await trickle(port, '', '', 60_000, requestTimeoutMs + margin + 3000);
    expectClosedBefore(outcome, requestTimeoutMs + margin);
  });

  it('closes an idle keep-alive connection after its timeout', async () => {
    const outcome = await trickle(
      port,
      'GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n',
      '',
      60_000,
      keepAliveTimeoutMs + margin + 3000,
    );
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200 /);
    expectClosedBefore(outcome, keepAliveTimeoutMs + margin);
  });

  it('still answers a well-behaved client while slow ones are held', async () => {
    const slow = Array.from({ length: 20 }, () =>
      trickle(port, 'GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: y', 100, 10_000),
    );
    const response = await fetch(`${server.baseUrl}/api/v1/health`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const outcomes = await Promise.all(slow);
    for (const outcome of outcomes) expect(outcome.closedAfterMs).toBeLessThan(requestTimeoutMs + margin);
  });
});
