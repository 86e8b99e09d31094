import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * Replaces the JSON body parser of one encapsulated scope: fetch wrappers often send
 * `Content-Type: application/json` with no body (GET, DELETE), which is no body; and a body that is
 * not JSON is a validation failure (400), in this API's error shape.
 */
export function useLenientJsonParser(app: FastifyInstance): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    defaultJson(request, text, (error, parsed) => {
      if (error) done(new HttpError(400, 'VALIDATION_FAILED', 'Invalid body: not valid JSON.'), undefined);
      else done(null, parsed);
    });
  });
}
