import { z } from 'zod';
import { requestsPerWindow } from '../../env-values';

export const gamificationEnv = z.object({
  GAMIFICATION_RATE_LIMIT: requestsPerWindow('60/60'),
});

export function gamificationSettings(env: z.output<typeof gamificationEnv>) {
  return {
    /** Gamification calls (events, game rounds) per signed-in user. */
    gamificationRateLimit: env.GAMIFICATION_RATE_LIMIT,
  };
}
