// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { hideVisitorOnlyParts, visitorOnly } from './visitor-only';

describe('hideVisitorOnlyParts', () => {
  it('hides the parts marked for visitors, keeping their space, and nothing else', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <header><a href="/">ArtVoyage</a><div ${Object.keys(visitorOnly)[0]}><button>Sign In</button></div></header>
      <main><section ${Object.keys(visitorOnly)[0]}><h1>You are not signed in</h1></section><p>Footer</p></main>`;
    hideVisitorOnlyParts(root);
    const hidden = [...root.querySelectorAll<HTMLElement>('*')].filter(
      (el) => el.style.visibility === 'hidden',
    );
    expect(hidden.map((el) => el.tagName)).toEqual(['DIV', 'SECTION']);
    expect(root.querySelector('section')?.style.display).toBe('');
  });
});
