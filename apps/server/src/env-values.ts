import { z } from 'zod';

/**
 * Building blocks for the environment schema that `config.ts` composes from the modules' slices.
 * This file imports nothing from the server, so any slice may use it without a cycle.
 */

/** `NAME=` counts as unset, so a `.env` file may list a setting without choosing its value. */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

/** An optional URL whose scheme matches `protocol` (e.g. /^https?$/). */
export const optionalUrl = (protocol: RegExp) =>
  z.preprocess(emptyAsUndefined, z.url({ protocol }).optional());

/** An integer with bounds and a default; empty means the default. */
export const boundedInteger = (min: number, max: number, fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

/** A request limit per client: max requests per window. */
export interface RequestsPerWindow {
  max: number;
  timeWindow: number;
}

/** `MAX/SECONDS` (e.g. 20/60): requests per client and window, as @fastify/rate-limit takes them. */
export const requestsPerWindow = (fallback: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d+\/\d+$/, 'expected MAX/SECONDS, e.g. 20/60')
      .default(fallback)
      .transform((value): RequestsPerWindow => {
        const [max = 1, seconds = 60] = value.split('/').map(Number);
        return { max: Math.max(1, max), timeWindow: Math.max(1, seconds) * 1000 };
      }),
  );

/**
 * A zod transform from a parser that throws on bad input: its message becomes an issue on the variable
 * being parsed, so the start fails naming it.
 */
export function parsedBy<In, Out>(parse: (value: In) => Out, messagePrefix = '') {
  return (value: In, ctx: z.RefinementCtx): Out => {
    try {
      return parse(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `${messagePrefix}${(error as Error).message}` });
      return z.NEVER;
    }
  };
}
