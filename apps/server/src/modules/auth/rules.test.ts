import { describe, expect, it } from 'vitest';
import {
  amrAfterFactor,
  epochSeconds,
  factorAmrMethod,
  linkExpiresAt,
  linkSignInMethod,
  linkTokenType,
  linkUrl,
  needsAal2,
  newPhoneCode,
  normalizeEmail,
  normalizePhone,
  phoneCodeHash,
  smsBody,
  verifiedLinkType,
  withinReuseInterval,
} from './rules';

const now = new Date('2026-01-01T00:00:00.500Z');

describe('auth rules', () => {
  it('compares e-mail addresses trimmed and case-blind', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });

  it('counts whole epoch seconds', () => {
    expect(epochSeconds(now)).toBe(1767225600);
  });

  it('lets sign-up and e-mail change links live a day and recovery links an hour', () => {
    expect(linkExpiresAt('signup', now).getTime() - now.getTime()).toBe(24 * 3600_000);
    expect(linkExpiresAt('email_change', now).getTime() - now.getTime()).toBe(24 * 3600_000);
    expect(linkExpiresAt('recovery', now).getTime() - now.getTime()).toBe(3600_000);
  });

  it('builds the verify link with the token, type and redirect in the query', () => {
    const url = new URL(linkUrl('https://a.example', 'tok/+', 'recovery', 'https://a.example/#x'));
    expect(url.origin + url.pathname).toBe('https://a.example/auth/v1/verify');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'tok/+',
      type: 'recovery',
      redirect_to: 'https://a.example/#x',
    });
  });

  it('maps verification types to stored token kinds, sign-in methods and echoed types', () => {
    for (const type of ['signup', 'email', 'magiclink', 'invite']) expect(linkTokenType(type)).toBe('signup');
    expect(linkTokenType('recovery')).toBe('recovery');
    expect(linkTokenType('email_change')).toBe('email_change');
    expect(linkTokenType('sms')).toBeUndefined();
    expect(linkSignInMethod('signup')).toBe('otp');
    expect(linkSignInMethod('recovery')).toBe('recovery');
    expect(linkSignInMethod('email_change')).toBe('email_change');
    expect(verifiedLinkType('email')).toBe('signup');
    expect(verifiedLinkType('magiclink')).toBe('magiclink');
  });

  it('accepts a rotated refresh token again for ten seconds only', () => {
    const revokedAt = new Date(now.getTime() - 10_000);
    expect(withinReuseInterval(revokedAt, now)).toBe(true);
    expect(withinReuseInterval(new Date(revokedAt.getTime() - 1), now)).toBe(false);
  });

  it('asks for aal2 only once a factor is verified', () => {
    expect(needsAal2([], 'aal1')).toBe(false);
    expect(needsAal2([{ status: 'unverified' }], 'aal1')).toBe(false);
    expect(needsAal2([{ status: 'verified' }], 'aal1')).toBe(true);
    expect(needsAal2([{ status: 'verified' }], 'aal2')).toBe(false);
  });

  it('normalises E.164 phone numbers and refuses others', () => {
    expect(normalizePhone('+1 (555) 010-9999')).toBe('+15550109999');
    expect(normalizePhone('0123456789')).toBeUndefined();
    expect(normalizePhone('+12')).toBeUndefined();
    expect(normalizePhone(undefined)).toBeUndefined();
  });

  it('makes 6-digit SMS codes, hashed per factor, and says when they expire', () => {
    expect(newPhoneCode()).toMatch(/^\d{6}$/);
    expect(phoneCodeHash('f1', '123456')).not.toBe(phoneCodeHash('f2', '123456'));
    expect(phoneCodeHash('f1', '123456')).toMatch(/^[0-9a-f]{64}$/);
    expect(smsBody('123456', 300)).toBe('Your ArtVoyage code is 123456. It expires in 5 minutes.');
  });

  it('puts the passed factor first in amr and drops its older entry', () => {
    expect(factorAmrMethod('totp')).toBe('totp');
    expect(factorAmrMethod('phone')).toBe('phone/otp');
    const amr = amrAfterFactor(
      [
        { method: 'password', timestamp: 1 },
        { method: 'totp', timestamp: 2 },
      ],
      'totp',
      now,
    );
    expect(amr).toEqual([
      { method: 'totp', timestamp: 1767225600 },
      { method: 'password', timestamp: 1 },
    ]);
  });
});
