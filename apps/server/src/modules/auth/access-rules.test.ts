import { describe, expect, it } from 'vitest';
import { accessVerdict, sessionIdClaim } from './access-rules';

describe('accessVerdict', () => {
  const noFactor = { aal: 'aal1', hasVerifiedFactor: false };
  const stepped = { aal: 'aal2', hasVerifiedFactor: true };

  it('refuses every token of a session that no longer exists, whatever it claims', () => {
    expect(accessVerdict('aal1', undefined)).toBe('session_ended');
    expect(accessVerdict('aal2', undefined)).toBe('session_ended');
  });

  it('lets a user without a verified factor in at aal1', () => {
    expect(accessVerdict('aal1', noFactor)).toBe('allowed');
    expect(accessVerdict(undefined, noFactor)).toBe('allowed');
  });

  it('asks a user with a verified factor for the code until both token and session are aal2', () => {
    expect(accessVerdict('aal2', stepped)).toBe('allowed');
    // Password only, or a token signed before the code was verified in this session.
    expect(accessVerdict('aal1', stepped)).toBe('second_factor_required');
    expect(accessVerdict(undefined, stepped)).toBe('second_factor_required');
    // An aal2 token of a session dropped back to aal1 (a factor was removed).
    expect(accessVerdict('aal2', { aal: 'aal1', hasVerifiedFactor: true })).toBe('second_factor_required');
  });
});

describe('sessionIdClaim', () => {
  it('takes only a uuid, so the lookup never meets a value the database would refuse', () => {
    const id = '0b7e9c1e-3f0a-4a57-9d4e-2f1b6c8d9e01';
    expect(sessionIdClaim(id)).toBe(id);
    expect(sessionIdClaim(undefined)).toBeUndefined();
    expect(sessionIdClaim('s1')).toBeUndefined();
    expect(sessionIdClaim(42)).toBeUndefined();
    expect(sessionIdClaim(`${id}'--`)).toBeUndefined();
  });
});
