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

/**
 * Three passages per landmark: what it is with its hours, its cultural context, and tips for the
 * visit. They share the title, so the expert treats them as one subject and can answer with all three.
 * Only the first carries the other names as keywords (as an artwork's overview passages do), so that a
 * question naming just the landmark finds what it is before the tips.
 */
function landmarkPassages(landmark: LandmarkEntry): KnowledgePassage[] {
  const hours = landmark.opening_hours
    ? ` Opening hours: ${sentence(lowerCommonStart(landmark.opening_hours))} Check before you go, as hours change.`
    : '';
  const destination = destinationById.get(landmark.city);
  const passageOf = (id: string, text: string, keywords?: readonly string[]): KnowledgePassage => ({
    id,
    topic: 'landmark',
    title: landmark.name,
    text,
    ...(keywords && { keywords }),
    link: links.map,
  });
  return [
    passageOf(
      `landmark:${landmark.id}`,
      `${landmark.name} (${placeOf(landmark)}): ${sentence(landmark.description)}${hours}`,
      [...landmark.alternateNames, ...(destination ? [destination.name] : [])],
    ),
    // The context names the landmark itself (a test checks it), so it reads well alone.
    passageOf(`landmark:${landmark.id}:context`, sentence(landmark.culturalContext)),
    passageOf(
      `landmark:${landmark.id}:visit`,
      `${landmark.name} – visiting tips: ${landmark.visitTips.map(sentence).join(' ')}`,
    ),
  ];
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

/** Passages on each destination and each landmark of the interactive map. */
export const placePassages: readonly KnowledgePassage[] = [
  ...destinations.map(destinationPassage),
  ...landmarks.flatMap(landmarkPassages),
];
