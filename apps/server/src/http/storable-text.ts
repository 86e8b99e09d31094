import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Deeper than any body of this API; PostgreSQL's jsonb runs out of stack long before JSON does. */
export const maxBodyDepth = 32;

const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** U+0000 and unpaired surrogates: valid in JSON strings, refused by PostgreSQL's text and jsonb. */
const unstorable = { test: (text: string) => text.includes('\u0000') || unpairedSurrogate.test(text) };

/** Why a parsed body cannot be stored as it is, or undefined. Iterative: the body may be deep. */
export function unstorableReason(body: unknown): string | undefined {
  const stack: Array<[unknown, number]> = [[body, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value === 'string') {
      if (unstorable.test(value)) return 'text contains a NUL character or an unpaired surrogate';
    } else if (value && typeof value === 'object') {
      if (depth >= maxBodyDepth) return `nested deeper than ${maxBodyDepth} levels`;
      for (const [key, item] of Object.entries(value)) {
        if (unstorable.test(key)) return 'a key contains a NUL character or an unpaired surrogate';
        stack.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses, in one scope, JSON bodies the database would refuse later with a 500 (found by the
 * all-routes fuzz): NUL, unpaired surrogates and absurd nesting are the request's fault, so 400. Scopes
 * that never store the text (the chat) leave it alone.
 */
export function refuseUnstorableBodies(
  app: FastifyInstance,
  invalid: (message: string) => Error = (message) => new HttpError(400, 'VALIDATION_FAILED', message),
): void {
  app.addHook('preValidation', async (request) => {
    const reason = unstorableReason(request.body);
    if (reason) throw invalid(`Invalid body: ${reason}.`);
  });
}
