// The figures a bench run measures, compared with the previous ones in bench/baseline.json, so that a
// change that makes something slower shows as a ratio. `npm run bench` and each `bench:*` part print
// them at the end; with BENCH_UPDATE_BASELINE=1 a run stores its figures as the new baseline (a partial
// run replaces only its own). Ratios above 1 are better.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type Better = 'higher' | 'lower';

export interface Figure {
  value: number;
  unit: string;
  better: Better;
}

export type Figures = Record<string, Figure>;

const measured: Figures = {};

/** Records one figure of this run under a stable name ("load PGlite GET /api/v1/posts ratio"). */
export function record(name: string, value: number, unit: string, better: Better): void {
  if (Number.isFinite(value)) measured[name] = { value, unit, better };
}

export const recorded = (): Figures => ({ ...measured });

export const baselinePath = join(import.meta.dirname, 'baseline.json');

export function readBaseline(path = baselinePath): Figures {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Figures) : {};
}

/**
 * How this run compares with the baseline, figure by figure: `ratio` > 1 is better, < 1 worse; a
 * figure that is new, or gone from this run, has no ratio.
 */
export function compare(
  current: Figures,
  baseline: Figures,
): Array<{ name: string; current?: Figure; baseline?: Figure; ratio?: number }> {
  const names = [...new Set([...Object.keys(baseline), ...Object.keys(current)])].sort();
  return names.map((name) => {
    const now = current[name];
    const before = baseline[name];
    if (!now || !before || before.value === 0 || now.value === 0)
      return { name, ...(now && { current: now }), ...(before && { baseline: before }) };
    const ratio = now.better === 'higher' ? now.value / before.value : before.value / now.value;
    return { name, current: now, baseline: before, ratio };
  });
}

/** A ratio under this reads as slower or worse, beyond a quiet machine's noise between runs. */
export const worseBelow = 0.9;

export function printComparison(current: Figures, baseline: Figures): void {
  const rows = compare(current, baseline).filter((row) => row.current);
  if (rows.length === 0) return;
  console.log(`Against bench/baseline.json (ratio > 1 is better; under ${worseBelow} is marked WORSE):`);
  for (const row of rows) {
    const now = row.current!;
    const before = row.baseline ? `${row.baseline.value} ${row.baseline.unit}` : 'no baseline';
    const ratio =
      row.ratio === undefined
        ? ''
        : ` ratio ${row.ratio.toFixed(2)}${row.ratio < worseBelow ? ' WORSE' : ''}`;
    console.log(`  ${row.name}: ${now.value} ${now.unit} (baseline ${before})${ratio}`);
  }
}

/** Merges this run's figures into the baseline file (a partial run keeps the others). */
export function updateBaseline(current: Figures, path = baselinePath): void {
  const merged = { ...readBaseline(path), ...current };
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * The end of a bench script: compares this run with the baseline (and stores it with
 * BENCH_UPDATE_BASELINE=1), only when `moduleUrl` is the script that was run, not a part of `npm run bench`.
 */
export function finishRun(moduleUrl: string): void {
  const entry = process.argv[1];
  if (!entry || pathToFileURL(entry).href !== moduleUrl) return;
  printComparison(recorded(), readBaseline());
  if (process.env.BENCH_UPDATE_BASELINE === '1') {
    updateBaseline(recorded());
    console.log('bench/baseline.json updated with this run');
  }
}
