import type { FastifyError, FastifyInstance } from 'fastify';
import { maxUploadBytes, maxUploadPixels } from '@artvoyage/contract';
import { HttpError } from '../../http/errors';

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Every refusal of an upload, with a message meant for the person who picked the photo. */
export const uploadErrors = {
  notBase64: () =>
    new HttpError(
      400,
      'VALIDATION_FAILED',
      'Invalid body: imageData must be a base64 data URL (data:image/jpeg;base64,...) or base64 text.',
    ),
  empty: () => new HttpError(400, 'VALIDATION_FAILED', 'Invalid body: the photo is empty.'),
  tooLarge: (bytes?: number) =>
    new HttpError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The photo is too large${bytes === undefined ? '' : ` (${megabytes(bytes)})`}: ` +
        `photos can be at most ${megabytes(maxUploadBytes)}.`,
    ),
  tooManyPixels: (width: number, height: number) =>
    new HttpError(
      413,
      'IMAGE_TOO_LARGE',
      `The photo is too large (${width} × ${height} pixels): photos can have at most ` +
        `${maxUploadPixels / 1_000_000} megapixels.`,
    ),
  unsupportedType: () =>
    new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG and WebP photos can be uploaded.'),
  unreadable: () =>
    new HttpError(
      422,
      'INVALID_IMAGE',
      'The photo could not be read: the file is damaged or incomplete. Please try another one.',
    ),
};

/**
 * For a route that takes a photo in its body, in its own encapsulated plugin: Fastify's own "Request body
 * is too large" becomes the photo's clearer message; every other error goes on to the app's handler.
 */
export function explainPhotoTooLarge(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw uploadErrors.tooLarge();
    throw error;
  });
}
