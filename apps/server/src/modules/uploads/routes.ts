import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, photoUploadRequestSchema, photoUploadResponseSchema } from '@artvoyage/contract';
import { errorAnswers } from '../../http/error-answers';
import { bearerAuth } from '../../http/openapi';
import { notFound } from '../../http/errors';
import { callerRoutes, type VerifyToken } from '../auth';
import { etagMatches } from '../../http/etag';
import { repeatWhileServing } from '../../http/repeat-while-serving';
import { explainPhotoTooLarge, uploadErrors } from '../../shared/images/errors';
import { decodeImageData, sniffImageType } from '../../shared/images/image-data';
import { normaliseUpload } from '../../shared/images/normalise';
import { unpostedUploadGraceMs, type UploadLedger } from './ledger';
import type { ObjectStore } from './object-store';
import { uploadKeyPattern, uploadUrl } from './upload-url';

/** The 10 MB limit on the photo plus base64's third and the other fields. */
const uploadBodyLimit = 15 * 1024 * 1024;
/** Per signed-in user; enough for a post with ten photos and a few retries. */
export const uploadRateLimit = { max: 30, timeWindow: 10 * 60 * 1000 };

const immutable = 'public, max-age=31536000, immutable';
/** Photos never posted are looked for a minute after start, then hourly. */
const firstSweepMs = 60_000;
const sweepEveryMs = 60 * 60 * 1000;

const binary = z.any().meta({ type: 'string', format: 'binary' });

interface UploadOptions {
  store: ObjectStore;
  /** Records each upload's owner, and removes the photos no post shows. */
  ledger: UploadLedger;
  verify: VerifyToken;
}

/**
 * `POST /functions/v1/photo-upload` (signed in; the prototype's Supabase function, called with
 * `functions.invoke`) stores a photo and `GET /api/v1/uploads/:key` serves it to anyone.
 */
export function uploadRoutes(options: UploadOptions): FastifyPluginAsyncZod {
  const { store, ledger } = options;
  return async (app) => {
    if (store.close) app.addHook('onClose', async () => store.close?.());
    await app.register(photoUploadRoute(options));

    repeatWhileServing(app, () => ledger.sweep(new Date(Date.now() - unpostedUploadGraceMs)), {
      firstAfterMs: firstSweepMs,
      everyMs: sweepEveryMs,
      failure: 'uploads: the sweep of photos never posted failed; next in an hour',
    });

    app.get(
      '/api/v1/uploads/:key',
      {
        schema: {
          tags: ['social'],
          summary: 'An uploaded photo (WebP), cached for a year as immutable',
          description:
            'Public, like the posts that show it. Answers 304 Not Modified when If-None-Match names the ETag.',
          params: z.object({ key: z.string().describe("`{uuid}.webp`, from the upload's publicUrl") }),
          response: {
            200: { description: 'The photo', content: { 'image/webp': { schema: binary } } },
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { key } = request.params;
        const missing = () => notFound('There is no uploaded photo with this address.');
        if (!uploadKeyPattern.test(key)) throw missing();
        const object = await store.get(key);
        if (!object) throw missing();
        // A key names one upload forever (random, never overwritten), so it is a strong validator.
        const etag = `"${key.slice(0, -'.webp'.length)}"`;
        reply
          .header('etag', etag)
          .header('cache-control', immutable)
          .header('x-content-type-options', 'nosniff');
        if (etagMatches(request.headers['if-none-match'], etag)) {
          if (object.body instanceof Readable) object.body.destroy();
          // Left out of the response schema: the OpenAPI generator cannot describe an empty body.
          return reply.code(304 as 200).send();
        }
        return reply.type(object.contentType).header('content-length', object.size).send(object.body);
      },
    );
  };
}

/** Encapsulated for its own auth hook and error handler. */
function photoUploadRoute(options: UploadOptions): FastifyPluginAsyncZod {
  // Signed in only, settled before the server takes a body of up to 15 MB.
  return callerRoutes(options.verify, { optional: false }, explainPhotoTooLarge, async (app, caller) => {
    app.post(
      '/functions/v1/photo-upload',
      {
        bodyLimit: uploadBodyLimit,
        config: {
          rateLimit: {
            ...uploadRateLimit,
            // Runs after the auth hook (route hooks follow instance hooks), so the caller is known.
            keyGenerator: (request: FastifyRequest) => `upload|${caller.visitor(request) ?? request.ip}`,
          },
        },
        schema: {
          tags: ['social'],
          summary: 'Stores a photo for a post and answers its public URL',
          description:
            'The photo is a data URL (or bare base64) of a JPEG, PNG or WebP, told apart by its bytes, not ' +
            'by the file name or the data URL type (anything else: 415). At most 10 MB (413) and 40 ' +
            'megapixels (413 IMAGE_TOO_LARGE); a damaged file is 422 INVALID_IMAGE. It is stored turned ' +
            'upright, scaled to fit 2048×2048 and re-encoded as WebP without metadata (no EXIF, no GPS ' +
            'position). `title`, `description` and `postData` are accepted and ignored: the post itself ' +
            'is created with POST /api/v1/posts, and only the uploader may put the photo in one. A photo ' +
            'that no post of its uploader shows is deleted: when its post is deleted or edited without it, ' +
            'or a day after upload when it was never posted. 30 uploads per user per 10 minutes.',
          security: bearerAuth,
          body: photoUploadRequestSchema,
          response: {
            200: photoUploadResponseSchema,
            ...errorAnswers(400, 401, 413, 415, 422, 429),
          },
        },
      },
      async (request) => {
        const bytes = decodeImageData(request.body.imageData);
        const type = sniffImageType(bytes);
        if (!type) throw uploadErrors.unsupportedType();
        const image = await normaliseUpload(bytes, type);
        const key = `${randomUUID()}.webp`;
        const userId = caller.required(request);
        await options.store.put(key, image.bytes, 'image/webp');
        try {
          await options.ledger.record(key, userId);
        } catch (error) {
          // Unrecorded, nobody could post it or remove it: it goes now.
          await options.store.delete(key).catch(() => undefined);
          throw error;
        }
        request.log.info(
          { key, userId, type, bytes: bytes.length, stored: image.bytes.length },
          'uploads: stored a photo',
        );
        return { publicUrl: uploadUrl(key), width: image.width, height: image.height };
      },
    );
  });
}
