import { describe, expect, it } from 'vitest';
import { fragmentRedirect, requestOrigin, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  const allowed = ['https://artvoyage.example'];
  const fallback = 'https://artvoyage.example/auth/callback';

  it('keeps a redirect on an allowed origin, without its fragment', () => {
    expect(
      safeRedirect('https://artvoyage.example/profile?x=1#old', allowed, 'https://artvoyage.example'),
    ).toBe('https://artvoyage.example/profile?x=1');
  });

  it.each([
    'https://evil.example/auth/callback',
    'https://artvoyage.example.evil.example/',
    '//evil.example/',
    'javascript:alert(1)',
    'https://user:pass@artvoyage.example/',
    'not a url',
    42,
    undefined,
  ])('refuses %s and falls back to /auth/callback', (value) => {
    expect(safeRedirect(value, allowed, 'https://artvoyage.example')).toBe(fallback);
  });

  it('builds the fragment GoTrue clients read', () => {
    expect(
      fragmentRedirect('https://a.example/auth/callback', { access_token: 'x y', expires_in: 900 }),
    ).toBe('https://a.example/auth/callback#access_token=x+y&expires_in=900');
  });

  it('prefers the configured public origin', () => {
    expect(requestOrigin('https://pub.example', { protocol: 'http', host: 'evil' })).toBe(
      'https://pub.example',
    );
    expect(requestOrigin(undefined, { protocol: 'http', host: '127.0.0.1:3000' })).toBe(
      'http://127.0.0.1:3000',
    );
  });
});
