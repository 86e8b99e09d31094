import { z } from 'zod';

/**
 * The `error_code` values the accounts API (`/auth/v1`) answers with, in GoTrue's spelling so that
 * @supabase/auth-js and its users read them as they read GoTrue's. The server may only throw these,
 * and the web app tells failures apart by them.
 */
export const authErrorCodeSchema = z.enum([
  'bad_content_type',
  'bad_json',
  'bad_jwt',
  'email_address_invalid',
  'email_exists',
  'email_not_confirmed',
  'insufficient_aal',
  'invalid_credentials',
  'mfa_challenge_expired',
  'mfa_challenge_not_found',
  'mfa_factor_name_conflict',
  'mfa_factor_not_found',
  'mfa_verification_failed',
  'mfa_verification_rejected',
  'no_authorization',
  'otp_expired',
  'over_request_rate_limit',
  'reauthentication_needed',
  'reauthentication_not_valid',
  'refresh_token_already_used',
  'refresh_token_not_found',
  'request_too_large',
  'same_password',
  'service_unavailable',
  'session_not_found',
  'too_many_enrolled_mfa_factors',
  'unexpected_failure',
  'user_already_exists',
  'user_not_found',
  'validation_failed',
  'weak_password',
]);
export type AuthErrorCode = z.infer<typeof authErrorCodeSchema>;

/** GoTrue's error body: auth-js reads `msg` for the message and `error_code` for the code. */
export const authErrorBodySchema = z.object({
  code: z.number().int(),
  error_code: authErrorCodeSchema,
  msg: z.string(),
});
export type AuthErrorBody = z.infer<typeof authErrorBodySchema>;

/** What the first of the two e-mail change links answers: the address moves once both are opened. */
export const emailChangeHalfConfirmedMessage =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';
