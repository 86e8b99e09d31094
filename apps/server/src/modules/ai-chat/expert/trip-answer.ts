import { appPaths, type KnowledgePassage } from '@artvoyage/content/knowledge';
import { destinations } from '@artvoyage/content/places';
import { contentTerms } from '../text-terms';
import { type ExpertAnswer, linksOf } from './answer-composition';
import type { KnowledgeIndex } from './knowledge-index';

/** The other names of each destination (Firenze), by its id, for a trip question in any language. */
const destinationNames = new Map<string, readonly string[]>(
  destinations.map((place) => [place.id, place.alternateNames]),
);

/**
 * Days of travel somewhere other than the museum: the expert cannot plan them, says so, adds what it
 * knows of the place, and points to My Itineraries. A day at the Louvre is answered from its passages.
 */
export function tripAnswer(index: KnowledgeIndex, question: string): ExpertAnswer | undefined {
  const language = index.language;
  if (language.mentionsMuseum(question)) return undefined;
  // "Did Delacroix ever travel to Africa?", « le voyage de Delacroix au Maroc »: the journey of an
  // artist or of someone in the past is a fact to look up, unless the visitor plans their own trip.
  // A length of stay keeps it the visitor's trip even when it names an artist ("3 days in Florence to
  // see the David").
  if (
    !language.plansOwnTrip(question) &&
    (language.tellsOfPastJourney(question) ||
      (namesArtist(index, question) && !language.countsTripDays(question)))
  )
    return undefined;
  const place = destinationIn(index, question);
  if (!language.asksForTrip(question) && !(place && language.asksForItinerary(question))) return undefined;
  const itineraries = index.byId.get('visit:app-itineraries')?.link ?? {
    label: 'My Itineraries',
    path: appPaths.itineraries,
  };
  if (!place) {
    return { text: language.cannotPlanTrip(), links: [{ ...itineraries }], grounded: false, sources: [] };
  }
  return {
    text: `${language.cannotPlanTrip(place.title)}\n\n${place.text}`,
    links: linksOf([place, { ...place, link: itineraries }]),
    grounded: true,
    sources: [place.id],
  };
}

/** The destination of the map a question names, by its title in this language or another name. */
function destinationIn(index: KnowledgeIndex, question: string): KnowledgePassage | undefined {
  const named = namedIn(index, question);
  return [...index.byId.values()].find(
    (passage) =>
      passage.topic === 'destination' &&
      [passage.title, ...(destinationNames.get(passage.id.replace(/^destination:/, '')) ?? [])].some(named),
  );
}

/** Whether a question names an artist of the knowledge base, by their name or another name. */
function namesArtist(index: KnowledgeIndex, question: string): boolean {
  const named = namedIn(index, question);
  return [...index.byId.values()].some(
    (passage) => passage.id.startsWith('artist:') && [passage.title, ...(passage.keywords ?? [])].some(named),
  );
}

/** Whether the question holds every content word of a name. */
function namedIn(index: KnowledgeIndex, question: string): (name: string) => boolean {
  const asked = new Set(contentTerms(question, index.language.code));
  return (name) => {
    const terms = contentTerms(name, index.language.code);
    return terms.length > 0 && terms.every((term) => asked.has(term));
  };
}
