import type { Tour } from '@artvoyage/contract';
import { artworks } from '../artworks';
import { tourArtworks, tourDurationMinutes } from '../catalogue';
import { tours } from '../tours';
import { artworkNaming, artworkSubject as artworkSubjectOf, byArtist } from './artworks';
import { links, tourPath } from './routes';
import { listOf } from './text';
import type { KnowledgeLink, KnowledgePassage } from './types';

export function tourLink(tour: Tour): KnowledgeLink {
  return { label: `${tour.name} tour`, path: tourPath(tour.id) };
}

/** 'approximately 15-21 minutes', as on the tour page. */
export function tourDurationPhrase(tour: Tour): string {
  const { min, max } = tourDurationMinutes(tourArtworks(tour).length);
  return `approximately ${min}-${max} minutes`;
}

/** The wings a tour's artworks are in, from their locations: 'Denon Wing and Sully Wing'. */
function tourWings(tour: Tour): string[] {
  const wings = tourArtworks(tour)
    .map((artwork) => /^(\w+ Wing)/.exec(artwork.location)?.[1])
    .filter((wing): wing is string => wing !== undefined);
  return [...new Set(wings)];
}

function passagesOf(tour: Tour): KnowledgePassage[] {
  const stops = tourArtworks(tour);
  const base = { topic: 'tour' as const, title: `${tour.name} tour`, link: tourLink(tour) };
  const keywords = [tour.name, 'guided tour', 'route', 'itinerary'];
  const stopList = listOf(
    stops.map((artwork) => `${artworkNaming[artwork.id].subject} ${byArtist(artwork.artist)}`),
  );
  const wings = tourWings(tour);
  return [
    {
      ...base,
      id: `tour:${tour.id}:description`,
      text: `The ${tour.name} tour of ArtVoyage: ${tour.description}`,
      keywords,
    },
    {
      ...base,
      id: `tour:${tour.id}:stops`,
      text:
        `The ${tour.name} tour visits ${stops.length} artworks, in this order: ${stopList}. ` +
        `It takes ${tourDurationPhrase(tour)}, and its page in the app is ${tourPath(tour.id)}.`,
      keywords: [...keywords, 'duration', 'how long', 'minutes'],
    },
    {
      ...base,
      id: `tour:${tour.id}:where`,
      text:
        `The artworks of the ${tour.name} tour are in the Louvre’s ${listOf(wings)}. ` +
        `${stops.map((artwork) => `${artworkSubjectOf(artwork)}: ${artwork.location}`).join('; ')}.`,
      keywords: [...keywords, 'where', 'wing'],
    },
  ];
}

/** All four tours, shortest first, for the overview and the 'how much time' passages. */
function toursByDuration(): Tour[] {
  return [...tours].sort((a, b) => a.artworkIds.length - b.artworkIds.length);
}

function overviewPassages(): KnowledgePassage[] {
  const summary = listOf(
    toursByDuration().map(
      (tour) => `${tour.name} (${tour.artworkIds.length} artworks, ${tourDurationPhrase(tour)})`,
    ),
  );
  const covered = new Set(tours.flatMap((tour) => tour.artworkIds));
  const shortest = toursByDuration()[0];
  const shortLength = shortest?.artworkIds.length ?? 0;
  const pairMinutes = tourDurationMinutes(shortLength).max * 2;
  // Two of the shortest tours whose artworks are all in one wing make the easiest one-hour visit.
  const oneWing = tours.filter(
    (tour) => tour.artworkIds.length === shortLength && tourWings(tour).length === 1,
  );
  const [first, second] = oneWing;
  const pairSentence =
    first && second && tourWings(first)[0] === tourWings(second)[0]
      ? `for example ${first.name} and ${second.name}, whose artworks are all in the ${tourWings(first)[0]}.`
      : 'choosing tours whose artworks are in the same wing.';
  return [
    {
      id: 'tour:overview',
      topic: 'tour',
      title: 'Guided tours',
      text:
        `ArtVoyage offers ${tours.length} curated guided tours of the museum’s masterpieces: ${summary}. ` +
        `Together they cover ${covered.size} of the ${artworks.length} artworks, and each tour page lists its artworks in order with their audio guides.`,
      keywords: ['guided tours', 'curated routes', 'itinerary', 'which tour', 'tour duration'],
      link: links.tours,
    },
    {
      id: 'tour:time-guide',
      topic: 'tour',
      title: 'Which tour to choose',
      text:
        `Each stop of an ArtVoyage tour takes about 5 to 7 minutes, so a tour of ${shortLength} artworks takes ${shortest ? tourDurationPhrase(shortest) : ''}. ` +
        `With one hour you can follow one tour at a relaxed pace, or two ${shortLength}-artwork tours back to back (up to about ${pairMinutes} minutes), ` +
        pairSentence,
      keywords: ['one hour', 'how long', 'which tour', 'time', 'duration', 'short visit'],
      link: links.tours,
    },
  ];
}

/** Each tour's description, its artworks and duration, where its artworks are, and an overview. */
export const tourPassages: readonly KnowledgePassage[] = [
  ...overviewPassages(),
  ...tours.flatMap(passagesOf),
];
