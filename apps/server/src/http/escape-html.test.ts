import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns the five characters that end text or a quoted attribute into references, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a> · Mona Lisa`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62; · Mona Lisa',
    );
  });
});
