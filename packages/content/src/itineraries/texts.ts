import type { LocationTag } from '@artvoyage/contract';
import type { TextsById } from '../i18n/translations';
import {
  itineraryTemplates,
  locationTitles,
  sampleItineraryDays,
  type ItineraryTemplates,
  type TemplateDay,
} from './templates';

/** A template day's texts; times and activity types come from the English template. */
export interface TemplateDayTexts {
  readonly title: string;
  /** One description per activity, in the English template's order. */
  readonly activities: readonly string[];
  /** The alternatives of some activities, by the activity's index, in the English template's order. */
  readonly alternatives?: Readonly<Record<number, readonly string[]>>;
}

/**
 * What a visitor reads of a generated itinerary, in one language. An itinerary is written in the language
 * it was generated in and keeps it once saved: it is the visitor's own document.
 */
export interface ItinerariesPack {
  /** The first half of a generated name, per location ("Parisian Dream"). */
  readonly locationTitles: TextsById<LocationTag, string>;
  readonly days: TextsById<LocationTag, readonly TemplateDayTexts[]>;
  /** The whole name, with `{title}` and `{artwork}` ("{title} inspired by {artwork}"). */
  readonly nameFormat: string;
  /**
   * Where a location's title needs its own wording of the name (a French feminine title takes
   * "inspirée"), that location's format; `nameFormat` otherwise.
   */
  readonly nameFormatByLocation?: Partial<TextsById<LocationTag, string>>;
  /**
   * An artwork title as it reads inside the name, where the language wants an article the title
   * itself does not carry (French: "la Vénus de Milo"); keyed by the title in this language.
   */
  readonly artworkInName?: Readonly<Record<string, string>>;
  /** The title of a location that has a template but no title of its own, with `{location}`. */
  readonly discoveryFormat: string;
  /** The title used when the location has no template and the Paris days stand in. */
  readonly noTemplateTitle: string;
  /** The sample itinerary's two days, in the English sample's order (see `sampleItineraryDays`). */
  readonly sample: readonly TemplateDayTexts[];
  /** The one-day plan shown when generation fails. */
  readonly fallback: {
    readonly name: string;
    readonly dayTitle: string;
    readonly activities: readonly [museum: string, culture: string, dining: string];
  };
}

const textsOf = (days: readonly TemplateDay[]): TemplateDayTexts[] =>
  days.map((day) => {
    const alternatives: Record<number, readonly string[]> = {};
    day.activities.forEach((activity, index) => {
      if (activity.alternatives) {
        alternatives[index] = activity.alternatives.map((alternative) => alternative.description);
      }
    });
    return {
      title: day.title,
      activities: day.activities.map((activity) => activity.description),
      ...(Object.keys(alternatives).length > 0 ? { alternatives } : {}),
    };
  });

/** The English texts, from the English templates: the source every translation follows. */
export const englishItinerariesPack: ItinerariesPack = {
  locationTitles,
  days: {
    Paris: textsOf(itineraryTemplates.Paris),
    Greece: textsOf(itineraryTemplates.Greece),
    Rome: textsOf(itineraryTemplates.Rome),
    Florence: textsOf(itineraryTemplates.Florence),
    Venice: textsOf(itineraryTemplates.Venice),
    Egypt: textsOf(itineraryTemplates.Egypt),
  },
  nameFormat: '{title} inspired by {artwork}',
  discoveryFormat: '{location} Discovery',
  noTemplateTitle: 'Cultural Journey',
  sample: textsOf(sampleItineraryDays),
  fallback: {
    name: 'Cultural Discovery',
    dayTitle: 'Cultural Discovery Day',
    activities: [
      'Visit the main local museum',
      'Explore the local culture and historic centre',
      'Dinner with local cuisine',
    ],
  },
};

/** The English templates with a language's texts laid over them (times, types and places unchanged). */
export function localizedTemplates(pack: ItinerariesPack): ItineraryTemplates {
  const templates: Record<string, readonly TemplateDay[]> = {};
  for (const [location, days] of Object.entries(itineraryTemplates) as [
    LocationTag,
    readonly TemplateDay[],
  ][]) {
    templates[location] = days.map((day, dayIndex) => {
      const texts = pack.days[location][dayIndex];
      return {
        title: texts?.title ?? day.title,
        activities: day.activities.map((activity, index) => {
          const translated = texts?.alternatives?.[index];
          const alternatives = activity.alternatives?.map((alternative, choice) => ({
            ...alternative,
            description: translated?.[choice] ?? alternative.description,
          }));
          return {
            ...activity,
            description: texts?.activities[index] ?? activity.description,
            ...(alternatives ? { alternatives } : {}),
          };
        }),
      };
    });
  }
  return templates;
}

/** Fills `{name}` placeholders of a format. */
export function fillFormat(format: string, values: Readonly<Record<string, string>>): string {
  return format.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
