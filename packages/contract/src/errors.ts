import { z } from 'zod';
import { apiErrorCodes } from './error-codes';

export { apiErrorCodes, isApiErrorCode, type ApiErrorCode } from './error-codes';

/** The API's error codes (see error-codes.ts) as a schema, for the error body and the OpenAPI document. */
export const apiErrorCodeSchema = z
  .enum(apiErrorCodes)
  .describe('Stable machine-readable code, e.g. NOT_FOUND');

/** Every `/api/v1` and `/functions/v1` error answers with this body and a fitting HTTP status. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: apiErrorCodeSchema,
      message: z.string().describe('Human-readable explanation'),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
