import { imageWidths, type ImageWidth } from '@artvoyage/contract/constants';

/**
 * What the service worker caches and how the page talks to it; shared by the worker (src/sw) and the
 * page, so both agree on names. Pure: no DOM and no worker globals.
 */
export const cacheNames = {
  images: 'artvoyage-images-v1',
  audio: 'artvoyage-audio-v1',
} as const;

/** Bounds of the runtime caches (least recently used entries go first). */
export const cacheLimits = {
  /** 10 artworks × 6 widths, their 10 cards and 8 crops × a few widths, and room to spare. */
  images: 160,
  /** The ten audio guides in the visitor's language, and room for those played in the other two. */
  audio: 32,
} as const;

/** Messages from the page to the worker. */
export type PageMessage =
  { type: 'SKIP_WAITING' } | { type: 'PREWARM'; images: readonly string[]; audio: readonly string[] };

/** The worker's answer to PREWARM (on the message's port). */
export interface PrewarmResult {
  type: 'PREWARM_DONE';
  /** URLs now in the caches (fetched, or already there). */
  cached: number;
  failed: number;
  /** Bytes of the bodies in the caches after the run, for these URLs. */
  bytes: number;
}

export interface MediaVariant {
  kind: 'artworks' | 'cards' | 'crops';
  id: string;
  width: ImageWidth;
  format: 'avif' | 'webp';
}

const mediaPattern = /^\/api\/v1\/media\/(artworks|cards|crops)\/([a-z0-9-]+)\/(\d+)\.(avif|webp)$/;

/**
 * The image variants the worker caches: artworks, their cards and the game's crops, in AVIF or WebP (what the pages'
 * `<picture>`s offer), at the widths the media service renders. Landmarks (map, recognition) need the
 * network anyway.
 */
export function parseMediaVariant(pathname: string): MediaVariant | null {
  const match = mediaPattern.exec(pathname);
  if (!match) return null;
  const width = Number(match[3]);
  if (!(imageWidths as readonly number[]).includes(width)) return null;
  return {
    kind: match[1] as MediaVariant['kind'],
    id: match[2] ?? '',
    width: width as ImageWidth,
    format: match[4] as MediaVariant['format'],
  };
}

/** `/api/v1/audio/mona-lisa.mp3` (English) and `/api/v1/audio/fr/mona-lisa.mp3` (see `audioGuideUrl`). */
const audioPattern = /^\/api\/v1\/audio\/(?:[a-z]{2}\/)?[a-z0-9-]+\.mp3$/;

export function isAudioGuidePath(pathname: string): boolean {
  return audioPattern.test(pathname);
}

/**
 * Offline, an image whose exact width is not cached is replaced by another cached width of the same
 * image: the narrowest one at least as wide, otherwise the widest there is. Null when none is cached.
 */
export function nearestCachedWidth(wanted: number, cached: readonly number[]): number | null {
  if (cached.length === 0) return null;
  const sorted = [...cached].sort((a, b) => a - b);
  return sorted.find((width) => width >= wanted) ?? (sorted[sorted.length - 1] as number);
}

/** Paths never answered with the app's index.html by the worker: the server's own. */
const serverPaths = /^\/(?:api|auth\/v1|functions|rest|\.well-known)(?:\/|$)/;

/** Whether a navigation to this path gets the app (the SPA fallback), offline included. */
export function isAppNavigation(pathname: string): boolean {
  return !serverPaths.test(pathname);
}
