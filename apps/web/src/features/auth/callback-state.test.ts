import { describe, expect, it } from 'vitest';
import { callbackView } from './callback-state';

const signupLink = { type: 'signup', hasSession: true, error: null, message: null };

describe('callbackView', () => {
  it('shows the error from the link first', () => {
    expect(
      callbackView(
        { type: null, hasSession: false, error: 'Link expired', message: null },
        'loading',
        false,
        'x',
      ),
    ).toEqual({
      kind: 'error',
      message: 'Link expired',
    });
  });
  it('waits while auth-js reads the link', () => {
    expect(callbackView(signupLink, 'loading', false, 'x').kind).toBe('confirming');
  });
  it('confirms a sign-up link once signed in', () => {
    expect(callbackView(signupLink, 'signed-in', false, 'x').kind).toBe('confirmed');
  });
  it('asks for a new password after a recovery link', () => {
    expect(callbackView({ ...signupLink, type: 'recovery' }, 'signed-in', false, 'x').kind).toBe('recovery');
  });
  it('asks for the code when the account has an authenticator', () => {
    expect(callbackView(signupLink, 'signed-out', true, 'x').kind).toBe('needsCode');
  });
  it('reports a link that gave no session', () => {
    expect(callbackView(signupLink, 'signed-out', false, 'expired')).toEqual({
      kind: 'error',
      message: 'expired',
    });
  });
  it('says the other e-mail change link is still due after the first one', () => {
    const half = { type: null, hasSession: false, error: null, message: 'Proceed to the other email' };
    expect(callbackView(half, 'signed-in', false, 'x').kind).toBe('emailChangeHalf');
    expect(callbackView(half, 'signed-out', false, 'x').kind).toBe('emailChangeHalf');
  });
  it('handles a visit without a link', () => {
    expect(callbackView(null, 'signed-out', false, 'x').kind).toBe('noLink');
    expect(callbackView(null, 'signed-in', false, 'x').kind).toBe('signedIn');
  });
});
