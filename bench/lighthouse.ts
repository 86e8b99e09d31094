// `npm run bench:lighthouse`: Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU
// slowdown) on the built app served by `npm start`, with Debian's Chromium; nothing is downloaded.
// Run `npm run build` first. Every route, in English, French and Russian, three runs each (about 45
// minutes on 2 cores; LIGHTHOUSE_PAGES, LIGHTHOUSE_LOCALES and LIGHTHOUSE_RUNS narrow it). Prints each
// run, what a missed run fails on, and a table of medians; asserts nothing. Visitors are signed out:
// Lighthouse starts each run with empty storage.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import './iterator-helpers';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { gameIds } from '@artvoyage/contract/constants';
import { paths } from '@artvoyage/contract/paths';
import { finishRun, record } from './figures';
import { mediaDir, startServer, waitUntilReady } from './server';

/**
 * Every route of the app as a visitor who is not signed in first sees it (apps/web/src/app/routes.tsx:
 * each page, each game, the auth callback and the not-found page). LIGHTHOUSE_PAGES=/gallery,/games
 * measures only those.
 */
const allPages = [
  paths.home.href(),
  paths.gallery.href(),
  paths.artwork.href('mona-lisa'),
  paths.guidedTours.href(),
  paths.tour.href('classical'),
  paths.tourFinish.href('classical'),
  paths.about.href(),
  paths.interactiveMap.href(),
  paths.aiRecognition.href(),
  paths.travelAssistant.href(),
  paths.social.href(),
  paths.achievements.href(),
  paths.profile.href(),
  paths.security.href(),
  paths.myItineraries.href(),
  paths.games.href(),
  ...gameIds.map((id) => paths.game.href(id)),
  paths.authCallback.href(),
  '/no-such-page',
];
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? allPages;
/** LIGHTHOUSE_LOCALES=en measures one language (the browser's language, as a visitor's would be). */
const locales = process.env.LIGHTHOUSE_LOCALES?.split(',') ?? ['en', 'fr', 'ru'];
/** LIGHTHOUSE_RUNS: runs of each page and language; a page misses when most of its runs miss. */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_REPORTS=dir keeps each page's full report there as JSON (open it in the Lighthouse viewer). */
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
const categories = [
  { id: 'performance', label: 'performance', target: 95 },
  { id: 'accessibility', label: 'accessibility', target: 100 },
  { id: 'best-practices', label: 'best practices', target: 100 },
] as const;
const clsTarget = 0.02;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Lighthouse needs the full browser; the browser tests install only Chromium's headless shell.
if (!existsSync(chromePath)) {
  console.error(
    `Lighthouse needs Debian's full Chromium at ${chromePath}: apt-get install chromium (or set CHROME_PATH).`,
  );
  process.exit(1);
}
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** LIGHTHOUSE_WARMUP=0 skips the unmeasured first load of each page. */
const warmUp = process.env.LIGHTHOUSE_WARMUP !== '0';

type Audit = Result['audits'][string];
/** An entry of a table or list in an audit's details (`items` is something else in a few audits). */
interface Item {
  node?: { selector?: string; snippet?: string };
  url?: string;
  source?: { url?: string };
}

const verdict = (ok: boolean) => (ok ? 'OK' : 'MISS');
const score = (value: number | null | undefined) => (value == null ? NaN : Math.round(value * 100));
const shown = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** One Lighthouse run in a Chrome of its own (in `locale`), closed before the next one starts. */
async function audit(url: string, flags: Flags, locale = 'en'): Promise<Result> {
  const chrome = await launch({
    chromePath,
    chromeFlags: [...chromeFlags, `--lang=${locale}`, `--accept-lang=${locale}`],
    logLevel: 'silent',
  });
  try {
    const run = await lighthouse(url, { ...flags, port: chrome.port, output: 'json', logLevel: 'error' });
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    return run.lhr;
  } finally {
    await close(chrome);
  }
}

async function close(chrome: LaunchedChrome): Promise<void> {
  const exited = new Promise<void>((resolveExit) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolveExit();
    else chrome.process.once('exit', () => resolveExit());
  });
  chrome.kill();
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
}

/** The first few elements or resources an audit names, to say where to look. */
function examples(audit: Audit): string {
  const listed = (audit.details as { items?: unknown } | undefined)?.items;
  const items: Item[] = Array.isArray(listed) ? listed : [];
  const named = items
    .map((item) => item.url ?? item.source?.url ?? item.node?.selector ?? item.node?.snippet)
    .filter((name): name is string => Boolean(name));
  if (!named.length) return '';
  const shown = named.slice(0, 3).map((name) => (name.length > 80 ? `${name.slice(0, 77)}...` : name));
  return `; ${items.length} item${items.length === 1 ? '' : 's'}: ${shown.join(' | ')}${named.length > 3 ? ' ...' : ''}`;
}

function describe(audit: Audit): string {
  const value = audit.displayValue ? ` (${audit.displayValue})` : '';
  const state =
    audit.scoreDisplayMode === 'error'
      ? `error: ${audit.errorMessage ?? 'no message'}`
      : audit.score === null
        ? audit.scoreDisplayMode
        : `score ${score(audit.score)}`;
  return `${audit.id}: ${audit.title}${value}, ${state}${examples(audit)}`;
}

/** What pulls a category down: its weighted audits that fail, worst first, then (for performance) the
 *  failing insights and diagnostics with the largest estimated savings. */
function failing(lhr: Result, categoryId: string, limit = 6): string[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  const refs = category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter((entry): entry is { ref: typeof entry.ref; audit: Audit } => Boolean(entry.audit));
  const weighted = refs
    .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 0.9)
    .sort((a, b) => b.ref.weight * (1 - (b.audit.score ?? 0)) - a.ref.weight * (1 - (a.audit.score ?? 0)))
    .map(({ ref, audit }) => `${describe(audit)} [weight ${ref.weight}]`);
  const savings = (audit: Audit) =>
    Object.entries(audit.metricSavings ?? {}).reduce(
      (sum, [metric, value]) => sum + (metric === 'CLS' ? (value ?? 0) * 1000 : (value ?? 0)),
      0,
    );
  const advice =
    categoryId === 'performance'
      ? refs
          .filter(({ ref, audit }) => ref.weight === 0 && audit.score !== null && audit.score < 0.9)
          .sort((a, b) => savings(b.audit) - savings(a.audit))
          .map(({ audit }) => describe(audit))
      : [];
  const errors = refs
    .filter(({ audit }) => audit.scoreDisplayMode === 'error')
    .map(({ audit }) => describe(audit));
  return [...weighted, ...advice.slice(0, Math.max(0, limit - weighted.length)), ...errors].slice(
    0,
    limit + errors.length,
  );
}

/** The element whose paint is the LCP, with the image it shows, from the LCP breakdown insight. */
function lcpElement(lhr: Result): string | undefined {
  const listed = (lhr.audits['lcp-breakdown-insight']?.details as { items?: unknown } | undefined)?.items;
  // The list holds the subpart table and the element itself, a `node` entry.
  const entries = Array.isArray(listed)
    ? (listed as Array<{ type?: string; selector?: string; snippet?: string }>)
    : [];
  const node = entries.find((entry) => entry.type === 'node');
  if (!node?.selector) return undefined;
  const source = /\ssrc="([^"]+)"/.exec(node.snippet ?? '')?.[1];
  return source ? `${node.selector} showing ${source}` : node.selector;
}

function metric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? NaN;
}

/** A run misses when a category is under its target or the layout shifts more than CLS 0.02. */
function missed(lhr: Result): boolean {
  return (
    Boolean(lhr.runtimeError) ||
    categories.some((c) => !(score(lhr.categories[c.id]?.score) >= c.target)) ||
    !(metric(lhr, 'cumulative-layout-shift') <= clsTarget)
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'artvoyage-bench-lighthouse-'));
// Every run comes from one address, many times faster than a visitor: limiters this high never answer
// 429 (a refused image or search would be measured as the page's failure).
const server = await startServer({
  dataDir,
  env: { MEDIA_DIR: mediaDir, MEDIA_RATE_LIMIT: '1000000/60', PLACE_SEARCH_RATE_LIMIT: '1000000/60' },
});
const origin = new URL(server.api).origin;
try {
  const readyMs = await waitUntilReady(server, { dataDir });
  console.log(
    `Lighthouse: server started; gazetteer and audio guides ready after ${(readyMs / 1000).toFixed(1)} s (waited for, not measured)`,
  );
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const settings: Flags = { onlyCategories: categories.map((c) => c.id) };
  if (warmUp) {
    // One unmeasured load per page first, so the server's rendered-image cache is warm, as it is in
    // production after the first visitor: the figures are then about the app, not the first render.
    const started = performance.now();
    for (const page of pages) await audit(`${origin}${page}`, { onlyAudits: ['first-contentful-paint'] });
    console.log(
      `Lighthouse warm-up: one load of each page in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  /** One measured run of a page in a language; prints its scores and, when it misses, why. */
  const measure = async (page: string, locale: string, run: number): Promise<Result> => {
    const started = performance.now();
    // Lighthouse asks for another run when its trace of the load is unusable (e.g. NO_NAVSTART).
    const failures: string[] = [];
    let lhr = await audit(`${origin}${page}`, settings, locale);
    while (lhr.runtimeError && failures.length < 2) {
      failures.push(lhr.runtimeError.code);
      lhr = await audit(`${origin}${page}`, settings, locale);
    }
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      const name = page.replace(/^\/|\/$/g, '').replaceAll('/', '-') || 'home';
      writeFileSync(join(reportsDir, `${name}.${locale}.${run}.json`), JSON.stringify(lhr));
    }
    const scores = categories.map((c) => {
      const value = score(lhr.categories[c.id]?.score);
      return `${c.label} ${shown(value)} ${verdict(value >= c.target)}`;
    });
    const lcp = metric(lhr, 'largest-contentful-paint') / 1000;
    const tbt = metric(lhr, 'total-blocking-time');
    const cls = metric(lhr, 'cumulative-layout-shift');
    const retried = failures.length ? `, ${failures.length + 1} runs: ${failures.join(', ')} before` : '';
    console.log(
      `Lighthouse mobile ${page} (${locale}, run ${run}): ${scores.join(', ')}; LCP ${shown(lcp, 1)} s, ` +
        `TBT ${shown(tbt)} ms, CLS ${shown(cls, 3)} ${verdict(cls <= clsTarget)} ` +
        `(${((performance.now() - started) / 1000).toFixed(0)} s${retried})`,
    );
    for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
    if (lhr.runtimeError) {
      // Every audit that needs the trace fails with it: listing them would say nothing more.
      console.log(`  runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      return lhr;
    }
    if (!missed(lhr)) return lhr;
    const element = lcpElement(lhr);
    if (element) console.log(`  LCP element: ${element}`);
    for (const c of categories) {
      const value = score(lhr.categories[c.id]?.score);
      if (value >= c.target) continue;
      console.log(`  ${c.label} ${shown(value)} < ${c.target}, top failing audits:`);
      for (const line of failing(lhr, c.id)) console.log(`    - ${line}`);
    }
    return lhr;
  };

  const rows: Array<{ page: string; locale: string; runs: Result[]; misses: number }> = [];
  for (const page of pages) {
    for (const locale of locales) {
      const row = { page, locale, runs: [] as Result[], misses: 0 };
      rows.push(row);
      for (let run = 1; run <= runs; run++) {
        const lhr = await measure(page, locale, run);
        row.runs.push(lhr);
        if (missed(lhr)) row.misses += 1;
      }
    }
  }
  const median = (values: number[]) =>
    [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;
  const cell = (row: (typeof rows)[number], read: (lhr: Result) => number, digits = 0) =>
    shown(median(row.runs.map(read)), digits);
  console.log(
    `Lighthouse summary (mobile, medians of ${runs} run${runs === 1 ? '' : 's'}; targets: performance >= 95, ` +
      `accessibility and best practices 100, CLS <= ${clsTarget}; a page misses when most of its runs miss)`,
  );
  console.log(
    '  | page | lang | performance | accessibility | best practices | LCP s | TBT ms | CLS | runs missed |',
  );
  console.log('  |---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const categoryCells = categories.map((c) => cell(row, (lhr) => score(lhr.categories[c.id]?.score)));
    console.log(
      `  | ${row.page} | ${row.locale} | ${categoryCells.join(' | ')} | ` +
        `${cell(row, (lhr) => metric(lhr, 'largest-contentful-paint') / 1000, 1)} | ` +
        `${cell(row, (lhr) => metric(lhr, 'total-blocking-time'))} | ` +
        `${cell(row, (lhr) => metric(lhr, 'cumulative-layout-shift'), 3)} | ${row.misses}/${row.runs.length} |`,
    );
  }
  for (const row of rows) {
    const name = `lighthouse ${row.page} ${row.locale}`;
    record(
      `${name} performance`,
      median(row.runs.map((lhr) => score(lhr.categories.performance?.score))),
      'score',
      'higher',
    );
    record(
      `${name} LCP`,
      median(row.runs.map((lhr) => Math.round(metric(lhr, 'largest-contentful-paint')))),
      'ms',
      'lower',
    );
  }
  const under = rows.filter((row) => row.misses * 2 > row.runs.length);
  const first = rows[0]?.runs[0];
  console.log(
    `Lighthouse ${first?.lighthouseVersion ?? '?'}, ${first?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chrome'}, ` +
      `host benchmark index ${first?.environment.benchmarkIndex ?? '?'}; load average before the runs ${load} on ${cpus().length} cores. ` +
      `Pages under a target: ${under.length ? under.map((row) => `${row.page} (${row.locale})`).join(', ') : 'none'} ${verdict(!under.length)}`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

finishRun(import.meta.url);
