import { describe, expect, it } from 'vitest';
import { errorMessage, isUnconfirmedError } from './notify';

describe('errorMessage', () => {
  it("prefers the provider's message, else the fallback", () => {
    expect(errorMessage(new Error('Invalid login credentials'), 'fallback')).toBe(
      'Invalid login credentials',
    );
    expect(errorMessage(new Error(''), 'Failed to sign in. Please check your credentials.')).toBe(
      'Failed to sign in. Please check your credentials.',
    );
    expect(errorMessage('boom', 'Failed to register. Please try again.')).toBe(
      'Failed to register. Please try again.',
    );
  });
});

describe('isUnconfirmedError', () => {
  it("recognises GoTrue's email_not_confirmed", () => {
    expect(
      isUnconfirmedError(Object.assign(new Error('Email not confirmed'), { code: 'email_not_confirmed' })),
    ).toBe(true);
    expect(isUnconfirmedError(new Error('Invalid login credentials'))).toBe(false);
  });
});
