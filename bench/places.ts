// `npm run bench:places`: place-search latency on a fresh data directory (PGlite unless DATABASE_URL is
// set), through HTTP as the web app calls it. Run `npm run build` first. Prints figures; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server';

/** About 200 queries a visitor might type: whole names, prefixes, missing accents, typos, other languages. */
function queries(): string[] {
  const words = [
    'Louvre',
    'eiffel',
    'Eiffel Tower',
    'sacre coeur',
    'Notre Dame',
    'Colosseum',
    'colloseum',
    'Pantheon',
    'Trevi',
    'Vatican',
    'Uffizi',
    'Ponte Vecchio',
    'Rialto',
    'San Marco',
    'Parthenon',
    'Acropolis',
    'pyramid',
    'sphinx',
    'Florence',
    'Firenze',
    'Venezia',
    'Roma',
    'Paris',
    'cairo',
    'kairo',
    'caior',
    'Athens',
    'Athina',
    'London',
    'Londres',
    'Madrid',
    'Vienna',
    'Wien',
    'Prague',
    'Praha',
    'Berlin',
    'Amsterdam',
    'Barcelona',
    'Istanbul',
    'Tokyo',
    'New York',
    'münchen',
    'Zurich',
    'São Paulo',
    'Mona',
    'Lyon',
    'Marseille',
    'Nice',
    'Bordeaux',
    'Brussels',
    'Lisbon',
    'Porto',
    'Sevilla',
    'Granada',
    'Naples',
    'Napoli',
    'Milano',
    'Turin',
    'Bologna',
    'Pisa',
    'Siena',
    'Verona',
    'Dubrovnik',
    'Krakow',
  ];
  const list: string[] = [];
  for (const word of words) {
    list.push(word, word.slice(0, 3));
    if (word.length > 5) list.push(`${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`); // two letters swapped
  }
  for (let index = 0; list.length < 200; index++) list.push(`${words[index % words.length]} `.toLowerCase());
  return list.slice(0, 200);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const dataDir = mkdtempSync(join(tmpdir(), 'artvoyage-bench-places-'));
const started = performance.now();
// --expose-gc: the server then measures its search index's memory after a full collection.
const server = await startServer({
  dataDir,
  logLevel: 'info',
  logs: true,
  env: {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim(),
    // One client sends every query: a limiter this high never answers 429, so the figures are the search's.
    PLACE_SEARCH_RATE_LIMIT: '1000000/60',
  },
});
const base = server.api;
// The server logs (pino, one JSON object a line) when the background gazetteer load is done, then
// when the in-process search index is built from it (search is served from memory after that).
let gazetteer = 0;
let loadMs = 0;
let index: { names: number; ms: number; heapMb: number; heapMeasure: string } | undefined;
server.child.stdout?.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString().split('\n')) {
    if (line.includes('"msg":"gazetteer loaded"')) {
      gazetteer = performance.now() - started;
      loadMs = (JSON.parse(line) as { ms: number }).ms;
    } else if (line.includes('"msg":"place search index built"')) {
      index = JSON.parse(line) as typeof index;
    }
  }
});
try {
  let healthy = 0;
  while (!healthy || !gazetteer || !index) {
    if (performance.now() - started > 300_000)
      throw new Error('gazetteer and search index not ready within 300 s');
    try {
      if (!healthy && (await fetch(`${base}/health`)).ok) healthy = performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const list = queries();
  for (const q of list.slice(0, 20)) await fetch(`${base}/places?q=${encodeURIComponent(q)}`); // warm-up
  const timings: number[] = [];
  for (const q of list) {
    const begin = performance.now();
    const response = await fetch(`${base}/places?q=${encodeURIComponent(q)}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`"${q}" answered ${response.status}`);
    timings.push(performance.now() - begin);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const slowest = list
    .map((q, index) => [q, timings[index] ?? 0] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  console.log(`Slowest: ${slowest.map(([q, ms]) => `"${q}" ${ms.toFixed(0)} ms`).join(', ')}`);
  const p95 = percentile(sorted, 95);
  console.log(
    `Start -> healthy ${(healthy / 1000).toFixed(2)} s; gazetteer loaded after ${(gazetteer / 1000).toFixed(2)} s (the load itself ${(loadMs / 1000).toFixed(2)} s)`,
  );
  console.log(
    `Search index: ${index?.names} names built in ${index?.ms} ms, its heap ${index?.heapMb} MB (${index?.heapMeasure})`,
  );
  console.log(
    `Place search on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${timings.length} queries: ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms ` +
      `(target p95 < 50) ${p95 < 50 ? 'OK' : 'OVER'}`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
