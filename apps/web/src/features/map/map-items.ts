import type { Destination, Landmark, LandmarkCategory, TicketPrice } from '@artvoyage/contract';

/** What the filter buttons choose between (spec: all, destination or landmark; initially all). */
export const mapFilters = ['all', 'destination', 'landmark'] as const;
export type MapFilter = (typeof mapFilters)[number];

/** The admission line of a landmark: free, or the cheapest paid ticket ("From {n}€"). */
export type Admission = { kind: 'free' } | { kind: 'from'; euros: number };

interface MapItemBase {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  description: string;
}

/** A marker on the map (spec: the map item built client-side from destinations and landmarks). */
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

export function toMapItems(destinations: readonly Destination[], landmarks: readonly Landmark[]): MapItem[] {
  return [
    ...destinations.map((destination): MapItem => ({
      id: destination.id,
      name: destination.name,
      latitude: destination.latitude,
      longitude: destination.longitude,
      description: destination.description,
      type: 'destination',
      category: 'city',
      country: destination.country,
      rating: destination.rating,
    })),
    ...landmarks.map((landmark): MapItem => ({
      id: landmark.id,
      name: landmark.name,
      latitude: landmark.latitude,
      longitude: landmark.longitude,
      description: landmark.description,
      type: 'landmark',
      category: landmark.category,
      city: landmark.city,
      openingHours: landmark.opening_hours,
      admission: admissionFor(landmark.ticket_price),
    })),
  ];
}

export function filterItems(items: readonly MapItem[], filter: MapFilter): MapItem[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.type === filter);
}

/** Ids are unique per type only in principle; markers and selection use this key. */
export function itemKey(item: Pick<MapItem, 'type' | 'id'>): string {
  return `${item.type}:${item.id}`;
}
