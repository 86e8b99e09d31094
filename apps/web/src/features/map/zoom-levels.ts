import type { LatLng } from './route-estimate';

// Apart from leaflet-view.ts so the page can name them without loading Leaflet, which the prerendered
// page (rendered outside a browser) and its first paint do without.

/** Zoom levels and the default centre, Paris (see docs/product/map.md). */
export const defaultCentre: LatLng = { lat: 48.86, lng: 2.35 };
export const defaultZoom = 6;
export const locatedZoom = 15;
export const zoomInZoom = 18;
export const searchZoom = 15;
export const maxZoom = 19;
/**
 * From this zoom (a few streets across a phone) landmarks show their names beside their markers; further
 * out they would crowd each other, so only cities are named there.
 */
export const streetLabelZoom = 12;
