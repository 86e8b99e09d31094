import { destinations, landmarks, type DestinationEntry, type LandmarkEntry } from '../places/index';
import { englishPlacesPack, type PlacesPack } from '../places/texts';
import { builtOnce } from './lazy';
import { links } from './routes';
import { sentence } from './text';
import type { PlacePhrases } from './translation';
import type { KnowledgeLink, KnowledgePassage } from './types';
import { destinationTexts, landmarkTexts } from '../places/localize';

/** 'Usually daily...' -> 'usually daily...'; names such as 'Giza Plateau' keep their capital. */
function lowerCommonStart(text: string): string {
  return /^(Usually|Open|The)\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export const englishPlacePhrases: PlacePhrases = {
  landmarkLead: (name, place) => `${name} (${place}): `,
  hours: (hours) =>
    ` Opening hours: ${sentence(lowerCommonStart(hours))} Check before you go, as hours change.`,
  tipsLead: (name) => `${name} – visiting tips: `,
  destination: (name, country, description) =>
    `${name}, ${country}: ${sentence(description)} ${name} is one of the destinations on the ArtVoyage interactive map.`,
};

/**
 * Three passages per landmark: what it is with its hours, its cultural context, and tips for the
 * visit. They share the title, so the expert treats them as one subject and can answer with all three.
 * Only the first carries the other names as keywords (as an artwork's overview passages do), so that a
 * question naming just the landmark finds what it is before the tips.
 */
function landmarkPassages(
  landmark: LandmarkEntry,
  pack: PlacesPack,
  phrases: PlacePhrases,
  link: KnowledgeLink,
): KnowledgePassage[] {
  const texts = landmarkTexts(pack, landmark.id);
  if (!texts) return [];
  const hours = texts.opening_hours ? phrases.hours(texts.opening_hours) : '';
  const destination = destinationTexts(pack, landmark.city);
  // 'Paris, France', from the landmark's destination; the id itself when it is not a known destination.
  const place = destination ? `${destination.name}, ${destination.country}` : landmark.city;
  const passageOf = (id: string, text: string, keywords?: readonly string[]): KnowledgePassage => ({
    id,
    topic: 'landmark',
    title: texts.name,
    text,
    ...(keywords && { keywords }),
    link,
  });
  return [
    passageOf(
      `landmark:${landmark.id}`,
      `${phrases.landmarkLead(texts.name, place)}${sentence(texts.description)}${hours}`,
      [...landmark.alternateNames, ...(destination ? [destination.name] : [])],
    ),
    // The context names the landmark itself (a test checks it), so it reads well alone.
    passageOf(`landmark:${landmark.id}:context`, sentence(texts.culturalContext)),
    passageOf(
      `landmark:${landmark.id}:visit`,
      `${phrases.tipsLead(texts.name)}${texts.visitTips.map(sentence).join(' ')}`,
    ),
  ];
}

function destinationPassage(
  destination: DestinationEntry,
  pack: PlacesPack,
  phrases: PlacePhrases,
  link: KnowledgeLink,
): KnowledgePassage[] {
  const texts = destinationTexts(pack, destination.id);
  if (!texts) return [];
  return [
    {
      id: `destination:${destination.id}`,
      topic: 'destination',
      title: texts.name,
      text: phrases.destination(texts.name, texts.country, texts.description),
      keywords: [...destination.alternateNames, texts.country],
      link,
    },
  ];
}

/** Passages on each destination and each landmark of the interactive map, in a language's texts. */
export function placePassagesFrom(
  pack: PlacesPack,
  phrases: PlacePhrases,
  mapLink: KnowledgeLink = links.map,
): KnowledgePassage[] {
  return [
    ...destinations.flatMap((destination) => destinationPassage(destination, pack, phrases, mapLink)),
    ...landmarks.flatMap((landmark) => landmarkPassages(landmark, pack, phrases, mapLink)),
  ];
}

/** Passages on each destination and each landmark of the interactive map (built on first use). */
export const placePassages: () => readonly KnowledgePassage[] = builtOnce(() =>
  placePassagesFrom(englishPlacesPack, englishPlacePhrases),
);
