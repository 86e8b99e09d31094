// Drizzle schema: one Postgres schema for PGlite and PostgreSQL, its tables in tables/ by area. A new
// table goes in the file of its area (or a new one exported here). The first migration only enables
// pg_trgm (place search needs it); artworks and tours are static content.
export * from './tables/accounts';
export * from './tables/progress';
export * from './tables/user-content';
export * from './tables/places';
