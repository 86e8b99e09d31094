import type { ItineraryEditing } from './ItineraryView';
import type { UseItineraries } from './useItineraries';

/** Editing operations on a saved itinerary, through the shared store. */
export function editingFor(id: string, mutate: UseItineraries['mutate']): ItineraryEditing {
  return {
    toggle: (day, activity) => mutate((store) => store.toggleActivity(id, day, activity)),
    edit: (day, activity, values) => mutate((store) => store.editActivity(id, day, activity, values)),
    add: (day, values) => mutate((store) => store.addActivity(id, day, values)),
    remove: (day, activity) => mutate((store) => store.deleteActivity(id, day, activity)),
  };
}
