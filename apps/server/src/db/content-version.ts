import { createHash } from 'node:crypto';

/**
 * The version of content seeded at start (places, the achievement catalogue): a hash of its JSON, stored
 * with what was written, so an unchanged start writes nothing.
 */
export function contentVersion(content: unknown): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 32);
}
