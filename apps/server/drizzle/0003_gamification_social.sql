CREATE TABLE "post_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "travel_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"author_name" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location_name" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"travel_rating" integer DEFAULT 5 NOT NULL,
	"mood" text,
	"weather" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xp_events" (
	"user_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"action" text NOT NULL,
	"xp" integer NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xp_events_user_id_event_key_pk" PRIMARY KEY("user_id","event_key")
);
--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_travel_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."travel_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_travel_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."travel_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_posts" ADD CONSTRAINT "travel_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_events" ADD CONSTRAINT "xp_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_comments_post_id_created_at_idx" ON "post_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "post_comments_user_id_idx" ON "post_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_likes_user_id_idx" ON "post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "travel_posts_feed_idx" ON "travel_posts" USING btree ("is_public","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "travel_posts_user_id_idx" ON "travel_posts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "xp_events_user_id_action_created_at_idx" ON "xp_events" USING btree ("user_id","action","created_at");--> statement-breakpoint
-- Seed: the achievement catalogue (ids are stable slugs; the unlock rules live in modules/gamification/rules.ts).
INSERT INTO "achievements" ("id", "name", "description", "icon", "points_reward", "category", "rarity") VALUES
	('first-steps', 'First Steps', 'Join ArtVoyage and begin your journey.', 'footprints', 100, 'beginner', 'common'),
	('first-post', 'Storyteller', 'Publish your first post in the Travel Feed.', 'pen-line', 50, 'social', 'common'),
	('ten-likes', 'Crowd Favourite', 'Receive ten likes on your posts.', 'heart', 150, 'social', 'rare'),
	('first-comment', 'Conversation Starter', 'Write your first comment on a post.', 'message-circle', 50, 'social', 'common'),
	('all-artworks', 'Culture Explorer', 'View all ten masterpieces of the collection.', 'palette', 300, 'culture', 'epic'),
	('all-tours', 'Grand Tour', 'Complete all four guided tours.', 'map', 300, 'culture', 'epic'),
	('first-itinerary', 'Trip Planner', 'Save your first itinerary to your account.', 'route', 50, 'beginner', 'common'),
	('first-photo', 'Keen Eye', 'Recognise an artwork or landmark in your first photo.', 'camera', 50, 'culture', 'common'),
	('first-game', 'Player One', 'Finish your first educational game.', 'gamepad-2', 50, 'beginner', 'common'),
	('all-games', 'Game Master', 'Finish all eight educational games.', 'trophy', 300, 'culture', 'epic'),
	('perfect-quiz', 'Flawless Scholar', 'Answer every question right in one of the three quizzes.', 'trophy', 150, 'culture', 'rare'),
	('profile-complete', 'Portrait of a Traveler', 'Complete your profile: name, bio, a language and a favourite destination.', 'user-check', 100, 'beginner', 'common'),
	('seven-visits', 'Regular Visitor', 'Visit ArtVoyage on seven different days.', 'calendar-check', 150, 'beginner', 'rare'),
	('peak-conqueror', 'Peak Conqueror', 'Reach 1000 experience points.', 'mountain', 300, 'points', 'epic'),
	('beacon-of-knowledge', 'Beacon of Knowledge', 'Reach level 5.', 'lamp', 500, 'level', 'legendary')
ON CONFLICT ("id") DO UPDATE SET
	"name" = excluded."name",
	"description" = excluded."description",
	"icon" = excluded."icon",
	"points_reward" = excluded."points_reward",
	"category" = excluded."category",
	"rarity" = excluded."rarity";
--> statement-breakpoint
-- Seed: badges, each awarded together with one achievement (see badgeForAchievement in src/modules/gamification/rules.ts).
INSERT INTO "badges" ("id", "name", "description", "icon", "color") VALUES
	('culture-explorer', 'Culture Explorer', 'Viewed every masterpiece of the collection.', 'palette', '#7c3aed'),
	('tour-guide', 'Tour Guide', 'Completed every guided tour.', 'map', '#0284c7'),
	('game-master', 'Game Master', 'Finished every educational game.', 'trophy', '#d97706'),
	('crowd-favourite', 'Crowd Favourite', 'Posts that other travelers loved.', 'heart', '#db2777'),
	('summit', 'Summit', 'Reached 1000 experience points.', 'mountain', '#059669'),
	('beacon', 'Beacon', 'Reached level 5.', 'lamp', '#ca8a04')
ON CONFLICT ("id") DO UPDATE SET
	"name" = excluded."name",
	"description" = excluded."description",
	"icon" = excluded."icon",
	"color" = excluded."color";
--> statement-breakpoint
-- Every existing account has taken its first steps: earned at sign-up (its 100 XP are the initial XP).
INSERT INTO "user_achievements" ("user_id", "achievement_id", "unlocked_at")
SELECT "user_id", 'first-steps', "created_at" FROM "user_profiles"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Seed: sample posts by the Museum Team (no account; author_name is stored).
INSERT INTO "travel_posts" ("id", "user_id", "author_name", "title", "content", "images", "location_name", "tags", "travel_rating", "mood", "weather", "is_public", "created_at", "updated_at") VALUES
	('5a1e0000-0000-4000-8000-000000000001', NULL, 'Museum Team', 'Sunset on the Pont des Arts',
	 'After closing time we crossed the Pont des Arts, the footbridge between the Louvre and the Institut de France. The sun went down beyond the Pont du Carrousel and turned the Seine gold: the perfect end to a day among masterpieces.',
	 '[]'::jsonb, 'Pont des Arts, Paris', '["paris","sunset","seine"]'::jsonb, 5, 'peaceful', 'clear', true,
	 '2025-05-02T19:45:00Z', '2025-05-02T19:45:00Z'),
	('5a1e0000-0000-4000-8000-000000000002', NULL, 'Museum Team', 'Victory at the top of the stairs',
	 'Climbing the Daru staircase, the Winged Victory of Samothrace appears above you, wings spread as if she had just landed on the prow of her ship. Found on Samothrace in 1863, she has crowned the staircase since the 1880s.',
	 '["/api/v1/media/artworks/winged-victory/800.webp"]'::jsonb, 'Musée du Louvre, Paris', '["sculpture","hellenistic","louvre"]'::jsonb, 5, 'amazed', 'sunny', true,
	 '2025-05-09T10:30:00Z', '2025-05-09T10:30:00Z'),
	('5a1e0000-0000-4000-8000-000000000003', NULL, 'Museum Team', 'Where Venus was found',
	 'The Venus de Milo was unearthed by a farmer on the Aegean island of Milos in 1820. We followed her story to the island: the ancient theatre above Klima, whitewashed Plaka and a very blue sea.',
	 '["/api/v1/media/artworks/venus-de-milo/800.webp"]'::jsonb, 'Milos, Greece', '["greece","islands","antiquity"]'::jsonb, 4, 'inspired', 'sunny', true,
	 '2025-05-16T16:00:00Z', '2025-05-16T16:00:00Z'),
	('5a1e0000-0000-4000-8000-000000000004', NULL, 'Museum Team', 'A rainy morning with Mona Lisa',
	 'Rain is the best time to visit: the queue under the pyramid moves fast and the Salle des États is calmer early in the day. Leonardo''s portrait hangs behind glass, facing Veronese''s huge Wedding Feast at Cana across the room.',
	 '["/api/v1/media/artworks/mona-lisa/800.webp"]'::jsonb, 'Salle des États, Louvre', '["renaissance","leonardo","tips"]'::jsonb, 5, 'happy', 'rainy', true,
	 '2025-05-23T09:15:00Z', '2025-05-23T09:15:00Z')
ON CONFLICT ("id") DO NOTHING;
