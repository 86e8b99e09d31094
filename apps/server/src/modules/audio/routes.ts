import { basename, join } from 'node:path';
import send from '@fastify/send';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@artvoyage/contract';
import { artworks, findArtwork } from '@artvoyage/content';
import { errorBody, HttpError, notFound } from '../../http/errors';
import { audioFileParamsSchema } from './narration';
import { AudioGuideService } from './service';
import { SpeechPool } from './speech-pool';

export interface AudioRoutesOptions {
  /** Guides are cached under `<dataDir>/cache/audio` (DATA_DIR). */
  dataDir: string;
  /** Synthesise every guide in the background once the server listens (off in tests). */
  warmCache: boolean;
}

/** The URL stays the same when a narration changes, so clients revalidate daily via the ETag. */
const cacheControl = 'public, max-age=86400';
const binary = z.any().meta({ type: 'string', format: 'binary' });

/** `GET /api/v1/audio/:artworkId.mp3`: the artwork's audio guide, seekable (HTTP ranges). */
export function audioRoutes(options: AudioRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const speech = new SpeechPool();
    const service = new AudioGuideService({
      cacheDir: join(options.dataDir, 'cache', 'audio'),
      log: app.log,
      speech,
    });
    let closing = false;
    app.addHook('onClose', async () => {
      closing = true;
      await speech.close();
    });

    if (options.warmCache) {
      app.addHook('onListen', async () => {
        // In the background: never delays the start or any request.
        setImmediate(() => void service.warm(artworks, () => closing));
      });
    }

    app.get(
      '/api/v1/audio/:file',
      {
        schema: {
          tags: ['audio'],
          summary: "An artwork's audio guide, e.g. /api/v1/audio/mona-lisa.mp3",
          description:
            'Spoken from the narration by eSpeak NG and kept as a mono MP3. Supports `Range` requests ' +
            '(206 Partial Content) so players can seek; revalidate with the ETag (304 Not Modified).',
          params: audioFileParamsSchema,
          response: {
            200: { description: 'The whole MP3', content: { 'audio/mpeg': { schema: binary } } },
            206: { description: 'The requested byte range', content: { 'audio/mpeg': { schema: binary } } },
            400: errorBodySchema,
            404: errorBodySchema,
            416: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const artwork = findArtwork(request.params.artworkId);
        if (!artwork) throw notFound(`There is no artwork "${request.params.artworkId}".`);
        const path = await service.ensure(artwork, 'now');
        const result = await send(request.raw, `/${basename(path)}`, {
          root: service.cacheDir,
          acceptRanges: true,
          cacheControl: false,
          etag: true,
          lastModified: true,
          index: false,
          dotfiles: 'deny',
        });
        if (result.type === 'error') {
          result.stream.destroy();
          if (result.statusCode === 416) {
            const range = result.headers['Content-Range'];
            if (range) reply.header('content-range', range);
            return reply
              .code(416)
              .send(errorBody('RANGE_NOT_SATISFIABLE', 'The requested range is outside the file.'));
          }
          if (result.statusCode === 412) {
            throw new HttpError(412, 'PRECONDITION_FAILED', 'The audio guide has changed.');
          }
          throw result.metadata.error;
        }
        reply.code(result.statusCode as 200 | 206).headers(result.headers);
        reply.header('cache-control', cacheControl).header('content-type', 'audio/mpeg');
        return reply.send(result.stream);
      },
    );
  };
}
