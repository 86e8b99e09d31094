// Drizzle schema: one Postgres schema for PGlite and PostgreSQL. Feature issues add their tables here.
// The first migration only enables pg_trgm (place search needs it); artworks and tours are static content.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ItineraryDay } from '@artvoyage/contract';
import type { Locale } from '@artvoyage/contract/locales';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** Accounts (GoTrue's auth.users). The password is an argon2id hash. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    encryptedPassword: text('encrypted_password').notNull(),
    emailConfirmedAt: timestamptz('email_confirmed_at'),
    confirmationSentAt: timestamptz('confirmation_sent_at'),
    recoverySentAt: timestamptz('recovery_sent_at'),
    lastSignInAt: timestamptz('last_sign_in_at'),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** ES256 signing keys, created on first start and shared by every instance through the database. */
export const authSigningKeys = pgTable('auth_signing_keys', {
  kid: text('kid').primaryKey(),
  algorithm: text('algorithm').notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** One sign-in; refresh tokens hang off it, and its assurance level survives their rotation. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aal: text('aal').notNull().default('aal1'),
    amr: jsonb('amr').$type<AmrEntry[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

/** Refresh tokens, stored as sha256 hashes; rotated on use, the session is their family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_id_idx').on(t.sessionId),
  ],
);

/** Single-use e-mail link tokens (signup, recovery, magic link), stored as sha256 hashes. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenType: text('token_type').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For the two e-mail change links: the address they move the account to. */
    newEmail: text('new_email'),
    /** For a sign-up link: the password of the sign-up request that sent it, which only it activates. */
    passwordHash: text('password_hash'),
    /** For a sign-up link: the name given with that sign-up request. */
    fullName: text('full_name'),
    /** Wrong guesses spent on a typed code (the reauthentication nonce). */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_token_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * Failed guesses per account (a password per address, an MFA or reauthentication code per user), kept
 * in the database so the cap holds across client addresses and server instances.
 */
export const authGuesses = pgTable(
  'auth_guesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What is guessed at: `password:<sha256 of the address>`, `mfa:<user id>`, `nonce:<user id>`. */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_guesses_subject_created_at_idx').on(t.subject, t.createdAt)],
);

/** MFA factors. lastUsedStep is the last accepted TOTP time step, so a code cannot be replayed. */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    factorType: text('factor_type').notNull(),
    friendlyName: text('friendly_name'),
    status: text('status').notNull().default('unverified'),
    secret: text('secret'),
    phone: text('phone'),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    lastChallengedAt: timestamptz('last_challenged_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mfa_factors_user_id_idx').on(t.userId),
    uniqueIndex('mfa_factors_user_friendly_name_key').on(t.userId, t.friendlyName),
  ],
);

/** MFA challenges: attempts is bumped by one conditional UPDATE, so a burst cannot pass the cap. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => mfaFactors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otpCodeHash: text('otp_code_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    verifiedAt: timestamptz('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_challenges_factor_id_idx').on(t.factorId)],
);

export interface TravelPreferencesRow {
  interests: string[];
  budget_level: string;
  travel_style: string;
  preferred_duration?: string;
}

/** user_profiles: one profile per user (see docs/product/accounts.md). */
export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull().default(''),
  email: text('email').notNull(),
  bio: text('bio'),
  avatarUrl: text('avatar_url'),
  travelPreferences: jsonb('travel_preferences').$type<TravelPreferencesRow>().notNull(),
  experiencePoints: integer('experience_points').notNull().default(100),
  userLevel: integer('user_level').notNull().default(1),
  languages: jsonb('languages').$type<string[]>().notNull().default([]),
  interests: jsonb('interests').$type<string[]>().notNull().default([]),
  favoriteDestinations: jsonb('favorite_destinations').$type<string[]>().notNull().default([]),
  totalTrips: integer('total_trips').notNull().default(0),
  countriesVisited: integer('countries_visited').notNull().default(0),
  citiesVisited: integer('cities_visited').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Achievements and badges are seeded by a later issue; ids are stable slugs. */
export const achievements = pgTable('achievements', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default(''),
  pointsReward: integer('points_reward').notNull().default(0),
  category: text('category'),
  rarity: text('rarity'),
  createdAt: createdAt(),
});

export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    unlockedAt: timestamptz('unlocked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

export const badges = pgTable('badges', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default(''),
  color: text('color'),
  createdAt: createdAt(),
});

export const userBadges = pgTable(
  'user_badges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    earnedAt: timestamptz('earned_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);

/**
 * Signed-in users' itineraries, keyed by the client-made id within the account. A delete only sets
 * deleted_at: the tombstone stops another device's stale copy from silently bringing it back, and
 * keeps its text for a short while so the visitor can undo (then the text is purged).
 */
export const itineraries = pgTable(
  'itineraries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
 * Every event that earned (or could earn) points, keyed per user by an event key such as
 * `artwork:mona-lisa` or `daily_visit:2025-06-01`: the primary key makes a repeated event a no-op.
 * Rows with 0 XP are activity markers the weekly challenges count.
 */
export const xpEvents = pgTable(
  'xp_events',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    action: text('action').notNull(),
    xp: integer('xp').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventKey] }),
    index('xp_events_user_id_action_created_at_idx').on(t.userId, t.action, t.createdAt),
  ],
);

/**
 * Game rounds the server opened: which content items it handed out (question, statement or event ids,
 * in the order shown) and when, so a finished round is scored from its answers against the bundled
 * content and rewarded once. `finished_at` is set by the one finish that counts.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    /** The language the round was opened in: a crossword round is scored against that language's grid. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    items: jsonb('items').$type<string[]>().notNull().default([]),
    openedAt: timestamptz('opened_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
    score: integer('score'),
    maxScore: integer('max_score'),
  },
  (t) => [index('game_rounds_user_id_opened_at_idx').on(t.userId, t.openedAt)],
);

/**
 * Recognitions of a signed-in user's photos (never the photo): the id the XP claim must name, and what
 * was recognised. A photo recognised with certainty has its subject at once; one that was only offered
 * candidates has none until the user confirms one of them, and only then can it earn XP.
 */
export const recognitions = pgTable(
  'recognitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "artwork:mona-lisa", "landmark:colosseum" or a vision provider's name; null until confirmed. */
    subject: text('subject'),
    /** The possible matches offered ("artwork:…", "landmark:…"): the only ones that can be confirmed. */
    candidates: text('candidates')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    locationName: text('location_name'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    travelRating: integer('travel_rating').notNull().default(5),
    mood: text('mood'),
    weather: text('weather'),
    isPublic: boolean('is_public').notNull().default(true),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
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
    postId: uuid('post_id')
      .notNull()
      .references(() => travelPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_id_idx').on(t.userId)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => travelPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('post_comments_post_id_created_at_idx').on(t.postId, t.createdAt),
    index('post_comments_user_id_idx').on(t.userId),
  ],
);

/** Map destinations (cities); upserted at every start from packages/content. */
export const destinations = pgTable(
  'destinations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    description: text('description').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    rating: real('rating').notNull(),
    imageId: text('image_id'),
  },
  (t) => [index('destinations_rating_idx').on(t.rating.desc(), t.name)],
);

/** Map landmarks; upserted at every start from packages/content. Prices in euros, null when free. */
export const landmarks = pgTable(
  'landmarks',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    cityId: text('city_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    description: text('description').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: text('opening_hours').notNull(),
    ticketAdult: real('ticket_adult'),
    ticketMin: real('ticket_min'),
    imageId: text('image_id'),
  },
  (t) => [index('landmarks_city_id_idx').on(t.cityId), index('landmarks_name_idx').on(t.name)],
);

/**
 * The place-search index: our destinations and landmarks (source local) and the gazetteer's cities.
 * `key` is `<kind>:<id>`; `id` is what the API answers (a landmark or destination id, or geonames:<n>).
 */
export const places = pgTable(
  'places',
  {
    key: text('key').primaryKey(),
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    name: text('name').notNull(),
    /** English name of the country. */
    country: text('country'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** 0 to 1: 1 for local places, by population for gazetteer cities. */
    importance: real('importance').notNull(),
  },
  (t) => [index('places_source_idx').on(t.source)],
);

/**
 * Searchable names of places, normalised (lowercase, no accents, words split by single spaces):
 * the primary name and alternates (Firenze for Florence). Trigram GIN for typos and infix matches,
 * a pattern btree for short prefixes.
 */
export const placeNames = pgTable(
  'place_names',
  {
    placeKey: text('place_key')
      .notNull()
      .references(() => places.key, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isPrimary: boolean('is_primary').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.placeKey, t.name] }),
    index('place_names_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('place_names_name_prefix_idx').on(t.name.op('text_pattern_ops')),
  ],
);

/**
 * Which version (a hash) of a piece of packages/content the database holds, for content seeded at
 * start: the achievement, badge and sample-post catalogue.
 */
export const contentSeeded = pgTable('content_seeded', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  seededAt: timestamptz('seeded_at').notNull().defaultNow(),
});

/** What was loaded into `places` from where (the gazetteer's dataset version, the local content hash). */
export const placeSourcesLoaded = pgTable('place_sources_loaded', {
  source: text('source').primaryKey(),
  version: text('version').notNull(),
  loadedAt: timestamptz('loaded_at').notNull().defaultNow(),
});

/**
 * Who uploaded each stored photo (photo-upload function). Only its uploader may put it in a post, and it
 * is deleted from the object store when no post of theirs shows it any more, or when it was never posted.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('uploads_user_id_idx').on(t.userId), index('uploads_created_at_idx').on(t.createdAt)],
);
