import { lazy } from 'react';

/*
 * My Itineraries' two dialogs (an itinerary's name and dates; a new itinerary), with the dialog library
 * and the itinerary generator under them. They load when a visitor is about to open one (a pointer
 * over its button, or the keyboard's focus on it), not with the page: the list paints without them.
 */
export const loadDetailsDialog = () => import('@/shared/itineraries/ItineraryDetailsDialog');
export const loadItineraryDialog = () => import('@/shared/itineraries/ItineraryDialog');

export const ItineraryDetailsDialog = lazy(async () => ({
  default: (await loadDetailsDialog()).ItineraryDetailsDialog,
}));
export const ItineraryDialog = lazy(async () => ({ default: (await loadItineraryDialog()).ItineraryDialog }));
