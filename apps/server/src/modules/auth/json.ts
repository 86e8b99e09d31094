import type { authSessions, mfaFactors, users } from '../../db/schema';

// Database rows in the JSON shapes GoTrue answers with, which @supabase/auth-js expects.

export type UserRow = typeof users.$inferSelect;
export type FactorRow = typeof mfaFactors.$inferSelect;
export type SessionRow = typeof authSessions.$inferSelect;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName ?? '',
    factor_type: factor.factorType,
    status: factor.status,
    ...(factor.factorType === 'phone' ? { phone: factor.phone ?? '' } : {}),
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
    last_challenged_at: iso(factor.lastChallengedAt),
  };
}

/** GoTrue's user object. */
export function userJson(user: UserRow, factors: FactorRow[]) {
  const confirmed = iso(user.emailConfirmedAt);
  const identityData = {
    email: user.email,
    email_verified: confirmed !== null,
    phone_verified: false,
    sub: user.id,
  };
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: confirmed,
    phone: '',
    confirmation_sent_at: iso(user.confirmationSentAt),
    recovery_sent_at: iso(user.recoverySentAt),
    confirmed_at: confirmed,
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { ...user.userMetadata, ...identityData },
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: iso(user.lastSignInAt),
        created_at: user.createdAt.toISOString(),
        updated_at: user.updatedAt.toISOString(),
        email: user.email,
      },
    ],
    ...(factors.length ? { factors: factors.map(factorJson) } : {}),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}
export type UserJson = ReturnType<typeof userJson>;

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

/** The claims of an access token: GoTrue's, so Supabase clients read them unchanged. */
export function accessTokenClaims(input: {
  user: UserJson;
  session: Pick<SessionRow, 'id' | 'aal' | 'amr'>;
  origin: string;
  iat: number;
  expirySeconds: number;
}) {
  const { user, session, iat } = input;
  return {
    iss: `${input.origin}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    exp: iat + input.expirySeconds,
    iat,
    email: user.email,
    phone: '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: 'authenticated',
    aal: session.aal,
    amr: session.amr,
    session_id: session.id,
    is_anonymous: false,
  };
}
