import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Suffix of files being written; a crash can leave one behind, but it never matches a cache name. */
export const partialSuffix = '.partial';

/**
 * Writes a file so that readers see either nothing or the whole content: the data goes to a
 * temporary file in the same directory first, which is then renamed over the target.
 */
export async function writeFileAtomic(path: string, data: Uint8Array): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const temporary = join(
    dir,
    `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}${partialSuffix}`,
  );
  try {
    await writeFile(temporary, data, { flag: 'wx' });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * writeFileAtomic without libuv's thread pool, for a few small files that must not queue behind long
 * image or audio work there (the e-mail outbox: a visitor waits for the link).
 */
export function writeFileAtomicSync(path: string, data: Uint8Array): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temporary = join(
    dir,
    `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}${partialSuffix}`,
  );
  try {
    writeFileSync(temporary, data, { flag: 'wx' });
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Runs one job per key at a time: callers asking for a key whose job is still running share its
 * promise, so concurrent requests for the same file render or synthesise it once.
 */
export class SingleFlight<T> {
  readonly #running = new Map<string, Promise<T>>();

  run(key: string, job: () => Promise<T>): Promise<T> {
    const running = this.#running.get(key);
    if (running) return running;
    const promise = job().finally(() => this.#running.delete(key));
    this.#running.set(key, promise);
    return promise;
  }

  get size(): number {
    return this.#running.size;
  }
}

export function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

export async function fileExists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
