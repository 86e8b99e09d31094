// Column kinds the tables share, so each table says what a column is rather than how it is built.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  doublePrecision,
  integer,
  jsonb,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A timestamp with time zone, read as a Date. */
export const timestamptz = <TName extends string>(name: TName) =>
  timestamp(name, { withTimezone: true, mode: 'date' });
/** When something happened, stamped by the database as the row is written. */
export const stampedNow = <TName extends string>(name: TName) => timestamptz(name).notNull().defaultNow();
export const createdAt = () => stampedNow('created_at');
export const updatedAt = () => stampedNow('updated_at');

/** A uuid key the database makes. */
export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();

/** A row that belongs to another (by its uuid or text key) and goes when that one is deleted. */
export const uuidOwnedBy = <TName extends string>(name: TName, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' });
export const textOwnedBy = <TName extends string>(name: TName, owner: () => AnyPgColumn) =>
  text(name).notNull().references(owner, { onDelete: 'cascade' });

/** A count that starts at zero. */
export const counter = <TName extends string>(name: TName) => integer(name).notNull().default(0);

/** A list of strings kept as JSON, empty to begin with. */
export const jsonStrings = <TName extends string>(name: TName) =>
  jsonb(name).$type<string[]>().notNull().default([]);
/** A list of strings kept as a Postgres text[], empty to begin with. */
export const textArray = <TName extends string>(name: TName) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A point on the map, in degrees. */
export const coordinates = () => ({
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});
