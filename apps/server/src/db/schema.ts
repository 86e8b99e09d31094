// Drizzle schema: one Postgres schema for PGlite and PostgreSQL. Feature issues add their tables here.
// The first migration only enables pg_trgm (place search needs it); artworks and tours are static content.
export {};
