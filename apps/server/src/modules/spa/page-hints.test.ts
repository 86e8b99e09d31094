import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { imageSizes } from '@artvoyage/contract/constants';
import { describe, expect, it } from 'vitest';
import { gameIds } from '@artvoyage/contract/constants';
import { chunkFiles, hintTags, pageHints, withHints, type ViteManifest } from './page-hints';
import { pickEncoding } from './routes';

const none = new URLSearchParams();
const webDir = fileURLToPath(new URL('../../../../web/', import.meta.url));

describe('pageHints', () => {
  it('preloads the home hero with the hero sizes, and the home chunk with its messages', () => {
    const hints = pageHints('/', none);
    expect(hints?.image).toEqual({
      href: '/api/v1/media/artworks/mona-lisa/800.avif?v=3',
      sizes: imageSizes.homeHero,
      srcset: expect.stringContaining('/api/v1/media/artworks/mona-lisa/640.avif?v=3 640w') as string,
    });
    expect(hints?.modules).toEqual(['src/features/home/HomePage.tsx', 'src/shared/i18n/messages/en/home.ts']);
  });

  it("preloads the gallery's first card for the filter in the URL", () => {
    expect(pageHints('/gallery', none)?.image?.href).toBe('/api/v1/media/cards/mona-lisa/800.avif?v=3');
    expect(pageHints('/gallery/', none)?.image?.sizes).toBe(imageSizes.artworkCard);
    const sculptures = pageHints('/gallery', new URLSearchParams('filter=sculptures'))?.image?.href;
    expect(sculptures).toMatch(/^\/api\/v1\/media\/cards\/[a-z-]+\/800\.avif\?v=3$/);
    expect(sculptures).not.toContain('mona-lisa');
    expect(pageHints('/gallery', new URLSearchParams('filter=<x>'))?.image?.href).toContain('mona-lisa');
  });

  it('preloads a known artwork at the artwork page sizes; an unknown one gets only the chunk', () => {
    const known = pageHints('/artwork/raft-medusa', none);
    expect(known?.image?.href).toBe('/api/v1/media/artworks/raft-medusa/1200.avif?v=3');
    expect(known?.image?.sizes).toBe(imageSizes.artworkPage);
    expect(known?.modules).toContain('src/features/artwork/ArtworkPage.tsx');
    const unknown = pageHints('/artwork/not-a-painting', none);
    expect(unknown?.image).toBeUndefined();
    expect(unknown?.modules).toContain('src/features/artwork/ArtworkPage.tsx');
  });

  it('gives /games its route chunk and messages, the map its chunk, the other prerendered pages their chunks, other pages nothing', () => {
    expect(pageHints('/games', none)?.modules).toEqual([
      'src/features/games/GamesIndexPage.tsx',
      'src/shared/i18n/messages/en/games.ts',
    ]);
    expect(pageHints('/interactive-map', none)?.image).toBeUndefined();
    expect(pageHints('/interactive-map', none)?.modules).toContain('src/features/map/MapPage.tsx');
    expect(pageHints('/about', none)?.modules).toEqual([
      'src/features/about/AboutPage.tsx',
      'src/shared/i18n/messages/en/about.ts',
    ]);
    expect(pageHints('/guided-tours/classical', none)?.modules).toContain('src/features/tours/TourPage.tsx');
    expect(pageHints('/guided-tours', none)?.image?.href).toMatch(
      /^\/api\/v1\/media\/artworks\/[a-z-]+\/800\.avif/,
    );
    expect(pageHints('/games/quiz', none)?.modules).toEqual([
      'src/features/games/GamePage.tsx',
      'src/shared/i18n/messages/en/games.ts',
    ]);
    expect(pageHints('/games/chronology-puzzle', none)?.modules).toContain(
      'src/features/games/timeline/TimelineScreen.tsx',
    );
    expect(pageHints('/social', none)?.modules).toContain('src/features/social/SocialPage.tsx');
    expect(pageHints('/no-such-page', none)).toBeUndefined();
    expect(pageHints('/games/a/b', none)).toBeUndefined();
  });

  it('names modules that exist in the web app (a renamed page would silently lose its preload)', () => {
    for (const path of [
      '/',
      '/gallery',
      '/artwork/mona-lisa',
      '/games',
      '/interactive-map',
      '/guided-tours',
      '/guided-tours/classical',
      '/about',
      '/ai-recognition',
      '/travel-assistant',
      '/social',
      '/achievements',
      '/gamification',
      '/profile',
      '/profile/security',
      '/my-itineraries',
      '/auth/callback',
      '/guided-tours/classical/finish',
      ...gameIds.map((id) => `/games/${id}`),
    ]) {
      for (const module of pageHints(path, none)?.modules ?? []) {
        expect(existsSync(`${webDir}${module}`), module).toBe(true);
      }
    }
  });
});

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_entry.js'],
    dynamicImports: ['_shell.js'],
  },
  '_entry.js': { file: 'assets/entry-1.js' },
  '_shell.js': { file: 'assets/app-shell-1.js', imports: ['_react.js'], dynamicImports: ['_map.js'] },
  '_map.js': { file: 'assets/map-1.js' },
  '_react.js': { file: 'assets/react-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'] },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage-1.js',
    imports: ['_card.js', '_react.js', 'index.html'],
    css: ['assets/HomePage-1.css'],
  },
  'src/shared/i18n/messages/en/home.ts': { file: 'assets/home-1.js' },
};

describe('chunkFiles', () => {
  it('lists the chunks and their imports that the entry does not already load, and their CSS', () => {
    expect(
      chunkFiles(manifest, ['src/features/home/HomePage.tsx', 'src/shared/i18n/messages/en/home.ts']),
    ).toEqual({
      scripts: ['assets/HomePage-1.js', 'assets/card-1.js', 'assets/home-1.js'],
      styles: ['assets/HomePage-1.css'],
    });
  });

  it("counts the app the entry imports dynamically as loaded, but not the app's own lazy chunks", () => {
    expect(chunkFiles(manifest, ['_map.js', '_shell.js'])).toEqual({
      scripts: ['assets/map-1.js'],
      styles: [],
    });
  });

  it('skips keys the manifest does not have', () => {
    expect(chunkFiles(manifest, ['src/gone.tsx'])).toEqual({ scripts: [], styles: [] });
  });
});

describe('hintTags and withHints', () => {
  const html =
    '<html><head>\n    <title>t</title>\n    <script type="module" src="/assets/index-1.js"></script>\n  </head><body></body></html>';

  it('puts the image preload before the entry script and the module preloads at the end of the head', () => {
    const hints = pageHints('/', none);
    if (!hints) throw new Error('no hints');
    const tags = hintTags(hints, manifest);
    expect(tags[0]).toMatch(
      /^<link rel="preload" as="image" href="\/api\/v1\/media\/artworks\/mona-lisa\/800\.avif\?v=3" imagesrcset="[^"]+\/320\.avif\?v=3 320w, [^"]+\/1600\.avif\?v=3 1600w" imagesizes="\(min-width: 416px\) 384px, calc\(100vw - 32px\)" type="image\/avif" fetchpriority="high">$/,
    );
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">');
    expect(tags).toContain('<link rel="preload" as="style" crossorigin href="/assets/HomePage-1.css">');
    const page = withHints(html, tags);
    expect(page.indexOf('as="image"')).toBeLessThan(page.indexOf('<script'));
    expect(page.indexOf('HomePage-1.js')).toBeGreaterThan(page.indexOf('<script'));
    expect(page.indexOf('HomePage-1.js')).toBeLessThan(page.indexOf('</head>'));
    // Links only: nothing the Content-Security-Policy would have to allow.
    expect(page.match(/<script/g)).toHaveLength(1);
  });

  it('leaves the page as it is without tags or without a head', () => {
    expect(withHints(html, [])).toBe(html);
    expect(withHints('<p>no head</p>', ['<link>'])).toBe('<p>no head</p>');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours the weights', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('br;q=0.4, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
  });
});
