// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readAsDataUrl } from './read-as-data-url';

describe('readAsDataUrl', () => {
  it('gives a data URL of the bytes', async () => {
    const url = await readAsDataUrl(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
    expect(url).toBe('data:image/jpeg;base64,/9j/');
  });
});
