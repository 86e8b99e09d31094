import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../http/errors';

/** Paths that belong to the API side; they never fall back to the SPA. */
const apiPrefixes = ['/api/', '/auth/v1/', '/functions/', '/rest/', '/.well-known/'];

function isApiPath(path: string): boolean {
  return apiPrefixes.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}

/** A missing file (an old hashed asset, a stray favicon) must 404, not get HTML parsed as a script. */
function looksLikeFile(path: string): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

/**
 * Serves the built single-page app: hashed assets are cached for a year, index.html is revalidated,
 * and every other GET for a page (client routes, unknown ones included) gets index.html.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexPath = join(webDistDir, 'index.html');
  const built = existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each text asset.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${join(webDistDir, 'assets')}`);
        // Everything else is revalidated: index.html, the icons, the web app manifest and the service
        // worker (sw.js, application/javascript), whose new version must reach the browser at once.
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app is not built; run `npm run build` to serve it');
  }

  const sendApp = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').sendFile('index.html');

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !looksLikeFile(path);
    if (wantsPage && built) return sendApp(reply);
    if (wantsPage) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The ArtVoyage web app is not built yet. Run `npm run build`, then restart the server.');
    }
    return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${path}`));
  });
}
