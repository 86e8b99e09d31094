import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * Replaces the JSON body parser of one encapsulated scope: fetch wrappers often send
 * `Content-Type: application/json` with no body (GET, DELETE), which is no body; and a body that is
 * not JSON is a validation failure (400), by default in this API's error shape. A scope with its own
 * error format (GoTrue's) passes `invalidBody` to hand the parser's error to its own handler.
 *
 * No CSRF opening: it reads only `application/json`, which another site's page cannot send without a
 * CORS preflight, and the server grants none. text/plain bodies reach the schemas as strings and are
 * refused (400), form and multipart bodies have no parser (415), and tokens travel only in the
 * Authorization header, never in cookies (http/security.test.ts proves each).
 */
export function useLenientJsonParser(
  app: FastifyInstance,
  invalidBody: (error: Error) => Error = () =>
    new HttpError(400, 'VALIDATION_FAILED', 'Invalid body: not valid JSON.'),
): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    defaultJson(request, text, (error, parsed) => {
      if (error) done(invalidBody(error), undefined);
      else done(null, parsed);
    });
  });
}
