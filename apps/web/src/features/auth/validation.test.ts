import { describe, expect, it } from 'vitest';
import { en } from '@/shared/i18n/en';
import { normaliseOtp, validateNewPassword, validateSignIn, validateSignUp } from './validation';

/** Resolves a key such as "auth.errors.fillAllFields" to its English text. */
function text(key: string | null): string | null {
  if (key === null) return null;
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
}

const signUp = { email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1', fullName: 'Ada' };

describe('validateSignIn', () => {
  it('asks for every field, with "Please fill in all fields."', () => {
    expect(text(validateSignIn({ email: '', password: 'x' }))).toBe('Please fill in all fields.');
    expect(text(validateSignIn({ email: 'a@b.co', password: '' }))).toBe('Please fill in all fields.');
    expect(text(validateSignIn({ email: '   ', password: 'x' }))).toBe('Please fill in all fields.');
  });
  it('accepts a filled form', () => {
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
});

describe('validateSignUp', () => {
  it('requires e-mail, password and full name', () => {
    expect(text(validateSignUp({ ...signUp, fullName: ' ' }))).toBe('Please fill in all fields.');
    expect(text(validateSignUp({ ...signUp, fullName: '\u200b\u3164' }))).toBe('Please fill in all fields.');
    expect(text(validateSignUp({ ...signUp, email: '' }))).toBe('Please fill in all fields.');
    expect(text(validateSignUp({ ...signUp, password: '' }))).toBe('Please fill in all fields.');
  });
  it('requires matching passwords', () => {
    expect(text(validateSignUp({ ...signUp, confirmPassword: 'secret2' }))).toBe('Passwords do not match.');
  });
  it('requires at least 6 characters', () => {
    expect(text(validateSignUp({ ...signUp, password: '12345', confirmPassword: '12345' }))).toBe(
      'Password must contain at least 6 characters.',
    );
    expect(validateSignUp({ ...signUp, password: '123456', confirmPassword: '123456' })).toBeNull();
  });
  it('gives the error title of the catalogue', () => {
    expect(en.auth.errors.title).toBe('Error');
  });
});

describe('validateNewPassword', () => {
  it('applies the same rules', () => {
    expect(text(validateNewPassword('', ''))).toBe('Please fill in all fields.');
    expect(text(validateNewPassword('abcdef', 'abcdeg'))).toBe('Passwords do not match.');
    expect(text(validateNewPassword('abc', 'abc'))).toBe('Password must contain at least 6 characters.');
    expect(validateNewPassword('abcdef', 'abcdef')).toBeNull();
  });
});

describe('normaliseOtp', () => {
  it('keeps six digits and ignores spaces', () => {
    expect(normaliseOtp('123 456')).toBe('123456');
    expect(normaliseOtp('12345')).toBeNull();
    expect(normaliseOtp('12345a')).toBeNull();
  });
});
