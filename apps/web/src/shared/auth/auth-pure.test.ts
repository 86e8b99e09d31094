import { describe, expect, it } from 'vitest';
import { NetworkError } from '@/shared/api/http';
import { qrCodeImageUrl } from './auth-actions';
import {
  AuthActionError,
  offlineAuthError,
  offlineDatabaseError,
  toAuthError,
  toDatabaseError,
} from './auth-errors';
import { parseAuthRedirect } from './auth-redirect';
import { decodeJwtPayload, needsSecondFactor } from './assurance';
import { toRewardList } from '@/shared/profile/api/get-earned-rewards';

const jwt = (payload: object) =>
  `e30.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;
const factor = (status: 'verified' | 'unverified') =>
  ({ id: 'f', factor_type: 'totp', status, created_at: '', updated_at: '' }) as const;

describe('offline errors', () => {
  it('uses the catalogue texts', () => {
    expect(offlineAuthError().message).toBe('Authentication not available in offline mode');
    expect(offlineDatabaseError().message).toBe('Database not available in offline mode');
  });
  it('reads an unreachable server as offline', () => {
    const fetchFailed = Object.assign(new Error('Failed to fetch'), {
      name: 'AuthRetryableFetchError',
      status: 0,
    });
    expect(toAuthError(fetchFailed).message).toBe('Authentication not available in offline mode');
    expect(toAuthError(new TypeError('NetworkError')).message).toBe(
      'Authentication not available in offline mode',
    );
    expect(toDatabaseError(new NetworkError()).message).toBe('Database not available in offline mode');
  });
  it("keeps the provider's message and code otherwise", () => {
    const apiError = Object.assign(new Error('Email not confirmed'), {
      name: 'AuthApiError',
      status: 400,
      code: 'email_not_confirmed',
    });
    const error = toAuthError(apiError);
    expect(error).toBeInstanceOf(AuthActionError);
    expect(error).toMatchObject({ message: 'Email not confirmed', code: 'email_not_confirmed', status: 400 });
    expect(toDatabaseError(new Error('Name cannot be empty')).message).toBe('Name cannot be empty');
  });
});

describe('parseAuthRedirect', () => {
  it('reads a confirmation link', () => {
    expect(
      parseAuthRedirect(
        'https://x.test/auth/callback#access_token=a&refresh_token=b&expires_in=900&type=signup',
      ),
    ).toEqual({ type: 'signup', hasSession: true, error: null, message: null });
  });
  it('reads an error from the hash or the query', () => {
    expect(
      parseAuthRedirect(
        'https://x.test/auth/callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({
      type: null,
      hasSession: false,
      error: 'Email link is invalid or has expired',
      message: null,
    });
    expect(parseAuthRedirect('https://x.test/auth/callback?error_description=Token%20expired')?.error).toBe(
      'Token expired',
    );
  });
  it('reads the note the first of two e-mail change links lands with', () => {
    expect(
      parseAuthRedirect(
        'https://x.test/auth/callback#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email',
      ),
    ).toEqual({
      type: null,
      hasSession: false,
      error: null,
      message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    });
  });
  it('ignores ordinary URLs', () => {
    expect(parseAuthRedirect('https://x.test/gallery#top')).toBeNull();
  });
});

describe('needsSecondFactor', () => {
  it('is true at aal1 with a verified factor', () => {
    expect(
      needsSecondFactor({ access_token: jwt({ aal: 'aal1' }), user: { factors: [factor('verified')] } }),
    ).toBe(true);
  });
  it('is false at aal2, or without a verified factor', () => {
    expect(
      needsSecondFactor({ access_token: jwt({ aal: 'aal2' }), user: { factors: [factor('verified')] } }),
    ).toBe(false);
    expect(
      needsSecondFactor({ access_token: jwt({ aal: 'aal1' }), user: { factors: [factor('unverified')] } }),
    ).toBe(false);
    expect(needsSecondFactor({ access_token: jwt({ aal: 'aal1' }), user: {} })).toBe(false);
  });
  it('decodes base64url payloads with non-ASCII text', () => {
    const payload = { name: 'Zoë', aal: 'aal1' };
    const bytes = new TextEncoder().encode(JSON.stringify(payload));
    const encoded = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeJwtPayload(`h.${encoded}.s`)).toEqual(payload);
    expect(decodeJwtPayload('garbage')).toBeNull();
  });
});

describe('qrCodeImageUrl', () => {
  it("escapes GoTrue's raw SVG data URI, whose # would end the URL", () => {
    const url = qrCodeImageUrl('data:image/svg+xml;utf-8,<svg><path fill="#fff"/></svg>');
    expect(url).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3Cpath%20fill%3D%22%23fff%22%2F%3E%3C%2Fsvg%3E',
    );
    expect(url).not.toContain('#');
  });
  it('keeps an encoded data URI and wraps bare SVG', () => {
    expect(qrCodeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(qrCodeImageUrl('<svg/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
  });
});

describe('toRewardList', () => {
  it('accepts bare or wrapped lists and the database column names', () => {
    const row = { id: 'a1', name: 'First Steps', description: 'd', icon: '🎉', unlocked_at: '2024-01-01' };
    expect(toRewardList([row])[0]).toMatchObject({ id: 'a1', earned_date: '2024-01-01' });
    expect(toRewardList({ achievements: [row] })).toHaveLength(1);
    expect(toRewardList(null)).toEqual([]);
  });
});
