#!/usr/bin/env node
/**
 * Reports the source files over 300 lines and the React components over 150 lines, and fails when one
 * is new or has grown.
 *
 * Long files and components are where a newcomer gets lost, so the code is held to two sizes: a file
 * of code (not tests, data or content) of at most 300 lines, and a component (any function in a .tsx
 * file) of at most 150. Those that were longer when the limits came are listed in
 * `tools/size-exceptions.json` with their size then; they may shrink, never grow, and the list must
 * follow them down (a stale entry fails too, so a split is recorded as it lands). Lines are counted as
 * `wc -l` does, comments and blank lines included.
 *
 * The counting is ESLint's own `max-lines` and `max-lines-per-function`, run with nothing else.
 *
 *   node tools/size-report.mjs          report, and fail on a new, grown or stale entry (CI runs this)
 *   node tools/size-report.mjs --write  record today's sizes as the exceptions (after a split)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

export const limits = { fileLines: 300, componentLines: 150 };

const repoRoot = resolve(import.meta.dirname, '..');
const exceptionsFile = resolve(repoRoot, 'tools/size-exceptions.json');

/** The code the limits cover: the apps and the contract, without tests, test helpers and data. */
const codeFiles = ['apps/*/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'];
const notCode = ['**/*.test.{ts,tsx}', '**/testing/**', '**/test-support/**', '**/data/**', '**/*.d.ts'];

const lintForSizes = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: true,
  // The code's own eslint-disable comments name rules this run does not load.
  allowInlineConfig: false,
  overrideConfig: [
    { ignores: notCode },
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      rules: {
        'max-lines': ['error', { max: limits.fileLines, skipBlankLines: false, skipComments: false }],
      },
    },
    {
      files: ['**/*.tsx'],
      rules: {
        'max-lines-per-function': [
          'error',
          { max: limits.componentLines, skipBlankLines: false, skipComments: false, IIFEs: true },
        ],
      },
    },
  ],
});

/** `file` → its line count, and `file:line name` → a component's line count, for each one over its limit. */
export async function measure() {
  const files = {};
  const components = {};
  for (const result of await lintForSizes.lintFiles(codeFiles)) {
    const file = relative(repoRoot, result.filePath);
    for (const message of result.messages) {
      const counted = /\((\d+)\)/.exec(message.message);
      if (!counted) throw new Error(`${file}: ${message.message}`);
      const lines = Number(counted[1]);
      if (message.ruleId === 'max-lines') files[file] = lines;
      else if (message.ruleId === 'max-lines-per-function') {
        const name = /'([^']+)'/.exec(message.message)?.[1] ?? 'anonymous function';
        components[`${file} ${name}`] = lines;
      } else throw new Error(`${file}:${message.line} ${message.message}`);
    }
  }
  return { files, components };
}

/** What fails: over a limit and not listed, grown past the listed size, or listed but now smaller. */
export function compare(measured, allowed) {
  const problems = [];
  for (const kind of ['files', 'components']) {
    for (const [where, lines] of Object.entries(measured[kind])) {
      const recorded = allowed[kind][where];
      if (recorded === undefined) problems.push(`new: ${where} has ${lines} lines`);
      else if (lines > recorded) problems.push(`grown: ${where} has ${lines} lines, ${recorded} before`);
      else if (lines < recorded) problems.push(`smaller: ${where} has ${lines} lines, listed at ${recorded}`);
    }
    for (const where of Object.keys(allowed[kind])) {
      if (measured[kind][where] === undefined) problems.push(`within the limit now: ${where}`);
    }
  }
  return problems;
}

function table(title, entries, limit) {
  const rows = Object.entries(entries).sort((a, b) => b[1] - a[1]);
  console.log(`\n${title} over ${limit} lines: ${rows.length}`);
  for (const [where, lines] of rows) console.log(`  ${String(lines).padStart(5)}  ${where}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const measured = await measure();
  if (process.argv.includes('--write')) {
    writeFileSync(exceptionsFile, `${JSON.stringify(measured, null, 2)}\n`);
    console.log(`Recorded in ${relative(repoRoot, exceptionsFile)}.`);
  }
  table('Files', measured.files, limits.fileLines);
  table('Components (functions in .tsx files)', measured.components, limits.componentLines);
  const problems = compare(measured, JSON.parse(readFileSync(exceptionsFile, 'utf8')));
  if (problems.length > 0) {
    console.error(`\nSizes differ from tools/size-exceptions.json:\n  ${problems.join('\n  ')}`);
    console.error('Split what is new or has grown; after a split, run `node tools/size-report.mjs --write`.');
    process.exit(1);
  }
  console.log('\nNo file or component is new over its limit, and none has grown.');
}
