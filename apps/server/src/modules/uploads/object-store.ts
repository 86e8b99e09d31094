import { readFile, unlink } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { isNotFound, writeFileAtomic } from '../../storage/disk-cache';

export interface StoredObject {
  body: Buffer | Readable;
  contentType: string;
  size: number;
}

/** Where uploaded files live: a directory by default, an S3-compatible bucket when configured. */
export interface ObjectStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when there is no object under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a key with no object is not an error. */
  delete(key: string): Promise<void>;
  close?(): Promise<void>;
}

// Keys become file names, so only plain names pass: no separators, no leading dot, no "..".
const safeKey = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

export function assertSafeKey(key: string): void {
  if (!safeKey.test(key)) throw new Error(`object key "${key}" is not a plain file name`);
}

const contentTypeByExtension: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * One file per object in a directory (DATA_DIR/uploads). The content type is not stored beside the
 * file: it follows from the key's extension, and `put` refuses a key whose extension disagrees.
 */
export class DiskObjectStore implements ObjectStore {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    if (contentTypeByExtension[extname(key)] !== contentType) {
      throw new Error(`object key "${key}" does not end in the extension of ${contentType}`);
    }
    await writeFileAtomic(join(this.dir, key), bytes);
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const body = await readFile(join(this.dir, key));
      const contentType = contentTypeByExtension[extname(key)] ?? 'application/octet-stream';
      return { body, contentType, size: body.length };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    try {
      await unlink(join(this.dir, key));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
}
