import { z } from 'zod';
import { requestsPerWindow } from '../../env-values';

export const mediaEnv = z.object({
  MEDIA_RATE_LIMIT: requestsPerWindow('600/60'),
});

export function mediaSettings(env: z.output<typeof mediaEnv>) {
  return {
    /** Image variants (rendered or cached) per client address and window. */
    mediaRateLimit: env.MEDIA_RATE_LIMIT,
  };
}
