import { z } from 'zod';

/** Every `/api/v1` error answers with this body and a fitting HTTP status. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().describe('Stable machine-readable code, e.g. NOT_FOUND'),
      message: z.string().describe('Human-readable explanation'),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
