// What signed-in users make: itineraries, recognitions, posts with likes and comments, uploads.
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ItineraryDay } from '@artvoyage/contract';
import {
  counter,
  createdAt,
  jsonStrings,
  textArray,
  timestamptz,
  updatedAt,
  uuidOwnedBy,
  uuidPrimaryKey,
} from './columns';
import { ownerId, users } from './accounts';

/**
 * Signed-in users' itineraries, keyed by the client-made id within the account. A delete only sets
 * deleted_at: the tombstone stops another device's stale copy from silently bringing it back, and
 * keeps its text for a short while so the visitor can undo (then the text is purged).
 */
export const itineraries = pgTable(
  'itineraries',
  {
    userId: ownerId(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    linkedArtworkId: text('linked_artwork_id').notNull(),
    days: jsonb('days').$type<ItineraryDay[]>().notNull(),
    /** The trip's first day, when the visitor dated it; day N falls N − 1 days later. */
    startDate: date('start_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index('itineraries_user_id_created_at_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Recognitions of a signed-in user's photos (never the photo): the id the XP claim must name, and what
 * was recognised. A photo recognised with certainty has its subject at once; one that was only offered
 * candidates has none until the user confirms one of them, and only then can it earn XP.
 */
export const recognitions = pgTable(
  'recognitions',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    /** "artwork:mona-lisa", "landmark:colosseum" or a vision provider's name; null until confirmed. */
    subject: text('subject'),
    /** The possible matches offered ("artwork:…", "landmark:…"): the only ones that can be confirmed. */
    candidates: textArray('candidates'),
    confirmedAt: timestamptz('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recognitions_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

/**
 * Travel feed posts. user_id is null only for the seeded sample posts, whose author_name is stored;
 * created_at keeps milliseconds only, so the feed's keyset cursor round-trips through a JS Date exactly.
 */
export const travelPosts = pgTable(
  'travel_posts',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    images: jsonStrings('images'),
    locationName: text('location_name'),
    tags: jsonStrings('tags'),
    travelRating: integer('travel_rating').notNull().default(5),
    mood: text('mood'),
    weather: text('weather'),
    isPublic: boolean('is_public').notNull().default(true),
    likesCount: counter('likes_count'),
    commentsCount: counter('comments_count'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('travel_posts_feed_idx').on(t.isPublic, t.createdAt.desc(), t.id.desc()),
    index('travel_posts_user_id_idx').on(t.userId),
    // Which posts show a photo (uploads/ledger.ts), by containment.
    index('travel_posts_images_idx').using('gin', t.images.op('jsonb_path_ops')),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuidOwnedBy('post_id', () => travelPosts.id),
    userId: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_id_idx').on(t.userId)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuidPrimaryKey(),
    postId: uuidOwnedBy('post_id', () => travelPosts.id),
    userId: ownerId(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('post_comments_post_id_created_at_idx').on(t.postId, t.createdAt),
    index('post_comments_user_id_idx').on(t.userId),
  ],
);

/**
 * Who uploaded each stored photo (photo-upload function). Only its uploader may put it in a post, and it
 * is deleted from the object store when no post of theirs shows it any more, or when it was never posted.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    userId: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_id_idx').on(t.userId), index('uploads_created_at_idx').on(t.createdAt)],
);
