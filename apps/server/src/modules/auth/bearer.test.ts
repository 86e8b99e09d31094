import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer';

const request = (authorization?: string) => ({ headers: authorization ? { authorization } : {} });

describe('bearerToken', () => {
  it('reads the token of a Bearer header, in any case and with trailing space', () => {
    expect(bearerToken(request('Bearer abc.def'))).toBe('abc.def');
    expect(bearerToken(request('bearer   abc.def  '))).toBe('abc.def');
  });

  it.each([undefined, 'Basic abc', 'Bearer', 'Bearer ', 'Bearer a b'])('refuses %j', (header) => {
    expect(() => bearerToken(request(header))).toThrow(
      expect.objectContaining({ statusCode: 401, errorCode: 'no_authorization' }),
    );
  });
});
