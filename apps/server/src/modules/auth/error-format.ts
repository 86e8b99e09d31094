import { authErrorCodeSchema, type AuthErrorBody, type AuthErrorCode } from '@artvoyage/contract';
import { AuthError } from './errors';

/** The API-wide codes of failures found before a handler runs, in GoTrue's vocabulary. */
const gotrueCodes: Record<string, AuthErrorCode> = {
  VALIDATION_FAILED: 'validation_failed',
  PAYLOAD_TOO_LARGE: 'request_too_large',
  UNSUPPORTED_MEDIA_TYPE: 'bad_content_type',
  BAD_REQUEST: 'bad_json',
  TOO_MANY_REQUESTS: 'over_request_rate_limit',
  SERVICE_UNAVAILABLE: 'service_unavailable',
  INTERNAL: 'unexpected_failure',
};

/**
 * The accounts API's error body, for the one error pipeline (`http/errors.ts`): its own failures as
 * they were thrown, the others (validation, body size, a database outage) classified the same way as
 * everywhere else and named in GoTrue's codes, so auth-js reports them.
 */
export function gotrueErrorBody(
  code: string,
  message: string,
  error: unknown,
  statusCode: number,
): AuthErrorBody {
  if (error instanceof AuthError) return error.toBody();
  const known = authErrorCodeSchema.safeParse(code);
  const errorCode = known.success
    ? known.data
    : (gotrueCodes[code] ?? (statusCode >= 500 ? 'unexpected_failure' : 'validation_failed'));
  return { code: statusCode, error_code: errorCode, msg: message };
}
