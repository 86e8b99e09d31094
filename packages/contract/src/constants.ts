import { profileInterests } from './profile-fields';

// Plain values and URL builders shared by server and browser. This module must not import zod, so the
// web app can use it without shipping the schemas in its initial bundle.
import type { Locale } from './locales';

export const artworkIds = [
  'mona-lisa',
  'venus-de-milo',
  'winged-victory',
  'liberty-leading',
  'wedding-feast',
  'coronation-napoleon',
  'raft-medusa',
  'psyche-cupid',
  'michelangelo-slaves',
  'great-sphinx',
] as const;
export type ArtworkId = (typeof artworkIds)[number];

export const locationTags = ['Paris', 'Greece', 'Venice', 'Rome', 'Florence', 'Egypt'] as const;
export type LocationTag = (typeof locationTags)[number];

export const tourIds = ['classicalAntiquities', 'renaissanceMasters', 'frenchArt', 'sculptureRoute'] as const;
export type TourId = (typeof tourIds)[number];

/** URL slugs of the four tour pages, as linked from the home page. */
export const tourSlugs = {
  classicalAntiquities: 'classical',
  renaissanceMasters: 'renaissance',
  frenchArt: 'french',
  sculptureRoute: 'sculpture',
} as const satisfies Record<TourId, string>;
export type TourSlug = (typeof tourSlugs)[TourId];

/** Widths the media service renders; anything else is refused so the cache stays bounded. */
export const imageWidths = [320, 480, 640, 800, 1200, 1600] as const;
export type ImageWidth = (typeof imageWidths)[number];
export const imageFormats = ['webp', 'avif', 'jpeg'] as const;
export type ImageFormat = (typeof imageFormats)[number];
/**
 * `crops` are the guess-the-artwork game's details, cut from the artworks' originals by the server;
 * `cards` are the artworks cut to the 4:3 frame of their gallery cards (`cardFrame`), so a card does
 * not download the part of a tall painting it would hide.
 */
export const mediaKinds = ['artworks', 'landmarks', 'crops', 'cards'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/**
 * The revision of the server's image rendering (quality, encoder settings). Variants are cached for a
 * year as immutable, so a browser would keep an old rendering forever under the same address: the
 * revision is part of every variant's URL, and raising it (with any change to how variants are
 * rendered) gives every image a new address. The server also keys its disk cache on it.
 */
export const imageRevision = 3;

/**
 * The frame of an artwork card: width over height, and where the frame sits along the part of the
 * painting it leaves out (0 top or left, 1 bottom or right). 20% from the top keeps the faces of the
 * portraits in view, as the cards' CSS `object-position` did before the server cut them.
 */
export const cardFrame = { aspect: 4 / 3, focusX: 0.5, focusY: 0.2 } as const;

/** Builds the URL of one rendered variant of an image. */
export function imageVariantUrl(
  kind: MediaKind,
  id: string,
  width: ImageWidth,
  format: ImageFormat = 'webp',
): string {
  return `/api/v1/media/${kind}/${id}/${width}.${format}?v=${imageRevision}`;
}

/** A `srcset` over every rendered width, so the browser picks the smallest that is sharp. */
export function imageSrcSet(
  kind: MediaKind,
  id: string,
  widths: readonly ImageWidth[] = imageWidths,
  format: ImageFormat = 'webp',
): string {
  return widths.map((width) => `${imageVariantUrl(kind, id, width, format)} ${width}w`).join(', ');
}

/**
 * The `sizes` of the web app's responsive images. They are here, not in the web app, because the server
 * names a page's main image in a `<link rel="preload">` with the same `srcset` and `sizes` as the page's
 * `<img>`, so that both pick the same file. They follow the layouts: `calc(100vw - 32px)` is a column
 * inside the pages' `px-4` padding. A `sizes` wider than the slot makes the browser download a bigger
 * file than it shows.
 */
export const imageSizes = {
  /** The hero's frame is `max-w-sm` (384 px) inside the padding; half the grid from md up. */
  homeHero: '(min-width: 416px) 384px, calc(100vw - 32px)',
  /** One column under sm, two from sm (gap 24 px), three or four from lg. */
  artworkCard:
    '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)',
  artworkPage: '(min-width: 1024px) 60vw, calc(100vw - 32px)',
  artworkPageZoomed: '200vw',
  tourCard: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  guessGame: '(min-width: 1024px) 560px, (min-width: 640px) 90vw, 100vw',
  /** A feed post's only photo: the feed is `max-w-3xl` (768 px) inside the padding. */
  feedPhoto: '(min-width: 768px) 736px, calc(100vw - 32px)',
  /** One of a post's photos in two columns. */
  feedPhotoHalf: '(min-width: 768px) 368px, calc(50vw - 16px)',
} as const;

/**
 * The media service's image that a URL names (`/api/v1/media/artworks/mona-lisa/800.webp?v=3`), so that
 * a stored URL (a feed post's photo) can be shown at the width its slot needs; undefined for any other
 * URL (an uploaded photo).
 */
export function mediaImageOf(url: string): { kind: MediaKind; id: string } | undefined {
  const match = /^\/api\/v1\/media\/([a-z]+)\/([a-z0-9-]+)\/\d+\.[a-z]+(?:\?[^/]*)?$/.exec(url);
  const kind = mediaKinds.find((known) => known === match?.[1]);
  const id = match?.[2];
  return kind && id ? { kind, id } : undefined;
}

/**
 * An artwork's audio guide in a language: `/api/v1/audio/mona-lisa.mp3` in English (its URL from the
 * start), `/api/v1/audio/fr/mona-lisa.mp3` in another. The language is in the path rather than the query,
 * so that every cache on the way keys each language's file apart without any configuration.
 */
export function audioGuideUrl(artworkId: string, locale: Locale = 'en'): string {
  return locale === 'en' ? `/api/v1/audio/${artworkId}.mp3` : `/api/v1/audio/${locale}/${artworkId}.mp3`;
}

/** The interests a traveller can tick (see profile-fields.ts). */
export const travelInterests = profileInterests;
export type TravelInterest = (typeof travelInterests)[number];

export const budgetLevels = ['low', 'medium', 'high'] as const;
export type BudgetLevel = (typeof budgetLevels)[number];

export const travelStyles = ['cultural', 'adventure', 'relax', 'business'] as const;
export type TravelStyle = (typeof travelStyles)[number];

/** Experience points per level: level n spans (n-1)*1000 to n*1000 XP. */
export const xpPerLevel = 1000;

/** Kinds of itinerary activity used by the templates. */
export const activityTypes = [
  'hotel',
  'museum',
  'sightseeing',
  'dining',
  'culture',
  'transport',
  'shopping',
] as const;
export type ActivityType = (typeof activityTypes)[number];

/*
 * The rules of an itinerary's name and dates, without zod so the web app's forms can check them before
 * sending (the zod schemas in itineraries.ts use the same limits; a test keeps the two in step).
 */

/** Longest itinerary name, in characters, once trimmed (the shortest is 1). */
export const maxItineraryNameLength = 200;

/** Longest trip an itinerary plans, in days. */
export const maxItineraryDays = 30;

/**
 * The dates a trip may take: wide enough for a journey long past or years ahead, narrow enough to
 * catch a mistyped year (0202, 20255).
 */
export const tripDateRange = { min: '2000-01-01', max: '2099-12-31' } as const;

/** Whether a text is a real calendar date written YYYY-MM-DD ("2027-02-29" is not). */
export function isIsoCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO calendar date ("2026-05-14") moved by whole days, computed in UTC so no time zone shifts it. */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The last day of a trip that starts on `startDate` and lasts `dayCount` days (day 1 is the start). */
export const tripEndDate = (startDate: string, dayCount: number): string =>
  addDaysToIsoDate(startDate, Math.max(dayCount, 1) - 1);

/** Whether a trip starting on `startDate` with `dayCount` days ends within the dates a trip may take. */
export const tripEndsInRange = (startDate: string, dayCount: number): boolean =>
  tripEndDate(startDate, dayCount) <= tripDateRange.max;

/** What is wrong with a trip's start date, or null: not a date, outside 2000–2099, or ending after 2099. */
export function tripStartDateProblem(
  startDate: string,
  dayCount: number,
): 'not-a-date' | 'out-of-range' | 'ends-too-late' | null {
  if (!isIsoCalendarDate(startDate)) return 'not-a-date';
  if (startDate < tripDateRange.min || startDate > tripDateRange.max) return 'out-of-range';
  if (!tripEndsInRange(startDate, dayCount)) return 'ends-too-late';
  return null;
}

/** What is wrong with an itinerary name once trimmed, or null. */
export function itineraryNameProblem(name: string): 'empty' | 'too-long' | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > maxItineraryNameLength) return 'too-long';
  return null;
}

/** The eight educational games, each at /games/{id} (see docs/product/games.md). */
export const gameIds = [
  'louvre-history-quiz',
  'famous-artworks-quiz',
  'artists-knowledge-test',
  'art-terms-crossword',
  'guess-the-artwork',
  'matching-game',
  'true-false-quiz',
  'chronology-puzzle',
] as const;
export type GameId = (typeof gameIds)[number];

/** The three multiple-choice quizzes (a perfect score in one of them is an achievement). */
export const quizGameIds = ['louvre-history-quiz', 'famous-artworks-quiz', 'artists-knowledge-test'] as const;

export const postMoods = ['amazed', 'happy', 'inspired', 'peaceful'] as const;
export type PostMood = (typeof postMoods)[number];
export const postWeathers = ['clear', 'cloudy', 'rainy', 'snowy', 'sunny'] as const;
export type PostWeather = (typeof postWeathers)[number];

export const achievementCategories = ['beginner', 'culture', 'social', 'points', 'level'] as const;
export const achievementRarities = ['common', 'rare', 'epic', 'legendary'] as const;
export type AchievementRarity = (typeof achievementRarities)[number];
export const challengeDifficulties = ['easy', 'medium', 'hard'] as const;

/** Feed page size (20 posts) and the leaderboard length (top 10). */
export const feedPageSize = 20;
export const leaderboardSize = 10;

/** A feed page's address (the first without a cursor): the web app's early read and its own match. */
export function feedPagePath(cursor?: string | null): string {
  const first = `/api/v1/posts?limit=${feedPageSize}`;
  return cursor ? `${first}&cursor=${encodeURIComponent(cursor)}` : first;
}

/** Photo uploads: accepted types (by content), and limits. */
export const uploadImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const maxUploadBytes = 10 * 1024 * 1024;
export const maxUploadPixels = 40_000_000;

/** Great-circle distance in kilometres (haversine, mean Earth radius); the server and the map share it. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Below this straight-line distance a route is a walk: the server asks the engine for foot, the map's estimate walks. */
export const walkingLimitKm = 2;

/** Level n spans (n-1)*1000 to n*1000 XP. */
export function levelForXp(xp: number): number {
  return Math.floor(Math.max(0, xp) / xpPerLevel) + 1;
}

/** Kinds of landmark the map filters and styles by. */
export const landmarkCategories = [
  'museum',
  'monument',
  'religious',
  'palace',
  'bridge',
  'square',
  'park',
  'archaeological',
  'market',
] as const;
export type LandmarkCategory = (typeof landmarkCategories)[number];

/** Place search: what a suggestion is, and where it came from. */
export const placeKinds = ['landmark', 'destination', 'city'] as const;
export type PlaceKind = (typeof placeKinds)[number];
export const placeSources = ['local', 'gazetteer', 'geocoder'] as const;
export type PlaceSource = (typeof placeSources)[number];
export const placeSearchDefaultLimit = 8;
export const placeSearchMaxLimit = 20;

/**
 * The XP system's three failure messages, word for word as its result carries them (the browser
 * shows them in the visitor's language).
 */
export const gamificationFailureMessages = {
  unavailable: 'Gamification system temporarily unavailable.',
  network: 'Network error. Please check your connection.',
  offline: 'Database not available in offline mode',
} as const;
