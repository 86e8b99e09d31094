import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../http/errors';
import { hintTags, pageHints, withHints, type ViteManifest } from './page-hints';
import {
  parsePrerenderedPages,
  prerenderKey,
  prerenderedInSomeLanguage,
  startingLocale,
  withPrerendered,
  type PrerenderedPages,
} from './prerendered';

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

interface PageHtml {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** Whether another language would get another page (a prerendered one exists for this address). */
  variesByLanguage: boolean;
}

/** The encoding to send, from Accept-Encoding: brotli before gzip at equal weight, as @fastify/static. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  return (acceptEncoding && negotiate(acceptEncoding, ['br', 'gzip'] as const)) || 'identity';
}

/**
 * index.html with a page's hints (page-hints.ts) and, in the visitor's language, the page prerendered at
 * build time (prerendered.ts), built once per distinct result and kept compressed, until the build's
 * index.html changes.
 */
class HintedPages {
  #stamp = '';
  /** When index.html was last looked at: a rebuild is noticed within a second, without a stat per page. */
  #checkedAt = -Infinity;
  #manifest: ViteManifest = {};
  #template = '';
  #prerendered: PrerenderedPages = new Map();
  readonly #pages = new Map<string, PageHtml>();

  constructor(
    private readonly webDistDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async page(
    path: string,
    search: URLSearchParams,
    acceptLanguage: string | undefined,
  ): Promise<PageHtml | undefined> {
    const hints = pageHints(path, search);
    if (!hints) return undefined;
    await this.#load();
    const tags = hintTags(hints, this.#manifest);
    const prerenderedAt = prerenderKey(path, search);
    const variesByLanguage = prerenderedInSomeLanguage(this.#prerendered, prerenderedAt);
    const locale = startingLocale(acceptLanguage);
    const prerendered = this.#prerendered.get(locale)?.get(prerenderedAt);
    const shown = prerendered === undefined ? '' : `${locale} ${prerenderedAt}`;
    const key = `${tags.join('\n')}\n${shown}\n${variesByLanguage}`;
    let page = this.#pages.get(key);
    if (!page) {
      const hinted = withHints(this.#template, tags);
      const identity = Buffer.from(
        prerendered === undefined ? hinted : withPrerendered(hinted, prerendered, locale),
      );
      page = {
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
        etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
        variesByLanguage,
      };
      this.#pages.set(key, page);
    }
    return page;
  }

  async #load(): Promise<void> {
    if (performance.now() - this.#checkedAt < 1000) return;
    const indexPath = join(this.webDistDir, 'index.html');
    const info = await stat(indexPath);
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (stamp !== this.#stamp) {
      this.#template = await readFile(indexPath, 'utf8');
      try {
        this.#manifest = JSON.parse(
          await readFile(join(this.webDistDir, '.vite', 'manifest.json'), 'utf8'),
        ) as ViteManifest;
      } catch (error) {
        // Without the manifest the pages still get their image preloads.
        this.log.warn({ err: error }, 'web build has no readable .vite/manifest.json; no module preloads');
        this.#manifest = {};
      }
      try {
        const pages = join(this.webDistDir, '.prerender', 'pages.json');
        this.#prerendered = existsSync(pages)
          ? parsePrerenderedPages(await readFile(pages, 'utf8'))
          : new Map();
      } catch (error) {
        // The app renders every page itself as before.
        this.log.warn(
          { err: error },
          'web build has an unreadable .prerender/pages.json; no prerendered pages',
        );
        this.#prerendered = new Map();
      }
      this.#pages.clear();
      this.#stamp = stamp;
    }
    // Only after a good read: a failed one is tried again on the next page.
    this.#checkedAt = performance.now();
  }
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
      // The build keeps source maps for reading a visitor's stack trace; they are not published.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
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

  const hinted = new HintedPages(webDistDir, app.log);
  const sendApp = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    let page: PageHtml | undefined;
    try {
      page = await hinted.page(path, new URLSearchParams(query), request.headers['accept-language']);
    } catch (error) {
      app.log.warn({ err: error }, 'could not add the page hints to index.html; sending it as built');
    }
    if (!page) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    // The same headers @fastify/static gives index.html: revalidated, varying with the encoding.
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', page.variesByLanguage ? 'accept-encoding, accept-language' : 'accept-encoding')
      .header('etag', page.etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
      return reply.code(304).send();
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page[encoding]);
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !looksLikeFile(path);
    if (wantsPage && built) return sendApp(request, reply, path);
    if (wantsPage) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The ArtVoyage web app is not built yet. Run `npm run build`, then restart the server.');
    }
    return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${path}`));
  });
}
