/**
 * ArtVoyage's service worker (built by vite-plugin-pwa's injectManifest from this file to /sw.js).
 *
 * - Precache: the app shell, every route chunk and message group, the icons and the manifest (the list
 *   is injected at build time; see vite.config.ts for what is left out). Navigations get the precached
 *   index.html, except the server's own paths.
 * - Images (`/api/v1/media/{artworks|crops}/{id}/{width}.{avif|webp}`): CacheFirst, bounded; placeholders
 *   are never kept; offline, a missing width is replaced by the nearest cached width of the same image
 *   in the same format.
 * - Audio guides (`/api/v1/audio/{id}.mp3`, `/api/v1/audio/{fr|ru}/{id}.mp3`): the player asks for byte ranges; the whole file is fetched
 *   and cached once, and ranges are cut from it (workbox-range-requests).
 * - Nothing else is cached: API reads, /auth/v1, /functions/v1 and /rest/v1 go to the network as before.
 * - A PREWARM message from the page fills the two runtime caches in the background.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { createPartialResponse, RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, type Strategy } from 'workbox-strategies';
import {
  cacheLimits,
  cacheNames,
  isAppNavigation,
  isAudioGuidePath,
  nearestCachedWidth,
  parseMediaVariant,
  type PageMessage,
  type PrewarmResult,
} from '@/shared/offline/offline-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes over the open page at once, so one visit is enough to work offline later.
// An update waits until the visitor accepts it (the page's "Reload" prompt sends SKIP_WAITING).
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isAppNavigation(url.pathname),
  createHandlerBoundToURL('/index.html'),
);

// ---- Images ----------------------------------------------------------------------------------------

const thirtyDays = 30 * 24 * 60 * 60;

/** Only real images: the media service marks the placeholder it sends for a missing original. */
const realImagesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && response.headers.get('x-media-placeholder') !== '1' ? response : null,
};

/** Offline (the network failed), another cached width of the same image is better than none. */
const nearestWidthOffline: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const wanted = parseMediaVariant(new URL(request.url).pathname);
    if (!wanted) return undefined;
    const cache = await caches.open(cacheNames.images);
    const widths = new Map<number, Request>();
    for (const key of await cache.keys()) {
      const variant = parseMediaVariant(new URL(key.url).pathname);
      const same =
        variant?.kind === wanted.kind && variant.id === wanted.id && variant.format === wanted.format;
      if (same) widths.set(variant.width, key);
    }
    const width = nearestCachedWidth(wanted.width, [...widths.keys()]);
    const key = width === null ? undefined : widths.get(width);
    return key ? cache.match(key) : undefined;
  },
};

const imageStrategy = new CacheFirst({
  cacheName: cacheNames.images,
  matchOptions: { ignoreVary: true },
  plugins: [
    realImagesOnly,
    new ExpirationPlugin({
      maxEntries: cacheLimits.images,
      maxAgeSeconds: thirtyDays,
      purgeOnQuotaError: true,
    }),
    nearestWidthOffline,
  ],
});

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && sameOrigin(url) && parseMediaVariant(url.pathname) !== null,
  imageStrategy,
);

// ---- Audio guides ----------------------------------------------------------------------------------

/**
 * The player asks for ranges (`Range: bytes=0-`, then wherever it seeks). A 206 cannot be cached, so
 * the network is asked for the whole file, which is cached, and the range is cut from it; later ranges
 * come from the cache (RangeRequestsPlugin).
 */
const wholeFileThenRange: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => {
    if (!request.headers.has('range')) return request;
    const headers = new Headers(request.headers);
    headers.delete('range');
    return new Request(request.url, { headers, credentials: request.credentials });
  },
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
  handlerWillRespond: async ({ request, response }) =>
    request.headers.has('range') && response.status === 200
      ? createPartialResponse(request, response)
      : response,
};

const audioStrategy = new CacheFirst({
  cacheName: cacheNames.audio,
  matchOptions: { ignoreVary: true },
  plugins: [
    new RangeRequestsPlugin(),
    wholeFileThenRange,
    new ExpirationPlugin({ maxEntries: cacheLimits.audio, purgeOnQuotaError: true }),
  ],
});

registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isAudioGuidePath(url.pathname),
  audioStrategy,
);

// ---- Messages from the page ------------------------------------------------------------------------

/** Fetches (or finds) each URL through its route's strategy, three at a time. */
async function prewarm(
  event: ExtendableMessageEvent,
  message: Extract<PageMessage, { type: 'PREWARM' }>,
): Promise<PrewarmResult> {
  const jobs: [Strategy, string, string][] = [];
  // The addresses carry a query (the image rendering revision): the routes' checks read the path.
  const pathOf = (url: string) => new URL(url, self.location.origin).pathname;
  for (const url of message.images) {
    if (parseMediaVariant(pathOf(url)) !== null) jobs.push([imageStrategy, url, cacheNames.images]);
  }
  for (const url of message.audio) {
    if (isAudioGuidePath(pathOf(url))) jobs.push([audioStrategy, url, cacheNames.audio]);
  }
  let cached = 0;
  let failed = 0;
  let bytes = 0;
  const run = async ([strategy, url, cacheName]: [Strategy, string, string]) => {
    try {
      const [response, done] = strategy.handleAll({ event, request: new Request(url) });
      const ok = (await response).ok;
      await done;
      const stored = ok ? await caches.match(url, { cacheName, ignoreVary: true }) : undefined;
      if (stored) {
        cached++;
        bytes += Number(stored.headers.get('content-length')) || (await stored.blob()).size;
      } else {
        failed++;
      }
    } catch {
      failed++;
    }
  };
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await run(job);
  };
  await Promise.all([worker(), worker(), worker()]);
  return { type: 'PREWARM_DONE', cached, failed, bytes };
}

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | null;
  if (message?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (message?.type === 'PREWARM' && Array.isArray(message.images) && Array.isArray(message.audio)) {
    const port = event.ports[0];
    event.waitUntil(prewarm(event, message).then((result) => port?.postMessage(result)));
  }
});
