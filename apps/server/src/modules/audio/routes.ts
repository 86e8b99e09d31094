import { basename, join } from 'node:path';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@artvoyage/contract';
import { locales, type Locale } from '@artvoyage/contract/locales';
import { artworks, findArtwork } from '@artvoyage/content';
import { narrationIn } from '@artvoyage/content/locales/narrations';
import { errorBody, HttpError, notFound } from '../../http/errors';
import { audioFileParamsSchema, audioLocaleFileParamsSchema } from './narration';
import { AudioGuideService, type Narrated } from './service';
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

const responses = {
  200: { description: 'The whole MP3', content: { 'audio/mpeg': { schema: binary } } },
  206: { description: 'The requested byte range', content: { 'audio/mpeg': { schema: binary } } },
  400: errorBodySchema,
  404: errorBodySchema,
  416: errorBodySchema,
};

const howItIsServed =
  'Kept as a mono MP3. Supports `Range` requests (206 Partial Content) so players can seek; revalidate ' +
  'with the ETag (304 Not Modified).';

/** Every guide, English first (most visitors), then each other language: the order of the warm-up. */
export function everyGuide(): Narrated[] {
  return locales.flatMap((locale) =>
    artworks.map((artwork) => ({ id: artwork.id, locale, narration: narrationIn(artwork.id, locale) })),
  );
}

/**
 * `GET /api/v1/audio/:artworkId.mp3` (English) and `GET /api/v1/audio/:locale/:artworkId.mp3`: an
 * artwork's audio guide, seekable (HTTP ranges). The URLs come from `audioGuideUrl` in the contract.
 */
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
        setImmediate(() => void service.warm(everyGuide(), () => closing));
      });
    }

    const serveGuide = async (
      request: FastifyRequest,
      reply: FastifyReply,
      artworkId: string,
      locale: Locale,
    ): Promise<FastifyReply> => {
      const artwork = findArtwork(artworkId);
      if (!artwork) throw notFound(`There is no artwork "${artworkId}".`);
      const path = await service.ensure(
        { id: artwork.id, locale, narration: narrationIn(artwork.id, locale) },
        'now',
      );
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
    };

    app.get(
      '/api/v1/audio/:file',
      {
        schema: {
          tags: ['audio'],
          summary: "An artwork's audio guide in English, e.g. /api/v1/audio/mona-lisa.mp3",
          description: `Spoken from the English narration by eSpeak NG's \`en-us\` voice. ${howItIsServed}`,
          params: audioFileParamsSchema,
          response: responses,
        },
      },
      (request, reply) => serveGuide(request, reply, request.params.artworkId, 'en'),
    );

    app.get(
      '/api/v1/audio/:locale/:file',
      {
        schema: {
          tags: ['audio'],
          summary: "An artwork's audio guide in a language, e.g. /api/v1/audio/fr/mona-lisa.mp3",
          description:
            `Spoken from the narration in that language (${locales.join(', ')}) by eSpeak NG's own voice ` +
            `for it: \`fr-fr\` for French, \`ru\` for Russian (\`/api/v1/audio/en/…\` is the English ` +
            `guide, whose usual URL is \`/api/v1/audio/:artworkId.mp3\`). Each language is its own file. ` +
            `An unknown language is refused with 400, an unknown artwork with 404. ${howItIsServed}`,
          params: audioLocaleFileParamsSchema,
          response: responses,
        },
      },
      (request, reply) => serveGuide(request, reply, request.params.artworkId, request.params.locale),
    );
  };
}
