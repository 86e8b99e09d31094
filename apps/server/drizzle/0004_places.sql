-- Map destinations and landmarks (rows upserted from packages/content at start) and the place-search index
-- (local places plus gazetteer cities, loaded by modules/places), with trigram and prefix indexes on names.
CREATE TABLE "destinations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"description" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"rating" real NOT NULL,
	"image_id" text
);
--> statement-breakpoint
CREATE TABLE "landmarks" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_id" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" text NOT NULL,
	"ticket_adult" real,
	"ticket_min" real,
	"image_id" text
);
--> statement-breakpoint
CREATE TABLE "place_names" (
	"place_key" text NOT NULL,
	"name" text NOT NULL,
	"is_primary" boolean NOT NULL,
	CONSTRAINT "place_names_place_key_name_pk" PRIMARY KEY("place_key","name")
);
--> statement-breakpoint
CREATE TABLE "place_sources_loaded" (
	"source" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"key" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"importance" real NOT NULL
);
--> statement-breakpoint
ALTER TABLE "landmarks" ADD CONSTRAINT "landmarks_city_id_destinations_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_names" ADD CONSTRAINT "place_names_place_key_places_key_fk" FOREIGN KEY ("place_key") REFERENCES "public"."places"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "destinations_rating_idx" ON "destinations" USING btree ("rating" DESC NULLS LAST,"name");--> statement-breakpoint
CREATE INDEX "landmarks_city_id_idx" ON "landmarks" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "landmarks_name_idx" ON "landmarks" USING btree ("name");--> statement-breakpoint
CREATE INDEX "place_names_name_trgm_idx" ON "place_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "place_names_name_prefix_idx" ON "place_names" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "places_source_idx" ON "places" USING btree ("source");