import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    database: z.enum(['pglite', 'postgres']),
    uptimeSeconds: z.number(),
    /**
     * `memory` once the in-process search index is built (after the world gazetteer is loaded),
     * `database` until then.
     */
    placeSearch: z.enum(['database', 'memory']),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
