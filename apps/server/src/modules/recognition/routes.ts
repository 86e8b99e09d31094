import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recognitionConfirmRequestSchema,
  recognitionConfirmResponseSchema,
  recognitionRequestSchema,
  recognitionResponseSchema,
} from '@artvoyage/contract';
import { errorAnswers } from '../../http/error-answers';
import { callerRoutes, type VerifyToken } from '../auth';
import { explainPhotoTooLarge } from '../../shared/images/errors';
import type { RecognitionRecords } from './recorded';
import type { RecognitionService } from './service';

/** A 10 MB photo as base64 plus the file name and JSON around it. */
const recognitionBodyLimit = 15 * 1024 * 1024;

/**
 * `POST /functions/v1/ai-photo-recognition` (the prototype's function, called with `functions.invoke`):
 * open to visitors, rate-limited per address because each photo costs a few hundred ms of CPU.
 */
export function recognitionRoutes(options: {
  service: RecognitionService;
  records: RecognitionRecords;
  verify: VerifyToken;
  /** Per address, for photos and, counted apart, for confirmations. */
  rateLimit: { max: number; timeWindow: number };
}): FastifyPluginAsyncZod {
  // Visitors too; a signed-in caller's recognised photo is recorded, so it can earn XP once.
  return callerRoutes(options.verify, { optional: true }, explainPhotoTooLarge, async (app, caller) => {
    app.post(
      '/functions/v1/ai-photo-recognition',
      {
        bodyLimit: recognitionBodyLimit,
        config: { rateLimit: options.rateLimit },
        schema: {
          tags: ['ai'],
          summary: 'Recognises an artwork or a landmark in a photo',
          description:
            'The photo is a data URL (or bare base64) of a JPEG, PNG or WebP, told apart by its bytes (anything ' +
            'else: 415), at most 10 MB (413) and 40 megapixels (413 IMAGE_TOO_LARGE); a damaged file is 422. ' +
            'The embedded visual search (local features with geometric verification against the reference ' +
            'photos of the ten artworks and the landmarks) answers status "completed" with up to three ' +
            'results, best first, each with its confidence from the geometric evidence. When it is not sure ' +
            'and AI_VISION_PROVIDER is set, the provider is asked. Nothing certain: status "fallback" with the ' +
            '"Unknown Landmark" entry (confidence 0.5), and up to three ranked `candidates` (possible matches ' +
            'with a score under 0.5) when some subject is likely. The recogniser failed: status "error" with "Service ' +
            'Unavailable" (confidence 0). The photo is never stored. For a signed-in caller (Bearer token) a ' +
            'completed recognition, or one offered candidates, is recorded and its recognition_id returned: the ' +
            'id photo_recognized needs to earn XP (for candidates, once one is confirmed).',
          body: recognitionRequestSchema,
          response: {
            200: recognitionResponseSchema,
            ...errorAnswers(400, 401, 413, 415, 422, 429),
          },
        },
      },
      async (request) => {
        request.log.info({ fileName: request.body.fileName }, 'photo recognition');
        const response = await options.service.recognise(request.body.imageData);
        const userId = caller.visitor(request);
        const recognitionId = userId ? await options.records.record(userId, response) : null;
        return recognitionId ? { ...response, recognition_id: recognitionId } : response;
      },
    );

    app.post(
      '/functions/v1/ai-photo-recognition/confirm',
      {
        config: { rateLimit: options.rateLimit },
        schema: {
          tags: ['ai'],
          summary: 'Confirms which possible match a recognised photo shows',
          description:
            'For a signed-in caller: names one of the candidates offered for their own recorded recognition ' +
            '(recognition_id from the recognition). Once confirmed, the recognition can earn XP like a certain ' +
            "one. Another user's or an unknown recognition is 404; a candidate that was not offered is 422; " +
            'a recognition already certain or confirmed is 409.',
          body: recognitionConfirmRequestSchema,
          response: {
            200: recognitionConfirmResponseSchema,
            ...errorAnswers(400, 401, 404, 409, 422, 429),
          },
        },
      },
      async (request) => {
        const userId = caller.required(request);
        const { recognition_id: recognitionId, candidate_id: candidateId } = request.body;
        const subject = await options.records.confirm(userId, recognitionId, candidateId);
        return { recognition_id: recognitionId, subject };
      },
    );
  });
}
