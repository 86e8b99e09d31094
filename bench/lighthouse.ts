// `npm run bench:lighthouse`: Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU
// slowdown) on the built app served by `npm start`, with Debian's Chromium; nothing is downloaded.
// Run `npm run build` first. Prints scores, metrics and what fails; asserts nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import './iterator-helpers';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { mediaDir, startServer, waitUntilReady } from './server';

/** LIGHTHOUSE_PAGES=/gallery,/games measures only those. */
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/gallery',
  '/artwork/mona-lisa',
  '/games',
  '/interactive-map',
];
/** LIGHTHOUSE_REPORTS=dir keeps each page's full report there as JSON (open it in the Lighthouse viewer). */
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
const categories = [
  { id: 'performance', label: 'performance', target: 90 },
  { id: 'accessibility', label: 'accessibility', target: 95 },
  { id: 'best-practices', label: 'best practices', target: 95 },
] as const;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
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

/** One Lighthouse run in a Chrome of its own, closed before the next one starts. */
async function audit(url: string, flags: Flags): Promise<Result> {
  const chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
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

const dataDir = mkdtempSync(join(tmpdir(), 'artvoyage-bench-lighthouse-'));
const server = await startServer({ dataDir, env: { MEDIA_DIR: mediaDir } });
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
  const results: Array<{ page: string; lhr: Result }> = [];
  for (const page of pages) {
    const started = performance.now();
    // Lighthouse asks for another run when its trace of the load is unusable (e.g. NO_NAVSTART).
    const failures: string[] = [];
    let lhr = await audit(`${origin}${page}`, settings);
    while (lhr.runtimeError && failures.length < 2) {
      failures.push(lhr.runtimeError.code);
      lhr = await audit(`${origin}${page}`, settings);
    }
    results.push({ page, lhr });
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      const name = page.replace(/^\/|\/$/g, '').replaceAll('/', '-') || 'home';
      writeFileSync(join(reportsDir, `${name}.json`), JSON.stringify(lhr));
    }
    const scores = categories.map((c) => {
      const value = score(lhr.categories[c.id]?.score);
      return `${c.label} ${shown(value)} (>= ${c.target}) ${verdict(value >= c.target)}`;
    });
    const lcp = metric(lhr, 'largest-contentful-paint') / 1000;
    const tbt = metric(lhr, 'total-blocking-time');
    const cls = metric(lhr, 'cumulative-layout-shift');
    const retried = failures.length ? `, ${failures.length + 1} runs: ${failures.join(', ')} before` : '';
    console.log(
      `Lighthouse mobile ${page}: ${scores.join(', ')}; LCP ${shown(lcp, 1)} s, TBT ${shown(tbt)} ms, ` +
        `CLS ${shown(cls, 3)} (${((performance.now() - started) / 1000).toFixed(0)} s${retried})`,
    );
    for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
    if (lhr.runtimeError) {
      // Every audit that needs the trace fails with it: listing them would say nothing more.
      console.log(`  runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      continue;
    }
    const element = lcpElement(lhr);
    if (element && !(score(lhr.categories.performance?.score) >= 90))
      console.log(`  LCP element: ${element}`);
    for (const c of categories) {
      const value = score(lhr.categories[c.id]?.score);
      if (value >= c.target) continue;
      console.log(`  ${c.label} ${shown(value)} < ${c.target}, top failing audits:`);
      for (const line of failing(lhr, c.id)) console.log(`    - ${line}`);
    }
  }
  const under = results.filter(({ lhr }) =>
    categories.some((c) => !(score(lhr.categories[c.id]?.score) >= c.target)),
  );
  const first = results[0]?.lhr;
  console.log(
    `Lighthouse ${first?.lighthouseVersion ?? '?'}, ${first?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chrome'}, ` +
      `host benchmark index ${first?.environment.benchmarkIndex ?? '?'}; load average before the runs ${load} on ${cpus().length} cores. ` +
      `Pages under a target: ${under.length ? under.map((r) => r.page).join(', ') : 'none'} ${verdict(!under.length)}`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
