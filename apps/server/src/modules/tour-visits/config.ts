import { z } from 'zod';
import { requestsPerWindow } from '../../env-values';

export const tourVisitsEnv = z.object({
  TOUR_VISITS_RATE_LIMIT: requestsPerWindow('120/60'),
});

export function tourVisitsSettings(env: z.output<typeof tourVisitsEnv>) {
  return {
    /** Reads, and apart from them writes, of guided-tour progress per signed-in user. */
    tourVisitsRateLimit: env.TOUR_VISITS_RATE_LIMIT,
  };
}
