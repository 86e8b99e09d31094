import { describe, expect, it } from 'vitest';
import { parsePrerenderedPages, prerenderKey, startsInEnglish, withPrerendered } from './prerendered';

describe('prerendered pages', () => {
  it('looks a page up by its path, with the gallery filter only', () => {
    const none = new URLSearchParams();
    expect(prerenderKey('/', none)).toBe('/');
    expect(prerenderKey('/artwork/mona-lisa/', new URLSearchParams('filter=x'))).toBe('/artwork/mona-lisa');
    expect(prerenderKey('/gallery', new URLSearchParams('utm=1'))).toBe('/gallery');
    expect(prerenderKey('/gallery/', new URLSearchParams('filter=paintings&x=1'))).toBe(
      '/gallery?filter=paintings',
    );
    // A tour stop is never the prerendered artwork page.
    expect(prerenderKey('/artwork/mona-lisa', new URLSearchParams('tour=renaissance'))).toBe(
      '/artwork/mona-lisa?tour=renaissance',
    );
  });

  it('serves them to visitors whose first supported language is English, or who name none', () => {
    expect(startsInEnglish(undefined)).toBe(true);
    expect(startsInEnglish('')).toBe(true);
    expect(startsInEnglish('en-US,en;q=0.9')).toBe(true);
    expect(startsInEnglish('de-DE,de;q=0.9')).toBe(true);
    expect(startsInEnglish('de-DE,fr;q=0.5,en;q=0.4')).toBe(false);
    expect(startsInEnglish('en;q=0.5,ru')).toBe(false);
    expect(startsInEnglish('garbage;;;,,q=')).toBe(true);
  });

  it('reads pages.json whole or not at all', () => {
    const page = { html: '<main></main>', title: 'ArtVoyage' };
    expect(parsePrerenderedPages(JSON.stringify({ '/': page })).get('/')).toEqual(page);
    const refused = [
      '[]',
      '{"/":"<main></main>"}',
      '{"/":{"html":"x","title":""}}',
      '{"gallery":{"html":"x","title":"t"}}',
      '{',
    ];
    for (const bad of refused) expect(() => parsePrerenderedPages(bad), bad).toThrow();
  });

  it("fills index.html's empty #root and marks it, sets its title, or leaves a page without one alone", () => {
    const html = '<body><div id="root"></div><noscript>JS</noscript></body>';
    const page = { html: '<main>Hi</main>', title: 'Mona Lisa & co <3 · ArtVoyage' };
    expect(withPrerendered(html, page)).toBe(
      '<body><div id="root" data-prerendered=""><main>Hi</main></div><noscript>JS</noscript></body>',
    );
    // The app's code is not needed to see the page: it no longer competes with the image.
    const head =
      '<head><title>ArtVoyage — planner</title><link rel="modulepreload" crossorigin href="/assets/app.js"></head>';
    const filled = withPrerendered(`${head}${html}`, page);
    expect(filled).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app.js">',
    );
    expect(filled).toContain('<title>Mona Lisa &#38; co &#60;3 · ArtVoyage</title>');
    expect(withPrerendered('<body></body>', page)).toBe('<body></body>');
  });
});
