-- One table records which version of each piece of start-up content a database holds: what
-- place_sources_loaded held (the local places, the world cities) moves into content_seeded, so an
-- existing database neither reloads its places nor loses track of them.
INSERT INTO "content_seeded" ("name", "version", "seeded_at")
SELECT 'places-' || "source", "version", "loaded_at" FROM "place_sources_loaded"
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
DROP TABLE "place_sources_loaded" CASCADE;
