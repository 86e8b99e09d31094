import type { RouteMode } from '@artvoyage/contract';

// Apart from the routing client, so the configuration can check ROUTING_PROFILE without loading it.
/** OSRM profile names ROUTING_PROFILE accepts, and the route mode each one stands for. */
export const osrmProfileModes = {
  driving: 'driving',
  car: 'driving',
  foot: 'walking',
  walking: 'walking',
  bike: 'cycling',
  cycling: 'cycling',
} as const satisfies Record<string, RouteMode>;
export type OsrmProfile = keyof typeof osrmProfileModes;
export const osrmProfiles = Object.keys(osrmProfileModes) as [OsrmProfile, ...OsrmProfile[]];
