import { afterAll, beforeAll } from 'vitest';
import { createConfirmedUser, outboxLinks, relaxedRateLimits } from './auth-helpers';
import { startTestServer, type TestServer } from './test-server';

/*
 * What almost every integration suite repeated: a server started before its tests and closed after
 * them, and new confirmed accounts on it.
 */

type StartOptions = Parameters<typeof startTestServer>[0];

/**
 * Registers a `beforeAll` that starts a test server and an `afterAll` that closes it, and answers a
 * handle to that server, usable from the first hook that follows on (reading it sooner throws). The
 * web app's component tests have the same for their API stand-in (`setUpApiServer`). Options that
 * depend on what an earlier hook prepares (a peer's address) are given as a function, read at start.
 */
export function setUpTestServer(options: StartOptions | (() => StartOptions) = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): TestServer => {
    if (!started) throw new Error('The suite’s test server starts in beforeAll: read it in a hook or a test');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    close: () => current().close(),
  };
}

/**
 * What most API suites set up: their server, with auth rate limits no suite reaches (they make many
 * accounts), with the addresses of its accounts API and REST API, its database and new accounts at hand.
 */
export function setUpAccountsSuite(database: 'pglite' | 'postgres') {
  const server = setUpTestServer({ database, env: { AUTH_RATE_LIMITS: relaxedRateLimits } });
  return {
    server,
    auth: (path: string) => `${server.baseUrl}/auth/v1${path}`,
    api: (path: string) => `${server.baseUrl}/api/v1${path}`,
    db: () => server.app.database.db,
    /** A new signed-in account on the suite's server: its user id and access token. */
    newAccount: (label?: string) => newAccount(server, label),
    /** A new confirmed account on the suite's server, signed in with its password. */
    signUp: (label?: string) => signUpOn(server, label),
  };
}

/** A confirmed account on `server`, signed in with its password (reads the server's own outbox). */
export function signUpOn(server: TestServer, label?: string) {
  return createConfirmedUser(server.baseUrl, outboxLinks(server.config.dataDir), label);
}

/** A new signed-in account on `server`, as most API tests want it: its user id and access token. */
export async function newAccount(server: TestServer, label?: string): Promise<{ id: string; token: string }> {
  const { session } = await signUpOn(server, label);
  return { id: session.user.id, token: session.access_token };
}
