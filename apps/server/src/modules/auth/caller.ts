import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { bearerToken } from './bearer';
import { AuthError } from './errors';

/**
 * The user id of an access token that may use the APIs now (signature, a session that has not ended,
 * the second factor when the user has one); throws an AuthError or an HttpError otherwise.
 */
export type VerifyToken = (token: string) => Promise<string>;

/**
 * Resolves the caller of each request in an onRequest hook (before the body is read) and hands it to
 * the handlers. With `optional`, a request without an Authorization header is a visitor (null); a
 * header that is present must still hold a valid token, so a stale session is reported, not hidden.
 */
export function callerHook(app: FastifyInstance, verify: VerifyToken, options: { optional: boolean }) {
  const callers = new WeakMap<FastifyRequest, string | null>();
  app.addHook('onRequest', async (request) => {
    if (options.optional && request.headers.authorization === undefined) {
      callers.set(request, null);
      return;
    }
    try {
      callers.set(request, await verify(bearerToken(request)));
    } catch (error) {
      // Auth failures in this API's own error shape.
      if (error instanceof AuthError) throw new HttpError(401, 'UNAUTHORIZED', error.message);
      throw error;
    }
  });
  return {
    /** The caller's user id, or null for a visitor. */
    visitor: (request: FastifyRequest): string | null => callers.get(request) ?? null,
    /** The caller's user id; 401 for a visitor. */
    required: (request: FastifyRequest): string => {
      const userId = callers.get(request);
      if (!userId) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in to do this.');
      return userId;
    },
  };
}
