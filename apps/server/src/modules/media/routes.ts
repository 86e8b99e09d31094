import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../http/error-answers';
import { imageRevision } from '@artvoyage/contract/constants';
import { HttpError } from '../../http/errors';
import { guessTheArtworkCrops } from './game-crops';
import { RenderQueueFullError } from './render-queue';
import { MediaService, type CropSource } from './service';
import { etagMatches } from '../../http/etag';
import { mediaRouteParamsSchema } from './variant';

export interface MediaRoutesOptions {
  /** Originals: `<mediaDir>/<kind>/<id>.jpg` (MEDIA_DIR). */
  mediaDir: string;
  /** Rendered variants are cached under `<dataDir>/cache/media` (DATA_DIR). */
  dataDir: string;
  /** The details served as `crops/<id>`; by default the guess-the-artwork game's. */
  crops?: ReadonlyMap<string, CropSource>;
  /** Images per client address and window (MEDIA_RATE_LIMIT). */
  rateLimit: { max: number; timeWindow: number };
}

const immutable = 'public, max-age=31536000, immutable';
/** An address without the current rendering revision may show other pixels after an upgrade. */
const revalidate = 'no-cache';
const binary = z.any().meta({ type: 'string', format: 'binary' });

/** `GET /api/v1/media/:kind/:id/:variant`: responsive variants of artwork and landmark images. */
export function mediaRoutes(options: MediaRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const crops = options.crops ?? guessTheArtworkCrops;
    const service = new MediaService({
      mediaDir: options.mediaDir,
      cacheDir: join(options.dataDir, 'cache', 'media'),
      log: app.log,
      crops,
    });

    app.get(
      '/api/v1/media/:kind/:id/:variant',
      {
        config: { rateLimit: options.rateLimit },
        schema: {
          tags: ['media'],
          summary: `One rendered variant of an image, e.g. /api/v1/media/artworks/mona-lisa/800.webp?v=${imageRevision}`,
          // crops/<id> are the guess-the-artwork details (ids from the games content).
          description:
            'Scaled down (never up) to the width, in WebP, AVIF or JPEG, with metadata stripped; cached ' +
            `for a year as immutable when \`v\` names the current rendering revision (${imageRevision}), which ` +
            'the web app puts in every image address so that a change of rendering gives new addresses; ' +
            'without it, or with another revision, the same image is sent with `Cache-Control: no-cache`. While an original is missing the answer is a generated 4:3 ' +
            '"image not available" card (a crossed-out picture, no words, the same for every id) with ' +
            '`X-Media-Placeholder: 1` and `Cache-Control: no-cache`. ' +
            'Answers 304 Not Modified when If-None-Match names the ETag. Rate-limited per client address ' +
            '(429); while too many images wait to be rendered, 503 MEDIA_BUSY with Retry-After.',
          params: mediaRouteParamsSchema,
          querystring: z.object({
            v: z.string().max(12).optional().describe(`The rendering revision; current: ${imageRevision}`),
          }),
          response: {
            200: {
              description: 'The image, or the placeholder card',
              content: {
                'image/webp': { schema: binary },
                'image/avif': { schema: binary },
                'image/jpeg': { schema: binary },
              },
            },
            ...errorAnswers(400, 429, 503),
          },
        },
      },
      async (request, reply) => {
        const image = await service.get(request.params).catch((error: unknown) => {
          if (!(error instanceof RenderQueueFullError)) throw error;
          reply.header('retry-after', '1');
          throw new HttpError(
            503,
            'MEDIA_BUSY',
            'Too many images are being rendered; try again in a moment.',
          );
        });
        const current = request.query.v === String(imageRevision);
        reply
          .header('etag', image.etag)
          .header('cache-control', image.placeholder ? 'no-cache' : current ? immutable : revalidate);
        if (image.placeholder) reply.header('x-media-placeholder', '1');
        if (etagMatches(request.headers['if-none-match'], image.etag)) {
          // 304 is left out of the response schema: the OpenAPI generator cannot describe an empty body.
          return reply.code(304 as 200).send();
        }
        return reply.type(image.contentType).send(image.body);
      },
    );
  };
}
