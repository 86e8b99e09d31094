import { artworks, filterArtworks, tours, type ArtworkFilter } from '@artvoyage/content';
import {
  artworkIds,
  imageSizes,
  imageSrcSet,
  imageVariantUrl,
  imageWidths,
  type GameId,
  type ImageWidth,
} from '@artvoyage/contract/constants';
import { paths } from '@artvoyage/contract/paths';
import { escapeHtml } from '../../http/escape-html';

/**
 * What the server adds to index.html for a page so the browser starts its critical downloads while
 * the app's own JS is still loading: the page's main (largest-paint) image, and the page's route chunk
 * with its imports and its English messages, which the router would otherwise ask for only once the
 * entry chunk has run.
 */
export interface PageHints {
  /** In AVIF, the format the pages' `<picture>` offers first; a browser without it skips the preload. */
  image?: { srcset: string; sizes: string; href: string };
  /** Keys of the web build's Vite manifest (source paths relative to apps/web). */
  modules: string[];
}

/** One chunk of the web build's `.vite/manifest.json`. */
export interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** Each game's screen module (under src/features/games), as GamePage.tsx loads it. */
const gameScreens: Record<GameId, string> = {
  'louvre-history-quiz': 'quiz/QuizScreen.tsx',
  'famous-artworks-quiz': 'quiz/QuizScreen.tsx',
  'artists-knowledge-test': 'quiz/QuizScreen.tsx',
  'art-terms-crossword': 'crossword/CrosswordScreen.tsx',
  'guess-the-artwork': 'guess/GuessScreen.tsx',
  'matching-game': 'matching/MatchingScreen.tsx',
  'true-false-quiz': 'true-false/TrueFalseScreen.tsx',
  'chronology-puzzle': 'timeline/TimelineScreen.tsx',
};
const messages = (group: string) => `src/shared/i18n/messages/en/${group}.ts`;

/**
 * A pattern of the route table as a regular expression; each parameter is one segment of the
 * characters the app's ids and slugs use, captured in order.
 */
const patternRegExp = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '([a-z0-9-]+)')}$`);
const artworkPage = patternRegExp(paths.artwork.path);
const tourPage = patternRegExp(paths.tour.path);
const tourFinishPage = patternRegExp(paths.tourFinish.path);
const gamePage = patternRegExp(paths.game.path);
const knownArtworks = new Set<string>(artworkIds);
const galleryFilters: readonly ArtworkFilter[] = ['all', 'paintings', 'sculptures'];
/** The `<img>` fallback width of the pages' images (ResponsiveImage's default, ZoomableImage's 1200). */
const fallbackWidth: ImageWidth = 800;

function artworkImage(
  id: string,
  sizes: string,
  href: ImageWidth = fallbackWidth,
  kind: 'artworks' | 'cards' = 'artworks',
): PageHints['image'] {
  return {
    srcset: imageSrcSet(kind, id, imageWidths, 'avif'),
    sizes,
    href: imageVariantUrl(kind, id, href, 'avif'),
  };
}

/**
 * The hints of a page, by its path and query (as requested); undefined for pages that get none. The
 * modules follow apps/web/src/app/routes.tsx, the images the pages' first `<img>` (same `srcset` and
 * `sizes`, so the preload and the page pick the same file).
 */
export function pageHints(path: string, search: URLSearchParams): PageHints | undefined {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (page === paths.home.href()) {
    return {
      image: artworkImage('mona-lisa', imageSizes.homeHero),
      modules: ['src/features/home/HomePage.tsx', messages('home')],
    };
  }
  if (page === paths.gallery.href()) {
    const asked = search.get('filter') ?? 'all';
    const filter = galleryFilters.find((value) => value === asked) ?? 'all';
    const first = filterArtworks(artworks, filter)[0];
    return {
      image: first && artworkImage(first.id, imageSizes.artworkCard, fallbackWidth, 'cards'),
      modules: ['src/features/gallery/GalleryPage.tsx', messages('gallery')],
    };
  }
  const artwork = artworkPage.exec(page)?.[1];
  if (artwork !== undefined) {
    return {
      image: knownArtworks.has(artwork) ? artworkImage(artwork, imageSizes.artworkPage, 1200) : undefined,
      modules: ['src/features/artwork/ArtworkPage.tsx', messages('artwork'), messages('itineraries')],
    };
  }
  if (page === paths.games.href()) {
    return { modules: ['src/features/games/GamesIndexPage.tsx', messages('games')] };
  }
  if (page === paths.interactiveMap.href()) {
    // The canvas is the page's lazy Leaflet chunk, wanted as soon as the page runs.
    return { modules: ['src/features/map/MapPage.tsx', 'src/features/map/MapCanvas.tsx', messages('map')] };
  }
  if (page === paths.guidedTours.href()) {
    const first = tours[0]?.artworkIds[0];
    return {
      image: first && artworkImage(first, imageSizes.tourCard),
      modules: ['src/features/tours/GuidedToursPage.tsx', messages('tours')],
    };
  }
  if (tourPage.test(page)) {
    return { modules: ['src/features/tours/TourPage.tsx', messages('tours')] };
  }
  if (tourFinishPage.test(page)) {
    return { modules: ['src/features/tours/TourFinishPage.tsx', messages('tours')] };
  }
  const game = gamePage.exec(page)?.[1];
  if (game !== undefined) {
    // The game's own screen is a second lazy chunk, asked for only once the game page has run.
    const screen = gameScreens[game as GameId] as string | undefined;
    return {
      modules: [
        'src/features/games/GamePage.tsx',
        ...(screen ? [`src/features/games/${screen}`] : []),
        messages('games'),
      ],
    };
  }
  const plainPages: Record<string, string[]> = {
    [paths.about.href()]: ['src/features/about/AboutPage.tsx', messages('about')],
    [paths.aiRecognition.href()]: [
      'src/features/recognition/RecognitionPage.tsx',
      messages('recognition'),
      messages('itineraries'),
    ],
    [paths.travelAssistant.href()]: ['src/features/assistant/TravelAssistantPage.tsx', messages('assistant')],
    // Pages drawn in the browser only (their content is the visitor's or changes): their chunks at once.
    [paths.social.href()]: ['src/features/social/SocialPage.tsx', messages('social')],
    [paths.achievements.href()]: ['src/features/achievements/AchievementsPage.tsx', messages('achievements')],
    [paths.gamification.href()]: ['src/features/achievements/AchievementsPage.tsx', messages('achievements')],
    [paths.profile.href()]: [
      'src/features/profile/ProfilePage.tsx',
      messages('profile'),
      messages('auth'),
      messages('achievements'),
    ],
    [paths.security.href()]: ['src/features/auth/SecurityPage.tsx', messages('auth'), messages('profile')],
    [paths.myItineraries.href()]: ['src/features/itineraries/MyItinerariesPage.tsx', messages('itineraries')],
    [paths.authCallback.href()]: ['src/features/auth/AuthCallbackPage.tsx', messages('auth')],
  };
  const modules = plainPages[page];
  return modules && { modules };
}

/** Files a set of chunks loads (each with its static imports), minus those the entry already loads. */
export function chunkFiles(
  manifest: ViteManifest,
  keys: readonly string[],
): { scripts: string[]; styles: string[] } {
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) walk(imported, into);
  };
  // The entry imports the app (boot.tsx) dynamically, and index.html preloads it: loaded by the entry.
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    walk(key, loadedByEntry);
    for (const imported of chunk.dynamicImports ?? []) walk(imported, loadedByEntry);
  }
  const wanted = new Set<string>();
  for (const key of keys) if (manifest[key]) walk(key, wanted);
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of wanted) {
    const chunk = manifest[key];
    if (!chunk || loadedByEntry.has(key)) continue;
    if (chunk.file.endsWith('.js')) scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
  }
  return { scripts, styles };
}

/**
 * The `<link>` tags of a page's hints: the image preload first (high priority), then module preloads
 * (as Vite writes them for the entry's imports) and style preloads (not stylesheets: those would block
 * the first paint; the router's loader still inserts the stylesheet, which is then in the cache).
 */
export function hintTags(hints: PageHints, manifest: ViteManifest): string[] {
  const tags: string[] = [];
  if (hints.image) {
    const { href, srcset, sizes } = hints.image;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" type="image/avif" fetchpriority="high">`,
    );
  }
  const { scripts, styles } = chunkFiles(manifest, hints.modules);
  for (const file of scripts) tags.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
  for (const file of styles)
    tags.push(`<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}">`);
  return tags;
}

/**
 * index.html with the tags added: an image preload just before the first script of the head (so the
 * browser asks for it first), the rest at the end of the head.
 */
export function withHints(html: string, tags: readonly string[]): string {
  const end = html.indexOf('</head>');
  if (!tags.length || end < 0) return html;
  const lines = (list: readonly string[]) => list.map((tag) => `${tag}\n    `).join('');
  const images = tags.filter((tag) => tag.startsWith('<link rel="preload" as="image"'));
  const others = tags.filter((tag) => !images.includes(tag));
  const script = html.indexOf('<script');
  const imageAt = script >= 0 && script < end ? script : end;
  return `${html.slice(0, imageAt)}${lines(images)}${html.slice(imageAt, end)}${lines(others)}${html.slice(end)}`;
}
