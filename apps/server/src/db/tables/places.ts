// The map's places and the content versions seeded at start.
import { boolean, index, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { coordinates, stampedNow, textOwnedBy } from './columns';

/** Map destinations (cities); upserted at every start from packages/content. */
export const destinations = pgTable(
  'destinations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    description: text('description').notNull(),
    ...coordinates(),
    rating: real('rating').notNull(),
    imageId: text('image_id'),
  },
  (t) => [index('destinations_rating_idx').on(t.rating.desc(), t.name)],
);

/** Map landmarks; upserted at every start from packages/content. Prices in euros, null when free. */
export const landmarks = pgTable(
  'landmarks',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    cityId: textOwnedBy('city_id', () => destinations.id),
    category: text('category').notNull(),
    description: text('description').notNull(),
    ...coordinates(),
    openingHours: text('opening_hours').notNull(),
    ticketAdult: real('ticket_adult'),
    ticketMin: real('ticket_min'),
    imageId: text('image_id'),
  },
  (t) => [index('landmarks_city_id_idx').on(t.cityId), index('landmarks_name_idx').on(t.name)],
);

/**
 * The place-search index: our destinations and landmarks (source local) and the gazetteer's cities.
 * `key` is `<kind>:<id>`; `id` is what the API answers (a landmark or destination id, or geonames:<n>).
 */
export const places = pgTable(
  'places',
  {
    key: text('key').primaryKey(),
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    name: text('name').notNull(),
    /** English name of the country. */
    country: text('country'),
    ...coordinates(),
    /** 0 to 1: 1 for local places, by population for gazetteer cities. */
    importance: real('importance').notNull(),
  },
  (t) => [index('places_source_idx').on(t.source)],
);

/**
 * Searchable names of places, normalised (lowercase, no accents, words split by single spaces):
 * the primary name and alternates (Firenze for Florence). Trigram GIN for typos and infix matches,
 * a pattern btree for short prefixes.
 */
export const placeNames = pgTable(
  'place_names',
  {
    placeKey: textOwnedBy('place_key', () => places.key),
    name: text('name').notNull(),
    isPrimary: boolean('is_primary').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.placeKey, t.name] }),
    index('place_names_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('place_names_name_prefix_idx').on(t.name.op('text_pattern_ops')),
  ],
);

/**
 * Which version of each piece of content seeded at start the database holds: the local places and the
 * achievement, badge and sample-post catalogue (a hash of their packages/content JSON), and the world
 * cities (the gazetteer's dataset version). Named places-local, places-gazetteer, gamification-catalogue.
 */
export const contentSeeded = pgTable('content_seeded', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  seededAt: stampedNow('seeded_at'),
});
