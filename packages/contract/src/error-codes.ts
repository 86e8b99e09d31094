/**
 * Every code an `/api/v1`, `/functions/v1` or `/rest/v1` error can carry: the one list the server (which
 * may throw no other) and the web app (which tells errors apart by it) share. `/auth/v1` answers in
 * GoTrue's shape with its own codes. Without zod, so the web app's first script can import it
 * (`@artvoyage/contract/error-codes`); `apiErrorCodeSchema` in errors.ts is the same list for zod.
 */
export const apiErrorCodes = [
  // Generic, one per HTTP status the server answers.
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'CONFLICT',
  'REQUEST_TIMEOUT',
  'PRECONDITION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RANGE_NOT_SATISFIABLE',
  'TOO_MANY_REQUESTS',
  'HEADERS_TOO_LARGE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  // The health check: the database does not answer.
  'UNAVAILABLE',
  // Particular refusals a client may act on.
  'SESSION_REVOKED',
  'MFA_REQUIRED',
  'ROUND_TOO_FAST',
  'ROUND_EXPIRED',
  'ROUND_FINISHED',
  'ROUND_LIMIT',
  'ANSWERS_INVALID',
  'ITINERARY_LIMIT',
  'ITINERARY_STORAGE_LIMIT',
  // A deleted itinerary kept too long to be restored (its text is gone).
  'ITINERARY_PURGED',
  'MEDIA_BUSY',
  'NO_ROUTE',
  'ROUTING_FAILED',
  'ROUTING_UNAVAILABLE',
  'IMAGE_TOO_LARGE',
  'INVALID_IMAGE',
  'PROFILE_INCOMPLETE',
  'TOUR_INCOMPLETE',
  // Tour progress: a tour id the catalogue does not have, or an artwork that is not one of its stops.
  'UNKNOWN_TOUR',
  'NOT_A_TOUR_STOP',
  // /rest/v1 only: PostgREST's own code for a function it does not know, as its clients expect it.
  'PGRST202',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

const known: ReadonlySet<string> = new Set(apiErrorCodes);

/** Whether a value read from an error body is one of the codes above. */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && known.has(value);
}
