import { asc } from 'drizzle-orm';
import {
  calculateJwkThumbprint,
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Db } from '../../db/database';
import { authSigningKeys } from '../../db/schema';
import { sha256 } from './crypto';
import { authErrors } from './errors';

const algorithm = 'ES256';

interface LoadedKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * The ES256 keys that sign access tokens. The first instance to start creates one and stores it in the
 * database; every instance signs with the oldest key and verifies with any published one.
 */
export class SigningKeys {
  private keys: LoadedKey[] = [];
  private lastReload = 0;
  /** Secret for deriving rotated refresh tokens; shared by instances because it comes from the key. */
  refreshSecret: Buffer = Buffer.alloc(0);

  private constructor(private readonly db: Db) {}

  static async open(db: Db): Promise<SigningKeys> {
    const store = new SigningKeys(db);
    await store.reload();
    if (store.keys.length === 0) {
      const { privateKey, publicKey } = await generateKeyPair(algorithm, { extractable: true });
      const publicJwk = await exportJWK(publicKey);
      const kid = await calculateJwkThumbprint(publicJwk);
      await db
        .insert(authSigningKeys)
        .values({
          kid,
          algorithm,
          privateJwk: { ...(await exportJWK(privateKey)), kid, alg: algorithm },
          publicJwk: { ...publicJwk, kid, alg: algorithm, use: 'sig' },
        })
        .onConflictDoNothing();
      // Another instance may have won the race; the oldest row is the signing key either way.
      await store.reload();
    }
    return store;
  }

  private async reload(): Promise<void> {
    const rows = await this.db
      .select()
      .from(authSigningKeys)
      .orderBy(asc(authSigningKeys.createdAt), asc(authSigningKeys.kid));
    this.keys = await Promise.all(
      rows.map(async (row) => ({
        kid: row.kid,
        privateKey: (await importJWK(row.privateJwk as JWK, algorithm)) as CryptoKey,
        publicKey: (await importJWK(row.publicJwk as JWK, algorithm)) as CryptoKey,
        publicJwk: { ...(row.publicJwk as JWK), key_ops: ['verify'] },
      })),
    );
    const first = rows[0];
    if (first)
      this.refreshSecret = Buffer.from(sha256(`refresh-derivation:${String(first.privateJwk.d)}`), 'hex');
    this.lastReload = Date.now();
  }

  jwks(): { keys: JWK[] } {
    return { keys: this.keys.map((key) => key.publicJwk) };
  }

  async sign(claims: JWTPayload & { exp: number; iat: number }): Promise<string> {
    const key = this.keys[0];
    if (!key) throw new Error('no signing key loaded');
    return new SignJWT(claims)
      .setProtectedHeader({ alg: algorithm, kid: key.kid, typ: 'JWT' })
      .sign(key.privateKey);
  }

  /** Verifies signature, algorithm and expiry; every failure but expiry is "Invalid JWT signature". */
  async verify(token: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, async (header) => this.publicKeyFor(header.kid), {
        algorithms: [algorithm],
        audience: 'authenticated',
      });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw authErrors.jwtExpired();
      throw authErrors.badJwt();
    }
  }

  private async publicKeyFor(kid: string | undefined): Promise<CryptoKey> {
    let key = this.keys.find((k) => k.kid === kid);
    // A key created by another instance after we started: look again, at most every 10 s.
    if (!key && kid && Date.now() - this.lastReload > 10_000) {
      await this.reload();
      key = this.keys.find((k) => k.kid === kid);
    }
    if (!key) throw authErrors.badJwt();
    return key.publicKey;
  }
}
