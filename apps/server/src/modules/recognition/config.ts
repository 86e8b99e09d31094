import { resolve } from 'node:path';
import { z } from 'zod';
import { emptyAsUndefined, optionalString, parsedBy, requestsPerWindow } from '../../env-values';
import { parseVisionProvider } from '../../shared/ai-providers/config';

/** Photo recognition: its learned stage, its request limit and the optional vision provider. */
export const recognitionEnv = z.object({
  RECOGNITION_CACHE_DIR: optionalString,
  RECOGNITION_GLOBAL: z.enum(['on', 'off']).default('on'),
  RECOGNITION_RATE_LIMIT: requestsPerWindow('30/60'),
  AI_VISION_PROVIDER: z.preprocess(
    emptyAsUndefined,
    z.string().optional().transform(parsedBy(parseVisionProvider)),
  ),
});

export function recognitionSettings(env: z.output<typeof recognitionEnv>, dataDir: string) {
  return {
    /** The recogniser's learned stage: reference descriptors and the trained ranker (a minute to make). */
    recognitionCacheDir: resolve(env.RECOGNITION_CACHE_DIR ?? resolve(dataDir, 'cache', 'recognition')),
    /** Whether the learned global stage runs beside the local features (off: local features alone). */
    recognitionGlobal: env.RECOGNITION_GLOBAL === 'on',
    /** Photos to recognise per client address and window. */
    recognitionRateLimit: env.RECOGNITION_RATE_LIMIT,
    /** A vision provider asked when the visual search recognises nothing (AI_VISION_PROVIDER). */
    aiVisionProvider: env.AI_VISION_PROVIDER,
  };
}
