import type { AuthErrorBody, AuthErrorCode } from '@artvoyage/contract';

export type { AuthErrorBody };

/** An auth failure that is safe to show; answered in GoTrue's shape. */
export class AuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: AuthErrorCode,
    message: string,
  ) {
    super(message);
  }

  toBody(): AuthErrorBody {
    return { code: this.statusCode, error_code: this.errorCode, msg: this.message };
  }
}

export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () =>
    new AuthError(
      400,
      'email_not_confirmed',
      'Email not confirmed. Please open the link in the confirmation e-mail, or ask for a new one.',
    ),
  weakPassword: () => new AuthError(422, 'weak_password', 'Password must contain at least 6 characters.'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token'),
  badJwt: () => new AuthError(401, 'bad_jwt', 'Invalid JWT signature'),
  jwtExpired: () => new AuthError(401, 'bad_jwt', 'JWT has expired'),
  malformedJwt: () => new AuthError(401, 'bad_jwt', 'Invalid JWT: the token is malformed'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User from sub claim in JWT does not exist'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenReused: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  challengeNotFound: () => new AuthError(404, 'mfa_challenge_not_found', 'Challenge not found'),
  challengeExpired: () =>
    new AuthError(422, 'mfa_challenge_expired', 'MFA challenge has expired, please request a new one'),
  tooManyAttempts: () =>
    new AuthError(
      422,
      'mfa_verification_rejected',
      'Too many wrong codes for this challenge. Please request a new challenge.',
    ),
  verificationFailed: () => new AuthError(422, 'mfa_verification_failed', 'Invalid MFA code entered'),
  insufficientAal: () =>
    new AuthError(
      403,
      'insufficient_aal',
      'This account has two-factor authentication: enter a code from your authenticator app first.',
    ),
  reauthenticationNeeded: () =>
    new AuthError(
      400,
      'reauthentication_needed',
      'Changing the password or e-mail address needs a recent sign-in or the code we e-mail on request.',
    ),
  reauthenticationNotValid: () =>
    new AuthError(400, 'reauthentication_not_valid', 'The code is wrong or has expired. Ask for a new one.'),
  tooManyGuesses: (minutes: number) =>
    new AuthError(
      429,
      'over_request_rate_limit',
      `Too many wrong attempts for this account. Please wait ${minutes} minutes and try again.`,
    ),
  metadataTooLarge: (maxBytes: number) =>
    new AuthError(400, 'validation_failed', `user_metadata may hold at most ${maxBytes} bytes of JSON.`),
  tooManyUnverifiedFactors: () =>
    new AuthError(422, 'too_many_enrolled_mfa_factors', 'Too many unverified factors. Remove one first.'),
  factorNameConflict: (name: string) =>
    new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    ),
  rateLimited: (seconds: number) =>
    new AuthError(
      429,
      'over_request_rate_limit',
      `Too many requests. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
    ),
};
