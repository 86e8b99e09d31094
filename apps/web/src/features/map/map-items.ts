import type {
  Destination,
  Landmark,
  LandmarkCategory,
  PlaceSuggestion,
  TicketPrice,
} from '@artvoyage/contract';
import type { PlacesPack } from '@artvoyage/content/i18n';
// The merge alone, without the bundled places: the rows come from the API.
import {
  destinationTexts,
  landmarkTexts,
  localizeDestination,
  localizeLandmark,
} from '@artvoyage/content/places/localize';

/** What the filter buttons choose between (all, destination or landmark; initially all). */
export const mapFilters = ['all', 'destination', 'landmark'] as const;
export type MapFilter = (typeof mapFilters)[number];

/** The admission line of a landmark: free, or the cheapest paid ticket ("From {n}€"). */
export type Admission = { kind: 'free' } | { kind: 'from'; euros: number };

interface MapItemBase {
  id: string;
  /** In the visitor's language. */
  name: string;
  /** The API's (English) name, which the gazetteer's city labels carry too. */
  sourceName: string;
  latitude: number;
  longitude: number;
  description: string;
}

/** A marker on the map: a map item built in the browser from a destination or a landmark. */
export type MapItem =
  | (MapItemBase & { type: 'destination'; category: 'city'; country: string; rating: number })
  | (MapItemBase & {
      type: 'landmark';
      category: LandmarkCategory;
      city: string;
      openingHours: string;
      admission: Admission;
    });

/**
 * The price line comes from the cheapest ticket (`min`, which equals `adult` when there is no reduced
 * rate), so "From" is true; a null price or a zero minimum means free entry.
 */
export function admissionFor(price: TicketPrice): Admission {
  if (price === null) return { kind: 'free' };
  const euros = Math.round(Math.min(price.min, price.adult));
  return euros <= 0 ? { kind: 'free' } : { kind: 'from', euros };
}

/** What every marker has: the place's texts in the visitor's language, and its API (English) name. */
function markerBase(place: Omit<MapItemBase, 'sourceName'>, sourceName: string): MapItemBase {
  const { id, name, latitude, longitude, description } = place;
  return { id, name, sourceName, latitude, longitude, description };
}

/**
 * The markers of the API's rows (English, the source of truth), with their texts in the visitor's
 * language when a translation is given (`undefined`: English).
 */
export function toMapItems(
  destinations: readonly Destination[],
  landmarks: readonly Landmark[],
  pack?: PlacesPack,
): MapItem[] {
  return [
    ...destinations.map((row): MapItem => {
      const destination = localizeDestination(row, pack);
      return {
        ...markerBase(destination, row.name),
        type: 'destination',
        category: 'city',
        country: destination.country,
        rating: destination.rating,
      };
    }),
    ...landmarks.map((row): MapItem => {
      const landmark = localizeLandmark(row, pack);
      return {
        ...markerBase(landmark, row.name),
        type: 'landmark',
        category: landmark.category,
        city: landmark.city,
        openingHours: landmark.opening_hours,
        admission: admissionFor(landmark.ticket_price),
      };
    }),
  ];
}

/**
 * A place search result as the visitor reads it: our own places by their name in the visitor's
 * language, and a country by its name there when it is one of our destinations' countries (the search
 * itself matches the English and other names on the server).
 */
export function localizeSuggestion(
  place: PlaceSuggestion,
  pack: PlacesPack | undefined,
  countries: ReadonlyMap<string, string>,
): PlaceSuggestion {
  if (!pack) return place;
  const own =
    place.source !== 'local'
      ? undefined
      : place.kind === 'destination'
        ? destinationTexts(pack, place.id)
        : place.kind === 'landmark'
          ? landmarkTexts(pack, place.id)
          : undefined;
  const country = place.country && countries.get(place.country);
  return {
    ...place,
    ...(own && { name: own.name }),
    ...(country && { country }),
  };
}

/**
 * Every country's name from the API's English one (as `Intl.DisplayNames` writes it on the server) to
 * the visitor's language, by the browser's own list of regions; our destinations' countries as our
 * texts write them. Empty in English (and without a pack): the API's names are already right.
 */
export function countryNames(
  destinations: readonly Destination[],
  pack: PlacesPack | undefined,
  locale: string,
): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  if (!pack) return names;
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const local = new Intl.DisplayNames([locale], { type: 'region' });
  for (const code of regionCodes()) {
    const name = english.of(code);
    const there = local.of(code);
    // A code the list does not know comes back as itself.
    if (name && there && name !== code && there !== code) names.set(name, there);
  }
  for (const destination of destinations) {
    const country = destinationTexts(pack, destination.id)?.country;
    if (country) names.set(destination.country, country);
  }
  return names;
}

/** Every two-letter code, AA to ZZ: the countries among them are those `Intl.DisplayNames` names. */
function* regionCodes(): Generator<string> {
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) yield String.fromCharCode(first, second);
  }
}

export function filterItems(items: readonly MapItem[], filter: MapFilter): MapItem[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.type === filter);
}

/** Ids are unique per type only in principle; markers and selection use this key. */
export function itemKey(item: Pick<MapItem, 'type' | 'id'>): string {
  return `${item.type}:${item.id}`;
}

/** The map's own item a search result stands for (a local place of the same kind and id), if any. */
export function ownItemFor(
  place: Pick<PlaceSuggestion, 'source' | 'id' | 'kind'>,
  items: readonly MapItem[],
): MapItem | undefined {
  if (place.source !== 'local') return undefined;
  return items.find((item) => item.id === place.id && item.type === place.kind);
}
