import { describe, expect, it } from 'vitest';
import { looksLikeEmail, needsReauthentication } from './credential-change';

describe('credential changes', () => {
  it('recognises the server asking for the e-mailed code, and nothing else', () => {
    expect(needsReauthentication({ code: 'reauthentication_needed' })).toBe(true);
    expect(needsReauthentication({ code: 'reauthentication_not_valid' })).toBe(false);
    expect(needsReauthentication(new Error('reauthentication_needed'))).toBe(false);
    expect(needsReauthentication(null)).toBe(false);
  });

  it('takes addresses that could be e-mail addresses', () => {
    expect(looksLikeEmail(' ada@example.org ')).toBe(true);
    for (const bad of ['', 'ada', 'ada@', '@example.org', 'ada@example', 'a b@example.org']) {
      expect(looksLikeEmail(bad)).toBe(false);
    }
  });
});
