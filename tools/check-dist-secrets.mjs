#!/usr/bin/env node
// Fails when the built web app (apps/web/dist) holds anything that looks like a secret: a private key,
// a JWT, a cloud or AI provider key, or the value of a server-only setting. Everything in dist is
// public, so one hit is a leak. Run after `npm run build` (e2e's pretest does); exit codes: 0 clean,
// 1 findings, 2 nothing to check.
//
//   node tools/check-dist-secrets.mjs [dist directory]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const repoRoot = resolve(import.meta.dirname, '..');

/** Shapes of secrets, whatever their origin. */
export const secretPatterns = [
  ['private key', /-----BEGIN[A-Z0-9 ]*PRIVATE KEY-----/],
  ['JWT', /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}/],
  ['AWS access key id', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['sk- API key', /\bsk-(?:proj-|ant-|live-|or-v1-)?[A-Za-z0-9_-]{20,}/],
  ['Stripe key', /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['GitHub token', /\b(?:ghp|gho|ghu|ghs|ghr|github_pat)_[A-Za-z0-9_]{30,}/],
  ['Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
  ['Groq key', /\bgsk_[A-Za-z0-9]{20,}/],
];

/** Settings only the server reads; their values must never reach the browser. */
export const serverOnlySettings = [
  'AI_PROVIDERS',
  'AI_VISION_PROVIDER',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
  'DATABASE_URL',
  'REDIS_URL',
];

/**
 * Secret strings inside one setting's value: the whole value (8 characters or more), and parts of at
 * least 12: URL passwords and `key`-like JSON fields. Shorter parts ("postgres") match bundles by chance.
 */
function secretsIn(value) {
  const whole = value.trim();
  const found = new Set();
  try {
    const url = new URL(value);
    if (url.password) found.add(decodeURIComponent(url.password));
  } catch {
    // Not a URL.
  }
  try {
    const walk = (node) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [name, child] of Object.entries(node)) {
          if (typeof child === 'string' && /key|secret|token|password/i.test(name)) found.add(child);
          else walk(child);
        }
      }
    };
    walk(JSON.parse(value));
  } catch {
    // Not JSON.
  }
  return [...(whole.length >= 8 ? [whole] : []), ...[...found].filter((part) => part.length >= 12)];
}

/** `NAME=value` lines of a .env file (quotes removed). */
function readDotEnv(path) {
  if (!existsSync(path)) return {};
  const values = {};
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/** The server-only values to look for: from the environment and from the repository's .env. */
export function serverSecrets(env = process.env, dotEnvPath = join(repoRoot, '.env')) {
  const sources = [readDotEnv(dotEnvPath), env];
  const secrets = [];
  for (const name of serverOnlySettings) {
    for (const source of sources) {
      const value = source[name];
      if (value) for (const secret of secretsIn(value)) secrets.push({ name, secret });
    }
  }
  return secrets;
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** The text a browser could get from a file: precompressed variants are read decompressed. */
function contentOf(path) {
  const bytes = readFileSync(path);
  try {
    if (path.endsWith('.br')) return brotliDecompressSync(bytes).toString('latin1');
    if (path.endsWith('.gz')) return gunzipSync(bytes).toString('latin1');
  } catch {
    // Not really compressed: scan the bytes as they are.
  }
  return bytes.toString('latin1');
}

/** Every finding in a directory, as `{ file, what, sample }`; the sample is cut so logs do not leak. */
export function scanDist(dir, secrets = serverSecrets()) {
  const findings = [];
  for (const path of filesUnder(dir)) {
    const text = contentOf(path);
    const file = relative(dir, path);
    for (const [what, pattern] of secretPatterns) {
      const match = pattern.exec(text);
      if (match) findings.push({ file, what, sample: `${match[0].slice(0, 12)}…` });
    }
    for (const { name, secret } of secrets) {
      if (text.includes(secret)) findings.push({ file, what: `the value of ${name}`, sample: '(hidden)' });
    }
  }
  return findings;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = resolve(process.argv[2] ?? join(repoRoot, 'apps/web/dist'));
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(`check-dist-secrets: ${dir} does not exist; build the web app first (npm run build).`);
    process.exit(2);
  }
  const findings = scanDist(dir);
  if (findings.length > 0) {
    console.error(`check-dist-secrets: ${findings.length} possible secret(s) in ${dir}:`);
    for (const { file, what, sample } of findings) console.error(`  ${file}: ${what} ${sample}`);
    process.exit(1);
  }
  console.log(`check-dist-secrets: no secrets in ${dir}`);
}
