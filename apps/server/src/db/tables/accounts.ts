// Accounts (GoTrue's tables): users, signing keys, sessions and tokens, guesses, MFA.
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { counter, createdAt, timestamptz, updatedAt, uuidOwnedBy, uuidPrimaryKey } from './columns';

/** Accounts (GoTrue's auth.users). The password is an argon2id hash. */
export const users = pgTable(
  'users',
  {
    id: uuidPrimaryKey(),
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

/** The account a row belongs to: deleting the account deletes the row. */
export const ownerId = () => uuidOwnedBy('user_id', () => users.id);

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
    id: uuidPrimaryKey(),
    userId: ownerId(),
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
    id: uuidPrimaryKey(),
    tokenHash: text('token_hash').notNull(),
    sessionId: uuidOwnedBy('session_id', () => authSessions.id),
    userId: ownerId(),
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
    id: uuidPrimaryKey(),
    userId: ownerId(),
    tokenType: text('token_type').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For the two e-mail change links: the address they move the account to. */
    newEmail: text('new_email'),
    /** For a sign-up link: the password of the sign-up request that sent it, which only it activates. */
    passwordHash: text('password_hash'),
    /** For a sign-up link: the name given with that sign-up request. */
    fullName: text('full_name'),
    /** Wrong guesses spent on a typed code (the reauthentication nonce). */
    attempts: counter('attempts'),
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
    id: uuidPrimaryKey(),
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
    id: uuidPrimaryKey(),
    userId: ownerId(),
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
    id: uuidPrimaryKey(),
    factorId: uuidOwnedBy('factor_id', () => mfaFactors.id),
    userId: ownerId(),
    otpCodeHash: text('otp_code_hash'),
    attempts: counter('attempts'),
    expiresAt: timestamptz('expires_at').notNull(),
    verifiedAt: timestamptz('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_challenges_factor_id_idx').on(t.factorId)],
);
