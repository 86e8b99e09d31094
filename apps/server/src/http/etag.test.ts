import { describe, expect, it } from 'vitest';
import { etagMatches, strongEtag } from './etag';

describe('entity tags', () => {
  it('derives a strong tag from the bytes', () => {
    const etag = strongEtag(Buffer.from('abc'));
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(strongEtag(Buffer.from('abc'))).toBe(etag);
    expect(strongEtag(Buffer.from('abd'))).not.toBe(etag);
  });

  it('matches If-None-Match lists, weak forms and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('"x", W/"a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
