import { describe, expect, it } from 'vitest';
import { accessTokenClaims, factorJson, userJson, type FactorRow, type UserRow } from './json';

const created = new Date('2026-01-01T00:00:00.000Z');
const later = new Date('2026-01-02T00:00:00.000Z');

const user: UserRow = {
  id: 'u1',
  email: 'ann@example.com',
  encryptedPassword: 'hash',
  emailConfirmedAt: later,
  confirmationSentAt: created,
  recoverySentAt: null,
  lastSignInAt: later,
  userMetadata: { full_name: 'Ann', email: 'spoofed@example.com' },
  createdAt: created,
  updatedAt: later,
} as UserRow;

const factor = (overrides: Partial<FactorRow>): FactorRow =>
  ({
    id: 'f1',
    userId: 'u1',
    factorType: 'totp',
    friendlyName: null,
    status: 'unverified',
    secret: 'SECRET',
    phone: null,
    lastUsedStep: null,
    lastChallengedAt: null,
    createdAt: created,
    updatedAt: later,
    ...overrides,
  }) as FactorRow;

describe('GoTrue JSON', () => {
  it('shapes a user, with identity data winning over stored metadata', () => {
    const json = userJson(user, []);
    expect(json).toMatchObject({
      id: 'u1',
      aud: 'authenticated',
      email_confirmed_at: later.toISOString(),
      confirmed_at: later.toISOString(),
      recovery_sent_at: null,
      user_metadata: { full_name: 'Ann', email: 'ann@example.com', email_verified: true, sub: 'u1' },
      is_anonymous: false,
    });
    expect(json.identities).toHaveLength(1);
    expect(json).not.toHaveProperty('factors');
  });

  it('marks an unconfirmed address as unverified', () => {
    const json = userJson({ ...user, emailConfirmedAt: null }, []);
    expect(json.email_confirmed_at).toBeNull();
    expect(json.user_metadata.email_verified).toBe(false);
  });

  it('lists factors without their secrets, with the phone only on phone factors', () => {
    const totp = factorJson(factor({}));
    expect(totp).toEqual({
      id: 'f1',
      friendly_name: '',
      factor_type: 'totp',
      status: 'unverified',
      created_at: created.toISOString(),
      updated_at: later.toISOString(),
      last_challenged_at: null,
    });
    expect(factorJson(factor({ factorType: 'phone', phone: '+15550109999' })).phone).toBe('+15550109999');
    expect(userJson(user, [factor({})]).factors).toHaveLength(1);
  });

  it('builds access-token claims that expire after the configured lifetime', () => {
    const claims = accessTokenClaims({
      user: userJson(user, []),
      session: { id: 's1', aal: 'aal2', amr: [{ method: 'password', timestamp: 5 }] },
      origin: 'https://a.example',
      iat: 1000,
      expirySeconds: 3600,
    });
    expect(claims).toMatchObject({
      iss: 'https://a.example/auth/v1',
      sub: 'u1',
      aud: 'authenticated',
      iat: 1000,
      exp: 4600,
      role: 'authenticated',
      aal: 'aal2',
      session_id: 's1',
    });
  });
});
