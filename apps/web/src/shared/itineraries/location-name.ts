import type { LocationTag } from '@artvoyage/contract/constants';
import type { TFunction } from 'i18next';

/**
 * An artwork's destination in the active language, for display only: the itinerary generator and the
 * templates keep reading the English tag. The names live in the itineraries messages.
 */
export function locationName(t: TFunction, tag: LocationTag): string {
  return t(`itineraries.locations.${tag}`);
}
