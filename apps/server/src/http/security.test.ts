import { readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  authSessions,
  itineraries,
  oneTimeTokens,
  postComments,
  postLikes,
  refreshTokens,
  travelPosts,
  users,
  xpEvents,
} from '../db/schema';
import { latestOutbox, outboxLinks, postJson, relaxedRateLimits, uniqueEmail } from '../testing/auth-helpers';
import { startTestServer, type TestServer } from '../testing/test-server';
import { makeWebDist } from '../testing/web-dist';
import { signUpOn } from '../testing/suite-server';
import { hstsValue, registerSecurityHeaders } from './security';

// Headers, CORS, cookies and CSRF do not depend on the database, so these run on PGlite only.

const evil = 'https://evil.example';

/** The CSP's directives by name, e.g. `{ 'script-src': ["'self'"] }`. */
function cspDirectives(header: string | null): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = values;
  }
  return directives;
}

/** What every response must carry, whatever produced it. */
/** The helmet headers besides the CSP, by name. */
const helmetHeaderNames = [
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** What every response must carry, whatever produced it. */
function expectSecurityHeaders(response: Response, what: string) {
  const csp = cspDirectives(response.headers.get('content-security-policy'));
  expect(csp['default-src'], `${what}: default-src`).toBeDefined();
  // Scripts follow script-src, or default-src without it; neither may allow inline code or eval.
  for (const sources of [csp['script-src'] ?? csp['default-src'], csp['default-src']]) {
    expect(sources, what).not.toContain("'unsafe-inline'");
    expect(sources, what).not.toContain("'unsafe-eval'");
    expect(sources, what).not.toContain('*');
    expect(sources, what).not.toContain('data:');
  }
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  for (const name of ['base-uri', 'form-action']) {
    expect([["'self'"], ["'none'"]], `${what}: ${name}`).toContainEqual(csp[name]);
  }
  const headers = Object.fromEntries(response.headers);
  expect(headers, what).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  });
  expect(headers, what).not.toHaveProperty('x-powered-by');
  // Plain HTTP without a trusted proxy: no HSTS.
  expect(headers, what).not.toHaveProperty('strict-transport-security');
}

describe('security properties over HTTP', () => {
  let server: TestServer;
  let webDir: string;
  const url = (path: string) => `${server.baseUrl}${path}`;

  beforeAll(async () => {
    webDir = await makeWebDist();
    server = await startTestServer({ env: { WEB_DIST_DIR: webDir, AUTH_RATE_LIMITS: relaxedRateLimits } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  describe('CSP and helmet headers', () => {
    const cases: Array<[string, string, RequestInit?, number?]> = [
      ['the SPA index.html', '/'],
      ['the SPA fallback of a client route', '/gallery'],
      ['a hashed asset', '/assets/app-1a2b3c.js'],
      ['a missing asset (404)', '/assets/app-old.js', undefined, 404],
      ['an API JSON answer', '/api/v1/health'],
      ['the JWKS', '/.well-known/jwks.json'],
      ['an unknown API path (404)', '/api/v1/nothing', undefined, 404],
      ['a missing token (401)', '/api/v1/profile', undefined, 401],
      [
        'a malformed JSON body (400)',
        '/auth/v1/signup',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"broken"' },
        400,
      ],
      [
        'an unsupported body type (415)',
        '/api/v1/posts',
        { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' },
        415,
      ],
      ['a path the router refuses (400)', '/api/v1/posts/%E0%A4%A', undefined, 400],
    ];

    it.each(cases)('on %s', async (what, path, init, status = 200) => {
      const response = await fetch(url(path), init);
      expect(response.status, what).toBe(status);
      expectSecurityHeaders(response, what);
      await response.arrayBuffer();
    });

    it("keeps helmet's headers on answers sent before any hook runs", async () => {
      const routed = await fetch(url('/api/v1/nothing'));
      const pick = (response: Response) =>
        Object.fromEntries(helmetHeaderNames.map((name) => [name, response.headers.get(name)]));
      const expected = pick(routed);
      await routed.arrayBuffer();
      // Refused by the router (bad percent-encoding) and by Node's HTTP parser (headers over 16 KB).
      for (const [path, status] of [
        ['/api/v1/posts/%E0%A4%A', 400],
        [`/api/v1/posts?cursor=${'x'.repeat(20_000)}`, 431],
      ] as const) {
        const early = await fetch(url(path));
        expect(early.status).toBe(status);
        expect(pick(early), `${status}`).toEqual(expected);
        expect(cspDirectives(early.headers.get('content-security-policy'))['default-src']).toEqual([
          "'none'",
        ]);
        expect(await early.json()).toMatchObject({ error: { code: expect.any(String) } });
      }
    });

    it('never sends HSTS over plain HTTP, even when a client forges X-Forwarded-Proto', async () => {
      const response = await fetch(url('/api/v1/health'), { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });
  });

  describe('CORS', () => {
    const paths = [
      '/api/v1/posts',
      '/api/v1/itineraries',
      '/api/v1/profile',
      '/auth/v1/token?grant_type=password',
      '/auth/v1/signup',
      '/auth/v1/user',
      '/functions/v1/gamification-system',
      '/functions/v1/ai-chat',
      '/functions/v1/photo-upload',
      '/rest/v1/rpc/get_user_stats',
    ];
    const corsHeaders = (response: Response) =>
      [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

    it.each(paths)('grants a foreign origin nothing on %s (preflight and simple request)', async (path) => {
      const preflight = await fetch(url(path), {
        method: 'OPTIONS',
        headers: {
          origin: evil,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      // No CORS plugin: the preflight finds no route, and without an allow header the browser stops.
      expect(preflight.status).toBeGreaterThanOrEqual(400);
      expect(corsHeaders(preflight)).toEqual([]);
      await preflight.arrayBuffer();

      const simple = await fetch(url(path), { headers: { origin: evil } });
      expect(corsHeaders(simple)).toEqual([]);
      await simple.arrayBuffer();
    });
  });

  describe('cookies and CSRF', () => {
    it('sets no cookie anywhere in the session lifecycle: tokens travel as bearer headers', async () => {
      const cookies: Array<[string, string[]]> = [];
      const record = (step: string, response: { headers: Headers }) =>
        cookies.push([step, response.headers.getSetCookie()]);
      const email = uniqueEmail('cookies');
      const password = 'correct horse 42';
      record('signup', await postJson(url('/auth/v1/signup'), { email, password }));
      const verify = await fetch(await outboxLinks(server.config.dataDir)(email), { redirect: 'manual' });
      expect(verify.status).toBe(303);
      record('verify', verify);
      const signin = await postJson(url('/auth/v1/token?grant_type=password'), { email, password });
      expect(signin.status).toBe(200);
      record('signin', signin);
      const session = signin.body as { access_token: string; refresh_token: string };
      const refresh = await postJson(url('/auth/v1/token?grant_type=refresh_token'), {
        refresh_token: session.refresh_token,
      });
      expect(refresh.status).toBe(200);
      record('refresh', refresh);
      const fresh = refresh.body as { access_token: string };
      record(
        'user',
        await fetch(url('/auth/v1/user'), { headers: { authorization: `Bearer ${fresh.access_token}` } }),
      );
      record('recover', await postJson(url('/auth/v1/recover'), { email }));
      record('page', await fetch(url('/')));
      const logout = await fetch(url('/auth/v1/logout'), {
        method: 'POST',
        headers: { authorization: `Bearer ${fresh.access_token}` },
      });
      expect(logout.status).toBe(204);
      record('logout', logout);
      expect(cookies.filter(([, values]) => values.length > 0)).toEqual([]);
    });

    /** Row counts of every table a request could change, and the outbox (e-mails sent). */
    async function snapshot() {
      const db = server.app.database.db;
      const tables = {
        users,
        authSessions,
        refreshTokens,
        oneTimeTokens,
        travelPosts,
        postLikes,
        postComments,
        itineraries,
        xpEvents,
      };
      const counts: Record<string, number> = {};
      for (const [name, table] of Object.entries(tables)) counts[name] = await db.$count(table);
      counts.outbox = (await readdir(join(server.config.dataDir, 'outbox')).catch(() => [])).length;
      return counts;
    }

    it('refuses every body a page on another site can send without a preflight, and changes nothing', async () => {
      // A signed-in victim, so that a forged request would have something to act on.
      const victim = await signUpOn(server, 'victim');
      const post = await postJson(
        url('/api/v1/posts'),
        { title: 'Mine', content: 'Hello' },
        victim.session.access_token,
      );
      expect(post.status).toBe(201);
      const postId = String(post.body.id);
      const before = await snapshot();

      // What <form> and fetch(no-cors) can send cross-site: only these three types, and no Authorization.
      const json = (value: unknown) => JSON.stringify(value);
      const simpleBodies = (value: Record<string, unknown>) => [
        { 'content-type': 'text/plain', body: json(value) },
        { 'content-type': 'text/plain;charset=UTF-8', body: json(value) },
        { 'content-type': 'text/plain; application/json', body: json(value) },
        {
          'content-type': 'application/x-www-form-urlencoded',
          body: new URLSearchParams(
            Object.entries(value).map(([k, v]): [string, string] => [k, String(v)]),
          ).toString(),
        },
        {
          'content-type': 'multipart/form-data; boundary=x',
          body: `--x\r\nContent-Disposition: form-data; name="${Object.keys(value)[0] ?? 'a'}"\r\n\r\nv\r\n--x--\r\n`,
        },
      ];
      const targets: Array<[string, string, Record<string, unknown>]> = [
        ['POST', '/auth/v1/signup', { email: uniqueEmail('forged'), password: 'forged password' }],
        ['POST', '/auth/v1/token?grant_type=password', { email: victim.email, password: victim.password }],
        ['POST', '/auth/v1/recover', { email: victim.email }],
        ['POST', '/auth/v1/resend', { type: 'signup', email: victim.email }],
        ['POST', '/auth/v1/logout', {}],
        ['POST', '/auth/v1/factors', { factor_type: 'totp' }],
        ['POST', '/api/v1/posts', { title: 'Forged', content: 'Forged' }],
        ['POST', `/api/v1/posts/${postId}/comments`, { content: 'Forged' }],
        ['POST', `/api/v1/posts/${postId}`, { title: 'Forged' }],
        ['POST', '/api/v1/itineraries/sync', { add: [] }],
        ['POST', '/functions/v1/gamification-system', { action: 'daily_visit', data: {} }],
        ['POST', '/functions/v1/photo-upload', { imageData: 'x', fileName: 'x.jpg' }],
        ['POST', '/rest/v1/rpc/check_achievements', {}],
      ];
      for (const [method, path, value] of targets) {
        for (const { body, ...headers } of simpleBodies(value)) {
          const response = await fetch(url(path), { method, headers: { ...headers, origin: evil }, body });
          expect(response.status, `${method} ${path} as ${headers['content-type']}`).toBeGreaterThanOrEqual(
            400,
          );
          expect(response.status, `${method} ${path} as ${headers['content-type']}`).toBeLessThan(500);
          expect(response.headers.getSetCookie()).toEqual([]);
          await response.arrayBuffer();
        }
      }
      expect(await snapshot()).toEqual(before);
      // The victim's session and post are as they were.
      const user = await fetch(url('/auth/v1/user'), {
        headers: { authorization: `Bearer ${victim.session.access_token}` },
      });
      expect(user.status).toBe(200);
      const feed = (await (await fetch(url('/api/v1/posts'))).json()) as {
        posts: Array<{ id: string; title: string }>;
      };
      expect(feed.posts.find((entry) => entry.id === postId)?.title).toBe('Mine');
    });

    it('refuses a text/plain or form body on JSON routes even with a valid token', async () => {
      // A browser never sends Authorization cross-site without a preflight; this shows the JSON routes
      // do not read other encodings at all, so the lenient JSON parser widens nothing.
      const { session } = await signUpOn(server, 'typed');
      const authorization = `Bearer ${session.access_token}`;
      const before = await server.app.database.db.$count(travelPosts);
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
        const body =
          contentType === 'text/plain'
            ? JSON.stringify({ title: 'Typed', content: 'Typed' })
            : 'title=Typed&content=Typed';
        const response = await fetch(url('/api/v1/posts'), {
          method: 'POST',
          headers: { 'content-type': contentType, authorization },
          body,
        });
        expect([400, 415], contentType).toContain(response.status);
        await response.arrayBuffer();
      }
      expect(await server.app.database.db.$count(travelPosts)).toBe(before);
    });
  });
});

describe('behind a TLS-terminating proxy (TRUST_PROXY, PUBLIC_ORIGIN)', () => {
  let trusted: TestServer;
  const publicOrigin = 'http://artvoyage.example';

  beforeAll(async () => {
    // Sign-in allows 1 per address, so the proxy's X-Forwarded-For reaches a 429 at once. An http
    // PUBLIC_ORIGIN leaves HSTS to the proxy's word.
    trusted = await startTestServer({
      env: { TRUST_PROXY: '1', PUBLIC_ORIGIN: publicOrigin, AUTH_RATE_LIMITS: 'signin=1/600' },
    });
  });
  afterAll(async () => {
    await trusted?.close();
  });

  it('sends HSTS when a trusted proxy reports HTTPS, and not when it reports HTTP', async () => {
    for (const path of ['/api/v1/health', '/api/v1/nothing']) {
      const https = await fetch(`${trusted.baseUrl}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('strict-transport-security'), path).toBe(hstsValue);
      const http = await fetch(`${trusted.baseUrl}${path}`, { headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers.get('strict-transport-security'), path).toBeNull();
      const direct = await fetch(`${trusted.baseUrl}${path}`);
      expect(direct.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('keeps the security headers on a rate-limited answer (429)', async () => {
    let response: Response | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      await response?.arrayBuffer();
      response = await fetch(`${trusted.baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ email: uniqueEmail('limited'), password: 'wrong password' }),
      });
    }
    expect(response?.status).toBe(429);
    if (response) expectSecurityHeaders(response, '429');
  });

  it('sends HSTS when PUBLIC_ORIGIN is https, whatever the request says', async () => {
    // Only the headers matter here, so a bare Fastify with them stands in for a third server.
    const app = Fastify();
    await registerSecurityHeaders(app, {
      mapTiles: undefined,
      publicOrigin: loadConfig({ PUBLIC_ORIGIN: 'https://artvoyage.example' }).publicOrigin,
    });
    app.get('/', async () => ({ ok: true }));
    const response = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(response.headers['strict-transport-security']).toBe(hstsValue);
    await app.close();
  });

  it('with PUBLIC_ORIGIN, allows no origin by CORS and puts no forged Host into e-mail links', async () => {
    for (const origin of [evil, publicOrigin]) {
      const preflight = await fetch(`${trusted.baseUrl}/api/v1/posts`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull();
      await preflight.arrayBuffer();
    }
    // fetch() will not send another Host, so node:http does; a link on that host would hand its token
    // to whoever runs it.
    const postWithHost = (path: string, body: unknown) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          `${trusted.baseUrl}${path}`,
          { method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json' } },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify(body));
      });
    const email = uniqueEmail('host');
    expect(await postWithHost('/auth/v1/signup', { email, password: 'correct horse 42' })).toBe(200);
    const link = (await latestOutbox(trusted.config.dataDir, email)).link ?? '';
    expect(new URL(link).origin).toBe(publicOrigin);
    expect(new URL(new URL(link).searchParams.get('redirect_to') ?? '').origin).toBe(publicOrigin);
    expect(await postWithHost('/auth/v1/recover', { email })).toBe(200);
    // The reset e-mail leaves after the answer, and the sign-up's confirmation is already there.
    const recovery = await latestOutbox(trusted.config.dataDir, email, 'email', (sent) =>
      Boolean(sent.link?.includes('type=recovery')),
    );
    expect(recovery.link).toContain('type=recovery');
    expect(new URL(recovery.link ?? '').origin).toBe(publicOrigin);
  });
});
