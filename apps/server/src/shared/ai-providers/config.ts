import { z } from 'zod';

/*
 * AI_PROVIDERS: a JSON array of chat providers, tried in rotation (rules in
 * docs/product/ai.md). Keys stay on the server. Only the first model of each provider is used.
 *
 *   [{"name":"groq","kind":"openai","endpoint":"https://api.groq.com/openai/v1/chat/completions",
 *     "models":["llama-3.1-8b-instant"],"key":"…","limits":{"perMinute":30}}]
 *
 * A Gemini endpoint may hold `{model}`, e.g.
 *   https://generativelanguage.googleapis.com/v1beta/models/{model}:generateContent
 */

export const providerLimitsSchema = z
  .object({
    perSecond: z.number().int().min(1).optional(),
    perMinute: z.number().int().min(1).optional(),
    perDay: z.number().int().min(1).optional(),
    /** Documented with the provider's quota; requests, not tokens, are what is counted here. */
    tokensPerMinute: z.number().int().min(1).optional(),
  })
  .strict()
  .default({});

export const providerSchema = z
  .object({
    name: z
      .string()
      .trim()
      .regex(/^[\w.-]{1,40}$/, 'a name of letters, digits, ".", "-" or "_"'),
    kind: z.enum(['openai', 'gemini']),
    endpoint: z.url({ protocol: /^https?$/ }),
    models: z.array(z.string().trim().min(1)).min(1),
    key: z.string().min(1),
    limits: providerLimitsSchema,
  })
  .strict();

export type ProviderConfig = z.infer<typeof providerSchema>;
export type ProviderLimits = z.infer<typeof providerLimitsSchema>;

export const providersSchema = z
  .array(providerSchema)
  .max(20)
  .refine((list) => new Set(list.map((p) => p.name)).size === list.length, 'provider names must differ');

/** A JSON setting checked against its schema; throws a message naming what is wrong. */
function parseJsonSetting<T>(value: string, schema: z.ZodType<T>, root: string): T {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new Error('is not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || root}: ${i.message}`).join('; '));
  }
  return parsed.data;
}

/** Parses AI_PROVIDERS; empty means none (the museum expert answers). Throws a readable message. */
export function parseProviders(value: string | undefined): ProviderConfig[] {
  return value?.trim() ? parseJsonSetting(value, providersSchema, 'list') : [];
}

/**
 * Parses AI_VISION_PROVIDER: one provider in the same shape (its `limits` are not used: it is asked
 * only for photos the visual search could not place). Empty means none.
 */
export function parseVisionProvider(value: string | undefined): ProviderConfig | undefined {
  return value?.trim() ? parseJsonSetting(value, providerSchema, 'provider') : undefined;
}

/**
 * Five example limit sets, in rotation order, as the prototype's five providers had them (documented
 * example; model names were not kept).
 */
export const exampleProviderLimits: readonly ProviderLimits[] = [
  { perSecond: 1, tokensPerMinute: 500_000 },
  { perMinute: 20, perDay: 50 },
  { perMinute: 30 },
  { perMinute: 60 },
  { perMinute: 15 },
];
