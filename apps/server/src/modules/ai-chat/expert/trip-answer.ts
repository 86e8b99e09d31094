import { appPaths, type KnowledgePassage } from '@artvoyage/content/knowledge';
import { destinations } from '@artvoyage/content/places';
import { contentTerms } from '../text-terms';
import { type ExpertAnswer, linksOf } from './answer-composition';
import type { KnowledgeIndex } from './knowledge-index';

/** The other names of each destination (Firenze), by its id, for a trip question in any language. */
const destinationNames = new Map<string, readonly string[]>(
  destinations.map((place) => [place.id, place.alternateNames]),
);

/** A trip naming more places than this is answered with the first ones only (an answer stays short). */
const maxPlaces = 3;

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
  const places = destinationsIn(index, question);
  if (!language.asksForTrip(question) && !(places.length > 0 && language.asksForItinerary(question)))
    return undefined;
  const itineraries = index.byId.get('visit:app-itineraries')?.link ?? {
    label: 'My Itineraries',
    path: appPaths.itineraries,
  };
  const [first] = places;
  if (!first) {
    return { text: language.cannotPlanTrip([]), links: [{ ...itineraries }], grounded: false, sources: [] };
  }
  return {
    text: [
      language.cannotPlanTrip(places.map((place) => place.title)),
      ...places.map((place) => place.text),
    ].join('\n\n'),
    links: linksOf([...places, { ...first, link: itineraries }]),
    grounded: true,
    sources: places.map((place) => place.id),
  };
}

/** The destinations a question names, in the order it names them ("Rome and Paris"), three at most. */
function destinationsIn(index: KnowledgeIndex, question: string): KnowledgePassage[] {
  const asked = contentTerms(question, index.language.code);
  const at = (name: string) => {
    const terms = contentTerms(name, index.language.code);
    return terms.length > 0 && terms.every((term) => asked.includes(term))
      ? Math.min(...terms.map((term) => asked.indexOf(term)))
      : -1;
  };
  const named = [...index.byId.values()].flatMap((passage) => {
    if (passage.topic !== 'destination') return [];
    const names = [passage.title, ...(destinationNames.get(passage.id.replace(/^destination:/, '')) ?? [])];
    const first = Math.min(...names.map(at).filter((position) => position >= 0));
    return Number.isFinite(first) ? [{ passage, first }] : [];
  });
  return named
    .sort((a, b) => a.first - b.first)
    .slice(0, maxPlaces)
    .map((item) => item.passage);
}

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
