import { describe, expect, it } from 'vitest';
import {
  amrAfterFactor,
  epochSeconds,
  factorAmrMethod,
  linkExpiresAt,
  linkSignInMethod,
  linkTokenTypes,
  checkName,
  isWebUrl,
  recentlyAuthenticated,
  recentAuthenticationMs,
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

  it('lets sign-up and e-mail change links live a day, recovery links an hour, codes ten minutes', () => {
    expect(linkExpiresAt('signup', now).getTime() - now.getTime()).toBe(24 * 3600_000);
    expect(linkExpiresAt('email_change_new', now).getTime() - now.getTime()).toBe(24 * 3600_000);
    expect(linkExpiresAt('email_change_current', now).getTime() - now.getTime()).toBe(24 * 3600_000);
    expect(linkExpiresAt('reauthentication', now).getTime() - now.getTime()).toBe(600_000);
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
    for (const type of ['signup', 'email', 'magiclink', 'invite']) {
      expect(linkTokenTypes(type)).toEqual(['signup']);
    }
    expect(linkTokenTypes('recovery')).toEqual(['recovery']);
    expect(linkTokenTypes('email_change')).toEqual(['email_change_new', 'email_change_current']);
    expect(linkTokenTypes('reauthentication')).toBeUndefined();
    expect(linkTokenTypes('sms')).toBeUndefined();
    expect(linkSignInMethod('signup')).toBe('otp');
    expect(linkSignInMethod('recovery')).toBe('recovery');
    expect(linkSignInMethod('email_change_new')).toBe('email_change');
    expect(linkSignInMethod('email_change_current')).toBe('email_change');
    const change = new URL(linkUrl('https://a.example', 't', 'email_change_current', 'https://a.example/'));
    expect(change.searchParams.get('type')).toBe('email_change');
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

  it('counts a session as recently authenticated by its newest proof only', () => {
    const seconds = (ms: number) => Math.floor(ms / 1000);
    const fresh = { method: 'totp', timestamp: seconds(now.getTime() - 60_000) };
    const old = { method: 'password', timestamp: seconds(now.getTime() - recentAuthenticationMs - 1000) };
    expect(recentlyAuthenticated([old], now)).toBe(false);
    expect(recentlyAuthenticated([fresh, old], now)).toBe(true);
    expect(recentlyAuthenticated([], now)).toBe(false);
  });

  it('refuses names that show nothing, or are too long, and keeps the rest trimmed', () => {
    for (const blank of ['', '   ', '\u200b\u200b', '\u3164', '\u2800', '\u202e\u00a0', '\t\n']) {
      expect(checkName(blank).ok).toBe(false);
    }
    expect(checkName('  Ada Lovelace ')).toEqual({ ok: true, name: 'Ada Lovelace' });
    expect(checkName('Жанна д’Арк')).toEqual({ ok: true, name: 'Жанна д’Арк' });
    expect(checkName('x'.repeat(121)).ok).toBe(false);
  });

  it('accepts only http and https avatar addresses', () => {
    expect(isWebUrl('https://example.org/a.png')).toBe(true);
    expect(isWebUrl('http://example.org/a.png')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'file:///etc/passwd',
      'a.png',
      '',
    ]) {
      expect(isWebUrl(bad)).toBe(false);
    }
  });
});
