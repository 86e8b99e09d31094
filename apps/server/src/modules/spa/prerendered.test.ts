import { describe, expect, it } from 'vitest';
import {
  parsePrerenderedPages,
  prerenderedInSomeLanguage,
  prerenderKey,
  startingLocale,
  withPrerendered,
} from './prerendered';

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

  it("serves each visitor the pages of the language their app starts in: their browser's first we offer", () => {
    expect(startingLocale(undefined)).toBe('en');
    expect(startingLocale('')).toBe('en');
    expect(startingLocale('en-US,en;q=0.9')).toBe('en');
    expect(startingLocale('de-DE,de;q=0.9')).toBe('en');
    expect(startingLocale('de-DE,fr;q=0.5,en;q=0.4')).toBe('fr');
    expect(startingLocale('en;q=0.5,ru')).toBe('ru');
    expect(startingLocale('fr-CA')).toBe('fr');
    expect(startingLocale('garbage;;;,,q=')).toBe('en');
  });

  it('reads pages.json whole or not at all, each language on its own', () => {
    const page = { html: '<main></main>', title: 'ArtVoyage' };
    const french = { html: '<main>Galerie</main>', title: 'Galerie · ArtVoyage' };
    const pages = parsePrerenderedPages(JSON.stringify({ en: { '/': page }, fr: { '/gallery': french } }));
    expect(pages.get('en')?.get('/')).toEqual(page);
    expect(pages.get('fr')?.get('/gallery')).toEqual(french);
    expect(pages.get('fr')?.get('/')).toBeUndefined();
    expect(pages.get('ru')).toBeUndefined();
    expect(prerenderedInSomeLanguage(pages, '/gallery')).toBe(true);
    expect(prerenderedInSomeLanguage(pages, '/about')).toBe(false);
    const refused = [
      '[]',
      // The layout before languages: addresses at the top.
      JSON.stringify({ '/': page }),
      JSON.stringify({ de: { '/': page } }),
      '{"en":{"/":"<main></main>"}}',
      '{"en":{"/":{"html":"x","title":""}}}',
      '{"en":{"gallery":{"html":"x","title":"t"}}}',
      '{',
    ];
    for (const bad of refused) expect(() => parsePrerenderedPages(bad), bad).toThrow();
  });

  it("fills index.html's empty #root and marks it, sets its title, or leaves a page without one alone", () => {
    const html = '<body><div id="root"></div><noscript>JS</noscript></body>';
    const page = { html: '<main>Hi</main>', title: 'Mona Lisa & co <3 · ArtVoyage' };
    expect(withPrerendered(html, page, 'en')).toBe(
      '<body><div id="root" data-prerendered="en"><main>Hi</main></div><noscript>JS</noscript></body>',
    );
    // The app's code is not needed to see the page: it no longer competes with the image.
    const head =
      '<head><title>ArtVoyage — planner</title><link rel="modulepreload" crossorigin href="/assets/app.js"></head>';
    const filled = withPrerendered(`<!doctype html><html lang="en">${head}${html}`, page, 'ru');
    // Read aloud in the page's language before the app runs.
    expect(filled).toMatch(/^<!doctype html><html lang="ru">/);
    expect(filled).toContain('<div id="root" data-prerendered="ru">');
    expect(filled).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app.js">',
    );
    expect(filled).toContain('<title>Mona Lisa &#38; co &#60;3 · ArtVoyage</title>');
    expect(withPrerendered('<body></body>', page, 'fr')).toBe('<body></body>');
  });
});
