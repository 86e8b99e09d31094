/*
 * What the map's fetchers load on demand. A build without a backend reads the bundled places instead
 * of the API (the same data the server seeds), so the map still works there; their own entry point,
 * since importing the package root here would pull every export into the root chunk. The response
 * schemas come with their first request (see schemas.ts).
 */
export const bundledPlaces = () => import('@artvoyage/content/places');
export const schemas = () => import('./schemas');
