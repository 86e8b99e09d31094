import { artworks, tours } from '@artvoyage/content';
import { guessTheArtworkItems } from '@artvoyage/content/games';
import { registerSW } from 'virtual:pwa-register';
import { isLocale } from '@/shared/i18n/locales';
import { decodesAvif } from '@/shared/media/avif-support';
import type { PageMessage, PrewarmResult } from '@/shared/offline/offline-cache';
import { prewarmPlan } from '@/shared/offline/prewarm-plan';
import { updateAvailable } from './update-store';

/**
 * Registers the service worker (loaded after the first paint, so neither this nor workbox-window is in
 * the first bundle), offers a waiting update, and once the worker is active asks it to cache the media
 * of the offline screens in the background.
 */
export function startPwa(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => updateAvailable(() => update()),
    onRegisteredSW: (_url, registration) => {
      if (registration) void prewarm();
    },
    // Blocked (private windows, some test browsers) or failed: the app works online as it always did.
    onRegisterError: () => undefined,
  });
}

interface NetworkInformationLike {
  saveData?: boolean;
}

function ask(worker: ServiceWorker, message: PageMessage): Promise<PrewarmResult> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<PrewarmResult>) => resolve(event.data);
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * The result is noted on the root element (`data-offline-ready`: `true`, or `partial` when something
 * could not be fetched) for the browser tests and anyone curious.
 */
async function prewarm(): Promise<void> {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return; // the visitor asked to spare data: cache only what is viewed
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return;
  const plan = prewarmPlan(
    {
      artworkIds: artworks.map((artwork) => artwork.id),
      tourLeadIds: tours.flatMap((tour) => tour.artworkIds.slice(0, 1)),
      cropIds: guessTheArtworkItems.map((item) => item.id),
      // The UI language, which the i18n module keeps on <html lang>.
      guideLocale: isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en',
    },
    {
      viewportWidth: window.innerWidth,
      devicePixelRatio: window.devicePixelRatio || 1,
      imageFormat: (await decodesAvif()) ? 'avif' : 'webp',
    },
  );
  const result = await ask(worker, { type: 'PREWARM', images: plan.images, audio: plan.audio });
  document.documentElement.dataset.offlineReady = result.failed === 0 ? 'true' : 'partial';
  document.documentElement.dataset.offlineBytes = String(result.bytes);
}
