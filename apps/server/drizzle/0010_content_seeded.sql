CREATE TABLE "content_seeded" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
