import { createHash, createHmac, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A URL-safe random token with 256 bits of entropy. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Derives a child refresh token from its parent, so a concurrent refresh can get the same child back. */
export const deriveToken = (secret: Buffer, parent: string) =>
  createHmac('sha256', secret).update(`refresh:${parent}`).digest('base64url');

// argon2id (the library default) with its default cost: ~11 ms a hash on the reference machine.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** A hash to check unknown e-mails against, so they take as long as a wrong password. */
export const timingDummyHash = () => (dummyHash ??= hashPassword(randomToken()));
