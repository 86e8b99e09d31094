CREATE TABLE "tour_visits" (
	"user_id" uuid NOT NULL,
	"tour_id" text NOT NULL,
	"current_stop" text NOT NULL,
	"visited" text[] DEFAULT '{}'::text[] NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tour_visits_user_id_tour_id_pk" PRIMARY KEY("user_id","tour_id")
);
--> statement-breakpoint
ALTER TABLE "tour_visits" ADD CONSTRAINT "tour_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;