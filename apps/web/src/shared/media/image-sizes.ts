/**
 * The `sizes` of the app's responsive images, in one place so the offline pre-warm
 * (`shared/offline/prewarm-plan.ts`) fetches the widths the pages will ask for.
 */
export const imageSizes = {
  homeHero: '(min-width: 768px) 384px, 90vw',
  artworkCard: '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  artworkPage: '(min-width: 1024px) 60vw, 100vw',
  artworkPageZoomed: '200vw',
  tourCard: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  guessGame: '(min-width: 1024px) 560px, (min-width: 640px) 90vw, 100vw',
} as const;
