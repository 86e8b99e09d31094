// `npm run bench:load`: API throughput under load with autocannon from this process against `npm start`
// in its own process on loopback (both share this machine's cores). Run `npm run build` first.
// Each route's requests/s is also given as a ratio to a bare route measured in the same run, so the
// figures compare across machines and loads. Runs on PGlite, then on PostgreSQL in a fresh database when
// TEST_DATABASE_URL is set. The routes with a target (>= 0.1x the bare route, p99 < 50 ms) are marked
// OK or MISS. Prints figures; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import pg from 'pg';
import { imageVariantUrl } from '@artvoyage/contract/constants';
import { createConfirmedUser, outboxLinks } from '../apps/server/src/testing/auth-helpers';
import { finishRun, record } from './figures';
import { mediaDir, startServer, waitUntilReady } from './server';

/** LOAD_SECONDS and LOAD_CONNECTIONS change the run: by default 6 s per route with 30 connections. */
const seconds = Number(process.env.LOAD_SECONDS ?? 6);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 30);
/** LOAD_ROUTES (comma-separated words, e.g. `achievements,profile`) measures only the routes whose name
 *  holds one of them, besides the bare route; every route by default. */
const routeWords = (process.env.LOAD_ROUTES ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const chosen = (route: { name: string }) =>
  routeWords.length === 0 || routeWords.some((word) => route.name.toLowerCase().includes(word));

/** What a visitor types into the map's search box: names, prefixes, missing accents, typos. */
const searches = [
  'Louvre',
  'lou',
  'eiffel',
  'Eiffel Tow',
  'sacre coeur',
  'Notre',
  'Colosseum',
  'colloseum',
  'Trevi',
  'Uffizi',
  'Rialto',
  'Parthenon',
  'pyramid',
  'Florence',
  'Firenze',
  'Venezia',
  'Roma',
  'Paris',
  'cairo',
  'kairo',
  'Athens',
  'London',
  'Londres',
  'Wien',
  'Praha',
  'Berlin',
  'Amsterd',
  'Barcelona',
  'Istanbul',
  'Tokyo',
  'New York',
  'münchen',
  'Zurich',
  'São Paulo',
  'Mona',
  'Lyon',
  'Marsielle',
  'Bordeaux',
  'Lisbon',
  'Napoli',
  'Milano',
  'Verona',
  'Dubrovnik',
  'Krakow',
];

interface Route {
  name: string;
  /** Held to >= 0.1x the bare route with p99 < 50 ms. */
  target?: boolean;
  /** Path and query; autocannon takes it from the URL. */
  path: string;
  options?: Omit<Options, 'url' | 'connections' | 'duration'>;
}

const verdict = (ok: boolean) => (ok ? 'OK' : 'MISS');
const rate = (result: Result) => result.requests.total / result.duration;

const targetRatio = 0.1;
const targetP99Ms = 50;

/** A fresh PostgreSQL database for one run, dropped afterwards. */
async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `artvoyage_bench_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function measureOn(database: string, databaseUrl: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'artvoyage-bench-load-'));
  const server = await startServer({
    dataDir,
    // Limiters this high never answer 429: the figures are the server's, not the limiters'.
    env: {
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: mediaDir,
      AUTH_RATE_LIMITS: 'signin=1000000/60',
      MEDIA_RATE_LIMIT: '1000000/60',
      PLACE_SEARCH_RATE_LIMIT: '1000000/60',
    },
  });
  const origin = new URL(server.api).origin;
  try {
    const readyMs = await waitUntilReady(server, { dataDir });
    console.log(
      `API load on ${database}: server started; gazetteer and audio guides ready after ${(readyMs / 1000).toFixed(1)} s (waited for, not measured)`,
    );
    const user = await createConfirmedUser(origin, outboxLinks(dataDir), 'bench-load');
    // The first request renders the variant and caches it on disk; the load then measures serving it.
    const imagePath = imageVariantUrl('artworks', 'mona-lisa', 800, 'webp');
    const image = await fetch(`${origin}${imagePath}`);
    const imageBytes = (await image.arrayBuffer()).byteLength;
    if (!image.ok || image.headers.get('x-media-placeholder')) {
      throw new Error(
        `${imagePath} answered ${image.status} ${image.headers.get('x-media-placeholder') ? '(placeholder)' : ''}`,
      );
    }

    let search = 0;
    const bareRoute: Route = {
      name: 'GET /auth/v1/health (bare: a constant object)',
      path: '/auth/v1/health',
    };
    const allRoutes: Route[] = [
      { name: 'GET /api/v1/health (pings the database)', path: '/api/v1/health' },
      {
        // Every signed-in request pays for the access token check; this route does little else.
        name: 'GET /api/v1/profile (signed in: token and session check)',
        path: '/api/v1/profile',
        options: { headers: { authorization: `Bearer ${user.session.access_token}` } },
      },
      { name: 'GET /api/v1/posts (feed, first page)', path: '/api/v1/posts', target: true },
      { name: `GET ${imagePath} (${(imageBytes / 1024).toFixed(0)} KB, cached)`, path: imagePath },
      { name: 'GET /api/v1/destinations', path: '/api/v1/destinations', target: true },
      { name: 'GET /rest/v1/rpc/get_leaderboard', path: '/rest/v1/rpc/get_leaderboard', target: true },
      {
        name: 'GET /rest/v1/rpc/get_achievements (signed in)',
        path: '/rest/v1/rpc/get_achievements',
        target: true,
        options: { headers: { authorization: `Bearer ${user.session.access_token}` } },
      },
      {
        name: `GET /api/v1/places?q=... (${searches.length} queries in turn)`,
        path: '/api/v1/places?q=Paris',
        target: true,
        options: {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                path: `/api/v1/places?q=${encodeURIComponent(searches[search++ % searches.length] ?? 'Paris')}`,
              }),
            },
          ],
        },
      },
      {
        name: 'POST /auth/v1/token?grant_type=password (sign-in, argon2id)',
        path: '/auth/v1/token?grant_type=password',
        options: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: user.email, password: user.password }),
        },
      },
    ];
    const routes = allRoutes.filter(chosen);

    // One request each first: a wrong path would otherwise be measured as the SPA's index.html or a 404.
    for (const route of [bareRoute, ...routes]) {
      const { method = 'GET', headers, body } = route.options ?? {};
      const response = await fetch(`${origin}${route.path}`, { method, headers, body });
      const type = response.headers.get('content-type') ?? '';
      await response.arrayBuffer();
      if (!response.ok || type.startsWith('text/html')) {
        throw new Error(`${method} ${route.path} answered ${response.status} ${type}`);
      }
    }

    /** After a run the server may still be working through abandoned requests (sign-ins above all): wait
     *  until the bare route answers promptly again, so one route's backlog is not the next one's figure. */
    const settle = async () => {
      const started = performance.now();
      while (performance.now() - started < 15_000) {
        const begin = performance.now();
        await (await fetch(`${origin}${bareRoute.path}`)).arrayBuffer();
        if (performance.now() - begin < 20) return;
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const run = async (route: Route, duration: number) => {
      const result = await autocannon({
        url: `${origin}${route.path}`,
        connections,
        duration,
        ...route.options,
      });
      await settle();
      return result;
    };
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
    console.log(
      `API load: autocannon, ${connections} connections, ${seconds} s per route after 1 s of warm-up each, server and ` +
        `load generator on the same ${cpus().length} cores (load average before ${load})`,
    );
    for (const route of [bareRoute, ...routes]) await run(route, 1);
    // The bare route first and last: its two figures show how steady the machine was meanwhile.
    const measured: Array<{ route: Route; result: Result }> = [];
    for (const route of [bareRoute, ...routes, bareRoute]) {
      measured.push({ route, result: await run(route, seconds) });
    }

    const bareRates = measured.filter((m) => m.route === bareRoute).map((m) => rate(m.result));
    const bare = bareRates.reduce((sum, r) => sum + r, 0) / bareRates.length;
    const width = Math.max(...measured.map((m) => m.route.name.length));
    for (const { route, result } of measured) {
      const others = Object.entries(result.statusCodeStats)
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => `${status} x${count}`);
      const ratio = rate(result) / bare;
      if (route !== bareRoute) {
        const name = `load ${database} ${route.name.replace(/ \(.*$/, '')}`;
        record(`${name} ratio`, Number(ratio.toPrecision(2)), 'x bare', 'higher');
        record(`${name} p99`, result.latency.p99, 'ms', 'lower');
      }
      const onTarget = ratio >= targetRatio && result.latency.p99 < targetP99Ms;
      const ok = result.errors === 0 && result['5xx'] === 0 && (!route.target || onTarget);
      console.log(
        `  ${route.name.padEnd(width)}  ${rate(result).toFixed(0).padStart(6)} req/s  ${(rate(result) / bare).toPrecision(2)}x bare  ` +
          `p99 ${String(result.latency.p99).padStart(4)} ms  errors ${result.errors} (timeouts ${result.timeouts})  ` +
          `non-2xx ${result.non2xx}${others.length ? ` [${others.join(', ')}]` : ''}  ${verdict(ok)}` +
          (route.target ? ` (target >= ${targetRatio}x, p99 < ${targetP99Ms} ms)` : ''),
      );
    }
    const requests = measured.reduce((sum, { result }) => sum + result.requests.total, 0);
    const errors = measured.reduce((sum, { result }) => sum + result.errors, 0);
    const serverErrors = measured.reduce((sum, { result }) => sum + result['5xx'], 0);
    const non2xx = measured.reduce((sum, { result }) => sum + result.non2xx, 0);
    console.log(
      `API load on ${database}: ${requests} requests, ${errors} errors, ${serverErrors} answered 5xx, ${non2xx} non-2xx ` +
        `(target zero errors, no 5xx) ${verdict(errors === 0 && serverErrors === 0)}; bare route ` +
        `${bareRates.map((r) => r.toFixed(0)).join(' then ')} req/s (ratios are to their mean)`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await measureOn('PGlite', '');
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const postgres = await freshPostgres(adminUrl);
  try {
    await measureOn('PostgreSQL', postgres.url);
  } finally {
    await postgres.drop();
  }
} else {
  console.log('API load on PostgreSQL: skipped (set TEST_DATABASE_URL to an admin URL to measure it)');
}

finishRun(import.meta.url);
