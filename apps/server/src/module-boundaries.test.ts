import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules between the server's parts (eslint.config.js, docs/architecture.md), shown on
// fixture files: each is linted as if it lived where its first line says.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const fixtures = new URL('./testing/boundaries/', import.meta.url);

async function boundaryErrors(fixture: string): Promise<string[]> {
  const code = await readFile(new URL(fixture, fixtures), 'utf8');
  const place = /^\/\/ Linted as (\S+?):/.exec(code)?.[1];
  if (!place) throw new Error(`${fixture} does not say where it is linted`);
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${place}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('server module boundaries', () => {
  it.each([
    ['internal-file.ts.txt', 'a file behind another module’s entry point'],
    ['upward.ts.txt', 'a module of a higher layer'],
    ['same-layer.ts.txt', 'a module of the same layer'],
    ['platform-to-module.ts.txt', 'a module, from the platform'],
  ])('refuses an import of %s (%s)', async (fixture) => {
    const errors = await boundaryErrors(fixture);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^boundaries\/dependencies: There is no policy allowing dependencies/);
  });

  it('accepts the entry points of lower layers and the platform', async () => {
    expect(await boundaryErrors('allowed.ts.txt')).toEqual([]);
  });
});
