CREATE TABLE "auth_guesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_guesses_subject_created_at_idx" ON "auth_guesses" USING btree ("subject","created_at");