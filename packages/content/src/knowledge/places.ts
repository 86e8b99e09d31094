import type { Landmark } from '@artvoyage/contract';
import { destinations, landmarks, type DestinationEntry, type LandmarkEntry } from '../places/index';
import { links } from './routes';
import { sentence } from './text';
import type { KnowledgePassage } from './types';

const destinationById = new Map<string, DestinationEntry>(
  destinations.map((destination) => [destination.id, destination]),
);

/** 'Paris, France', from the landmark's destination; the id itself when it is not a known destination. */
function placeOf(landmark: Pick<Landmark, 'city'>): string {
  const destination = destinationById.get(landmark.city);
  return destination ? `${destination.name}, ${destination.country}` : landmark.city;
}

/** 'Usually daily...' -> 'usually daily...'; names such as 'Giza Plateau' keep their capital. */
function lowerCommonStart(text: string): string {
  return /^(Usually|Open|The)\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function landmarkPassage(landmark: LandmarkEntry): KnowledgePassage {
  const hours = landmark.opening_hours
    ? ` Opening hours: ${sentence(lowerCommonStart(landmark.opening_hours))} Check before you go, as hours change.`
    : '';
  const destination = destinationById.get(landmark.city);
  return {
    id: `landmark:${landmark.id}`,
    topic: 'landmark',
    title: landmark.name,
    text: `${landmark.name} (${placeOf(landmark)}): ${sentence(landmark.description)}${hours}`,
    keywords: [...landmark.alternateNames, ...(destination ? [destination.name] : [])],
    link: links.map,
  };
}

function destinationPassage(destination: DestinationEntry): KnowledgePassage {
  return {
    id: `destination:${destination.id}`,
    topic: 'destination',
    title: destination.name,
    text: `${destination.name}, ${destination.country}: ${sentence(destination.description)} ${destination.name} is one of the destinations on the ArtVoyage interactive map.`,
    keywords: [...destination.alternateNames, destination.country],
    link: links.map,
  };
}

/** One passage for each landmark and each destination of the interactive map. */
export const placePassages: readonly KnowledgePassage[] = [
  ...destinations.map(destinationPassage),
  ...landmarks.map(landmarkPassage),
];
