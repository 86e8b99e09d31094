ALTER TABLE "recognitions" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recognitions" ADD COLUMN "candidates" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recognitions" ADD COLUMN "confirmed_at" timestamp with time zone;