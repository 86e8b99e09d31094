import { hasVisibleText } from '@artvoyage/contract';
import type { Messages } from '@/shared/i18n/en';

/** Password minimum length (the server applies the same rule). */
export const minPasswordLength = 6;

type ErrorKey = `auth.errors.${Exclude<keyof Messages['auth']['errors'], 'title'>}`;

export interface SignInFields {
  email: string;
  password: string;
}
export interface SignUpFields extends SignInFields {
  fullName: string;
  confirmPassword: string;
}

/** Both fields are required. Returns the message key, or null when valid. */
export function validateSignIn(fields: SignInFields): ErrorKey | null {
  if (!fields.email.trim() || !fields.password) return 'auth.errors.fillAllFields';
  return null;
}

/** E-mail, password and name required; passwords equal; at least 6 characters. */
export function validateSignUp(fields: SignUpFields): ErrorKey | null {
  // A name of zero-width or other invisible characters is no name (the server refuses it too).
  if (!fields.email.trim() || !fields.password || !hasVisibleText(fields.fullName)) {
    return 'auth.errors.fillAllFields';
  }
  return validateNewPassword(fields.password, fields.confirmPassword);
}

/** The same password rules for a new password chosen after a reset. */
export function validateNewPassword(password: string, confirmation: string): ErrorKey | null {
  if (!password) return 'auth.errors.fillAllFields';
  if (password !== confirmation) return 'auth.errors.passwordsDoNotMatch';
  if (password.length < minPasswordLength) return 'auth.errors.passwordTooShort';
  return null;
}

/** A TOTP code: six digits (spaces the visitor types are ignored). */
export function normaliseOtp(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}
