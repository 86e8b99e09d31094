import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpTempDir } from '../testing/temp-dir';
import { DataDirLockedError, lockDataDir, lockFileName } from './data-dir-lock';

const holderScript = join(import.meta.dirname, '../testing/hold-data-dir.ts');

/** Another process holding the lock on `dataDir` until it is killed. */
async function startHolder(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, dataDir], {
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}: ${stderr}`)));
  });
  return {
    pid: child.pid,
    killHard: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

describe('the data directory lock', () => {
  const dataDir = setUpTempDir('artvoyage-lock-', 'test');

  it('refuses a second holder in the same process until the first releases it', async () => {
    const first = lockDataDir(dataDir());
    expect(() => lockDataDir(dataDir())).toThrow(DataDirLockedError);
    first.release();
    first.release(); // twice is harmless
    lockDataDir(dataDir()).release();
  });

  it('creates a missing data directory and names this process in the lock file', async () => {
    const nested = join(dataDir(), 'a', 'b');
    const lock = lockDataDir(nested);
    expect((await readFile(join(nested, lockFileName), 'utf8')).trim()).toBe(String(process.pid));
    lock.release();
  });

  it('refuses while another process holds it, naming the directory and its pid, and frees it when that process is killed with SIGKILL', async () => {
    const holder = await startHolder(dataDir());
    try {
      let refusal: unknown;
      try {
        lockDataDir(dataDir()).release();
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirLockedError);
      expect((refusal as DataDirLockedError).holderPid).toBe(holder.pid);
      expect((refusal as Error).message).toContain(dataDir());
      expect((refusal as Error).message).toContain(`pid ${holder.pid}`);
    } finally {
      await holder.killHard();
    }
    // The lock file stays behind with the dead pid in it; the kernel ended the lock with the process.
    expect((await readFile(join(dataDir(), lockFileName), 'utf8')).trim()).toBe(String(holder.pid));
    const lock = lockDataDir(dataDir());
    expect((await readFile(join(dataDir(), lockFileName), 'utf8')).trim()).toBe(String(process.pid));
    lock.release();
  });

  it('is not blocked by a lock file a dead process left behind', async () => {
    await writeFile(join(dataDir(), lockFileName), '999999\n');
    lockDataDir(dataDir()).release();
  });
});
