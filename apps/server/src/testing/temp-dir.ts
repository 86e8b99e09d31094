import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * Registers hooks that make a fresh temporary directory (named from `prefix`) for the suite, or for
 * each test, and remove it afterwards; answers a function that reads its path in a test.
 */
export function setUpTempDir(prefix: string, per: 'suite' | 'test' = 'suite'): () => string {
  let dir: string | undefined;
  (per === 'suite' ? beforeAll : beforeEach)(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  (per === 'suite' ? afterAll : afterEach)(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return () => {
    if (!dir) throw new Error('The temporary directory is made in a hook: read it in a test');
    return dir;
  };
}
