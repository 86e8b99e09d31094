import type { Itinerary, ItineraryDay } from '@artvoyage/contract';
import { findArtwork } from '../catalogue';
import { daysFromTemplate, itineraryName, newItineraryId } from './generate';
import { itineraryTemplates } from './templates';

export interface DemoOptions {
  readonly now?: number;
  readonly random?: () => number;
}

function artworkTitle(id: string): string {
  const artwork = findArtwork(id);
  if (!artwork) throw new Error(`Unknown artwork ${id}`);
  return artwork.title;
}

/** The sample itinerary seeded into an empty local store. */
export function sampleItinerary(options: DemoOptions = {}): Itinerary {
  const days: ItineraryDay[] = [
    {
      day: 1,
      title: 'Arrival and Artistic Immersion',
      activities: [
        { time: '14:00', description: 'Check in at a hotel in Le Marais', completed: false, type: 'hotel' },
        {
          time: '16:00',
          description: 'Visit the Louvre Museum and see the Mona Lisa in the Salle des États',
          completed: false,
          type: 'museum',
        },
        {
          time: '19:00',
          description: 'Evening walk through the Tuileries Garden to the Place de la Concorde',
          completed: false,
          type: 'sightseeing',
        },
        {
          time: '20:30',
          description: 'Dinner at a bistro in Le Marais',
          completed: false,
          type: 'dining',
        },
      ],
    },
    {
      day: 2,
      title: 'Exploring the Seine',
      activities: [
        {
          time: '10:00',
          description: 'Morning river cruise on the Seine',
          completed: false,
          type: 'transport',
        },
        { time: '12:30', description: 'Lunch on the Île Saint-Louis', completed: false, type: 'dining' },
        {
          time: '14:30',
          description: 'Impressionist masterpieces at the Musée d’Orsay',
          completed: false,
          type: 'museum',
        },
        {
          time: '18:00',
          description: 'Walk along the Seine to the Eiffel Tower',
          completed: false,
          type: 'sightseeing',
        },
      ],
    },
  ];
  return {
    id: newItineraryId(options.now, options.random),
    name: itineraryName('Paris', artworkTitle('mona-lisa')),
    linkedArtworkId: 'mona-lisa',
    days,
  };
}

/** Marks the first `count` activities of a day completed (demo data shows every progress state). */
function completeFirst(day: ItineraryDay, count: number): ItineraryDay {
  return {
    ...day,
    activities: day.activities.map((activity, index) => ({ ...activity, completed: index < count })),
  };
}

/**
 * The three 2-day demo itineraries the developer console adds: Roman (psyche-cupid, day 1 done),
 * Parisian (mona-lisa, day 1 half done) and Greek (venus-de-milo, nothing done). Timestamps are
 * now, now + 1 and now + 2 so the ids differ even with a fixed `random`.
 */
export function demoItineraries(options: DemoOptions = {}): Itinerary[] {
  const now = options.now ?? Date.now();
  const build = (
    offset: number,
    location: 'Rome' | 'Paris' | 'Greece',
    artworkId: string,
    completedOnDayOne: number,
  ): Itinerary => {
    const [first, second] = daysFromTemplate(itineraryTemplates[location].slice(0, 2));
    if (!first || !second) throw new Error(`Template for ${location} has fewer than two days`);
    return {
      id: newItineraryId(now + offset, options.random),
      name: itineraryName(location, artworkTitle(artworkId)),
      linkedArtworkId: artworkId,
      days: [completeFirst(first, completedOnDayOne), second],
    };
  };
  return [
    build(0, 'Rome', 'psyche-cupid', 4),
    build(1, 'Paris', 'mona-lisa', 2),
    build(2, 'Greece', 'venus-de-milo', 0),
  ];
}
