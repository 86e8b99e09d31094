import type { Activity, ActivityPlace, Itinerary, ItineraryDay } from '@artvoyage/contract';
import { nestRussianQuotes } from '../i18n/quotes';
import type { ItineraryTemplates, LocationTitles, TemplateDay } from './templates';
import { itineraryTemplates, locationTitles } from './templates';
import { englishItinerariesPack, fillFormat, localizedTemplates, type ItinerariesPack } from './texts';

/** What generation needs from an artwork; every built-in Artwork fits. */
export interface ItineraryArtwork {
  readonly id: string;
  readonly title: string;
  readonly location_tag: string;
}

export interface GenerateOptions {
  /** Timestamp used in the id (defaults to Date.now()). */
  readonly now?: number;
  /** Source of randomness in [0, 1) for the id and the activities picked (defaults to Math.random). */
  readonly random?: () => number;
  /**
   * The plan shown before, when the visitor asks for another one: each slot that has alternatives
   * picks one at random, and the new plan is never the same as this one. Without it, the template's
   * own activities are used (so the first plan, the sample and the demo data stay the same).
   */
  readonly previous?: Pick<Itinerary, 'days'>;
  readonly templates?: ItineraryTemplates;
  readonly titles?: LocationTitles;
  /**
   * The language to write the itinerary in (English when absent); its templates and titles are used
   * unless `templates` or `titles` are given. Pass the artwork with its title in the same language.
   */
  readonly texts?: ItinerariesPack;
}

/** Days of the location whose template stands in when an artwork's location has none. */
export const DEFAULT_TEMPLATE_LOCATION = 'Paris';
export const NO_TEMPLATE_TITLE = englishItinerariesPack.noTemplateTitle;
export const FALLBACK_NAME = englishItinerariesPack.fallback.name;
export const FALLBACK_DAY_TITLE = englishItinerariesPack.fallback.dayTitle;

const ID_RANDOM_LENGTH = 9;
const ID_RANDOM_RANGE = 36 ** ID_RANDOM_LENGTH;

/** "itinerary-{timestamp}-{9 base-36 characters}". */
export function newItineraryId(now: number = Date.now(), random: () => number = Math.random): string {
  const value = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  const text = Math.floor(value * ID_RANDOM_RANGE)
    .toString(36)
    .padStart(ID_RANDOM_LENGTH, '0');
  return `itinerary-${Math.trunc(now)}-${text}`;
}

/** Own-property lookup, so a tag such as "constructor" never finds Object.prototype members. */
function lookup<T>(map: Readonly<Partial<Record<string, T>>>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}

/**
 * The name of an itinerary generated from a location's own template: "{title} inspired by
 * {artwork}", with "{location_tag} Discovery" as the title when the location has no title.
 *
 * Two rules cover unknown locations; which one applies depends on what is missing:
 * - the location has a template but no title -> "{location_tag} Discovery inspired by {artwork}"
 *   (this function);
 * - the location has no template at all -> the Paris days and "Cultural Journey inspired by
 *   {artwork}" (decided in generateItinerary, which takes precedence over this function).
 * With the built-in maps every location has both, so only custom maps reach these paths.
 */
export function itineraryName(
  locationTag: string,
  artworkTitle: string,
  titles: LocationTitles = locationTitles,
  texts: ItinerariesPack = englishItinerariesPack,
): string {
  const own = lookup(titles, locationTag);
  const title = own ?? fillFormat(texts.discoveryFormat, { location: locationTag });
  const format = (own && lookup(texts.nameFormatByLocation ?? {}, locationTag)) ?? texts.nameFormat;
  return nameOf(format, title, artworkTitle, texts);
}

function nameOf(format: string, title: string, artworkTitle: string, texts: ItinerariesPack): string {
  const artwork = lookup(texts.artworkInName ?? {}, artworkTitle) ?? artworkTitle;
  // The Russian format quotes the artwork, whose title may carry quotes of its own.
  return nestRussianQuotes(fillFormat(format, { title, artwork }));
}

/** An activity's place as an itinerary keeps it: a copy, and no field at all for "no place". */
function placeOf(place: ActivityPlace | null): Pick<Activity, 'place'> {
  return place ? { place: { lat: place.lat, lng: place.lng, kind: place.kind } } : {};
}

/**
 * Deep copy of template days into itinerary days numbered from 1, every activity not completed and
 * with its place (if it has one).
 */
export function daysFromTemplate(template: readonly TemplateDay[]): ItineraryDay[] {
  return template.map((day, index) => ({
    day: index + 1,
    title: day.title,
    activities: day.activities.map((activity): Activity => ({
      time: activity.time,
      description: activity.description,
      completed: false,
      type: activity.type,
      ...placeOf(activity.place),
    })),
  }));
}

/** What a plan says, day by day: two plans with the same key read the same. */
export function planKey(
  days: readonly { readonly activities: readonly { readonly description: string }[] }[],
): string {
  return JSON.stringify(days.map((day) => day.activities.map((activity) => activity.description)));
}

const pick = (count: number, random: () => number): number =>
  Math.min(count - 1, Math.max(0, Math.floor(random() * count)));

/**
 * Template days with a random choice for every slot that has alternatives, never the same plan as
 * `previous`: when the draw repeats it, one slot (chosen at random) takes another of its choices. A
 * template without any alternative can only give its one plan.
 */
export function variedDays(
  template: readonly TemplateDay[],
  previous: readonly Pick<ItineraryDay, 'activities'>[],
  random: () => number = Math.random,
): ItineraryDay[] {
  const slots = template.flatMap((day, dayIndex) =>
    day.activities.map((activity, index) => ({
      dayIndex,
      index,
      choices: [activity, ...(activity.alternatives ?? [])],
    })),
  );
  const picked = slots.map((slot) => pick(slot.choices.length, random));
  const build = (): ItineraryDay[] => {
    let at = 0;
    return daysFromTemplate(template).map((day) => ({
      ...day,
      activities: day.activities.map((activity): Activity => {
        const choice = slots[at]?.choices[picked[at] ?? 0];
        at += 1;
        if (!choice) return activity;
        const { place: _place, ...rest } = activity;
        return { ...rest, description: choice.description, ...placeOf(choice.place) };
      }),
    }));
  };
  const days = build();
  if (planKey(days) !== planKey(previous)) return days;
  const open = slots.flatMap((slot, at) => (slot.choices.length > 1 ? [at] : []));
  if (open.length === 0) return days;
  const at = open[pick(open.length, random)] ?? 0;
  const count = slots[at]?.choices.length ?? 1;
  // Another of the slot's choices, each equally likely.
  picked[at] = ((picked[at] ?? 0) + 1 + pick(count - 1, random)) % count;
  return build();
}

/** Builds an unsaved itinerary for an artwork from its location's template. Throws when no template fits. */
export function generateItinerary(artwork: ItineraryArtwork, options: GenerateOptions = {}): Itinerary {
  const texts = options.texts ?? englishItinerariesPack;
  const templates = options.templates ?? (options.texts ? localizedTemplates(texts) : itineraryTemplates);
  const own = lookup(templates, artwork.location_tag);
  const days = own ?? lookup(templates, DEFAULT_TEMPLATE_LOCATION);
  if (!days || days.length === 0) {
    throw new Error(`No itinerary template for ${artwork.location_tag}`);
  }
  const name = own
    ? itineraryName(artwork.location_tag, artwork.title, options.titles ?? texts.locationTitles, texts)
    : nameOf(texts.nameFormat, texts.noTemplateTitle, artwork.title, texts);
  return {
    id: newItineraryId(options.now, options.random),
    name,
    linkedArtworkId: artwork.id,
    days: options.previous ? variedDays(days, options.previous.days, options.random) : daysFromTemplate(days),
  };
}

/** The one-day itinerary shown when generation fails. */
export function fallbackItinerary(
  artwork: Pick<ItineraryArtwork, 'id'>,
  options: Pick<GenerateOptions, 'now' | 'random' | 'texts'> = {},
): Itinerary {
  const { name, dayTitle, activities } = (options.texts ?? englishItinerariesPack).fallback;
  const [museum, culture, dining] = activities;
  return {
    id: newItineraryId(options.now, options.random),
    name,
    linkedArtworkId: artwork.id,
    days: [
      {
        day: 1,
        title: dayTitle,
        activities: [
          { time: '10:00', description: museum, completed: false, type: 'museum' },
          { time: '14:00', description: culture, completed: false, type: 'culture' },
          { time: '17:00', description: dining, completed: false, type: 'dining' },
        ],
      },
    ],
  };
}

/** generateItinerary, or the fallback itinerary if generation throws. */
export function generateItinerarySafely(artwork: ItineraryArtwork, options: GenerateOptions = {}): Itinerary {
  try {
    return generateItinerary(artwork, options);
  } catch {
    return fallbackItinerary(artwork, options);
  }
}

export type ProgressTone = 'complete' | 'started' | 'none';

export interface ItineraryProgress {
  readonly completed: number;
  readonly total: number;
  /** Whole percent, rounded; 0 when there are no activities. */
  readonly percent: number;
}

/** Completed share of a day's activities in [0, 1]; 0 when the day has none. */
export function dayProgress(day: Pick<ItineraryDay, 'activities'>): number {
  const total = day.activities.length;
  if (total === 0) return 0;
  return day.activities.filter((activity) => activity.completed).length / total;
}

export function itineraryProgress(itinerary: Pick<Itinerary, 'days'>): ItineraryProgress {
  let completed = 0;
  let total = 0;
  for (const day of itinerary.days) {
    total += day.activities.length;
    completed += day.activities.filter((activity) => activity.completed).length;
  }
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

/** Colour of a day tab's dot: green when complete, yellow when started, grey otherwise. */
export function progressTone(ratio: number): ProgressTone {
  if (ratio >= 1) return 'complete';
  if (ratio > 0) return 'started';
  return 'none';
}
