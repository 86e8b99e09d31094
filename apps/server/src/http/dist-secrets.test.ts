import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setUpTempDir } from '../testing/temp-dir';

/**
 * The built web app is public, so it must hold no secret. tools/check-dist-secrets.mjs does the check
 * (e2e's pretest runs it after the build too); this suite proves it finds what it should and runs it on
 * apps/web/dist when that is built.
 */
const repoRoot = resolve(import.meta.dirname, '../../../..');
const script = join(repoRoot, 'tools/check-dist-secrets.mjs');
const webDist = join(repoRoot, 'apps/web/dist');

/** Runs the check on a directory with a given environment; answers its exit code and output. */
async function check(dir: string, env: Record<string, string> = {}) {
  // A clean environment: the values of this process's own settings are not under test here.
  const cleanEnv = { PATH: process.env.PATH ?? '', ...env };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, dir], { env: cleanEnv });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

// Built from parts, so this file itself holds nothing a scanner of the repository would flag.
const fakeJwt = [
  'eyJhbGciOiJFUzI1NiJ9',
  'eyJzdWIiOiIxMjM0NTY3ODkwIn0',
  'c2lnbmF0dXJlLWJ5dGVzLWhlcmUtMTIzNDU2',
].join('.');
const planted = {
  'private key': `"-----BEGIN ${'PRIVATE'} KEY-----\\nMIIE"`,
  JWT: `const t="${fakeJwt}"`,
  'AWS access key id': `k="${'AKIA'}IOSFODNN7EXAMPLE"`,
  'sk- API key': `k="${'sk'}-proj-abcdefghijklmnopqrstuvwx"`,
};

describe('no secrets in the built web app', () => {
  const dir = setUpTempDir('artvoyage-dist-');

  it('finds each kind of secret, in plain and precompressed files, without printing it', async () => {
    const sub = join(dir(), 'planted', 'assets');
    await mkdir(sub, { recursive: true });
    const entries = Object.entries(planted);
    for (const [index, [, text]] of entries.entries()) {
      // Every other one only in the .br twin, as the server would send it to a browser.
      if (index % 2) await writeFile(join(sub, `chunk-${index}.js.br`), brotliCompressSync(text));
      else await writeFile(join(sub, `chunk-${index}.js`), text);
    }
    const { code, output } = await check(join(dir(), 'planted'));
    expect(code).toBe(1);
    for (const [what] of entries) expect(output).toContain(what);
    expect(output).not.toContain(fakeJwt);
  });

  it('finds the values of server-only settings, also inside JSON and URLs', async () => {
    const sub = join(dir(), 'settings');
    await mkdir(sub, { recursive: true });
    const aiKey = 'provider-key-0123456789abcdef';
    const smtpPassword = 'smtp-password-9876';
    await writeFile(join(sub, 'a.js'), `fetch("x",{headers:{k:"${aiKey}"}});`);
    await writeFile(join(sub, 'b.js.map'), `{"sourcesContent":["const p = '${smtpPassword}'"]}`);
    await writeFile(join(sub, 'c.js'), 'const s3 = "wJalrXUtnFEMIbPxRfiCYzEXAMPLEKEY";');
    const { code, output } = await check(sub, {
      AI_PROVIDERS: JSON.stringify([{ name: 'groq', kind: 'openai', key: aiKey, models: ['m'] }]),
      SMTP_URL: `smtp://mailer:${smtpPassword}@mail.example:587`,
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMIbPxRfiCYzEXAMPLEKEY',
    });
    expect(code).toBe(1);
    for (const name of ['AI_PROVIDERS', 'SMTP_URL', 'S3_SECRET_ACCESS_KEY']) {
      expect(output).toContain(`the value of ${name}`);
    }
    expect(output).not.toContain(aiKey);
  });

  it('passes a clean build and reports a missing one', async () => {
    const sub = join(dir(), 'clean');
    await mkdir(sub, { recursive: true });
    await writeFile(join(sub, 'index.html'), '<!doctype html><script type="module" src="/a.js"></script>');
    await writeFile(join(sub, 'a.js'), 'export const mask = "task-list sk-short";');
    expect((await check(sub, { SMTP_URL: 'smtp://127.0.0.1:25' })).code).toBe(0);
    expect((await check(join(dir(), 'missing'))).code).toBe(2);
  });

  const built = existsSync(join(webDist, 'index.html'));
  it.skipIf(!built)(
    built
      ? 'apps/web/dist holds no secret'
      : 'apps/web/dist holds no secret: SKIPPED, the web app is not built (npm run build)',
    async () => {
      // This process's settings too: a value set for the server here must not be in the bundle.
      const env = Object.fromEntries(
        Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      const { code, output } = await check(webDist, env);
      expect(code, output).toBe(0);
    },
  );
});
