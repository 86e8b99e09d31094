import { ApiError, apiFetch, type ApiRequest } from './http';

/**
 * What a response schema must offer: zod's `safeParse`. Written as a shape rather than imported from
 * zod so that this module carries no zod of its own: the schemas come from the feature that calls it.
 */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * A schema, or a function that loads one. The loader is for a screen whose own JS cannot carry zod
 * (the map page's would pass its 80 KB budget): the schema's chunk then downloads while the request
 * is under way instead of before the screen renders.
 */
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

/** The English words of a `BAD_RESPONSE` (errorText gives the visitor's language its own). */
export const badResponseMessage = 'The server sent an answer this page cannot read. Try again later.';

/**
 * The body, checked against the contract's schema: an answer of another shape (an old server, a proxy's
 * page, a bug) becomes an `ApiError` with the code `BAD_RESPONSE`, which the screen shows in its error
 * state, instead of data that would break a component further down.
 */
export function parseResponse<T>(schema: ResponseSchema<T>, body: unknown, path: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.warn(`The answer of ${path} does not match its schema`, parsed.error);
  throw new ApiError(badResponseMessage, 200, 'BAD_RESPONSE');
}

/** `apiFetch`, then `parseResponse`: a call whose answer is checked at the boundary. */
export async function fetchParsed<T>(
  source: SchemaSource<T>,
  path: string,
  request: ApiRequest = {},
): Promise<T> {
  const [schema, body] = await Promise.all([
    typeof source === 'function' ? source() : source,
    apiFetch<unknown>(path, request),
  ]);
  return parseResponse(schema, body, path.split('?')[0] ?? path);
}
