import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { tryLock } from 'fs-native-extensions';

/** The file in DATA_DIR whose kernel lock says a server is using the directory. */
export const lockFileName = 'server.lock';

/** Another live process holds the data directory; nothing in it was opened or written. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    /** The holder's pid as it wrote it in the lock file; undefined while it has not yet written it. */
    readonly holderPid: number | undefined,
  ) {
    const holder = holderPid === undefined ? 'another process' : `another process (pid ${holderPid})`;
    super(
      `DATA_DIR ${dataDir} is in use by ${holder}. Two servers on one data directory would corrupt ` +
        'its database: stop the other server, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** Ends the lock; safe to call more than once. */
  release(): void;
}

/**
 * Takes an exclusive lock on `dataDir` for as long as this process keeps it, or throws
 * DataDirLockedError at once when another holds it. The lock is the kernel's (an open file
 * description lock on Linux, LockFileEx on Windows), so it goes with its process: a server killed
 * with kill -9 leaves a lock file behind but no lock, and the next start takes it without waiting.
 * The file itself is never deleted: a process could lock a file another has just unlinked.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, lockFileName);
  // Opened without truncating: the holder's pid must stay readable to a refused process.
  const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o644);
  let granted: boolean;
  try {
    granted = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    // A file system without locks (some network mounts) cannot guard the directory.
    throw new Error(`Cannot lock ${path}: ${(error as Error).message}`, { cause: error });
  }
  if (!granted) {
    const holderPid = readPid(fd);
    closeSync(fd);
    throw new DataDirLockedError(dataDir, holderPid);
  }
  // Only for the message of a refused start: the lock, not this number, decides who holds the directory.
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`, 0);
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      closeSync(fd); // closing the only descriptor of the file ends its lock
    },
  };
}

function readPid(fd: number): number | undefined {
  try {
    const buffer = Buffer.alloc(32);
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, length).toString('utf8').trim();
    return /^\d{1,10}$/.test(text) ? Number(text) : undefined;
  } catch {
    // Windows forbids reading a range another process has locked.
    return undefined;
  }
}
