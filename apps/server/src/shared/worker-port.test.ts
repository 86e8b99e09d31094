import { describe, expect, it } from 'vitest';
import { messageOf } from './worker-port';

describe('messageOf', () => {
  it('answers an error by its message and anything else as text', () => {
    expect(messageOf(new TypeError('no such file'))).toBe('no such file');
    expect(messageOf('plain words')).toBe('plain words');
    expect(messageOf(42)).toBe('42');
    expect(messageOf(undefined)).toBe('undefined');
  });
});
