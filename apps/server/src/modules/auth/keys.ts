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
/** How many verified access tokens are remembered (a few MB at most); the oldest is forgotten first. */
const verifiedTokensKept = 5000;

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
  /**
   * Tokens whose signature and claims have been checked, with their claims. The same string verifies
   * the same way until it expires (checked on each use) or its key is withdrawn, and the signature check
   * is the dearest part of a signed-in request after the session lookup. The session's standing is still
   * checked on every request (from the database, or on PGlite from memory that the database's own change
   * notices keep exact: session-standing.ts), so a signed-out token stops working at once all the same.
   */
  private readonly verified = new Map<string, { payload: JWTPayload; kid: string | undefined }>();
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
    const known = this.verified.get(token);
    if (known && this.keys.some((key) => key.kid === known.kid)) {
      // As jose checks it: expired once `exp` is not after the current second.
      if (typeof known.payload.exp !== 'number' || known.payload.exp <= Math.floor(Date.now() / 1000)) {
        this.verified.delete(token);
        throw authErrors.jwtExpired();
      }
      return known.payload;
    }
    try {
      const { payload, protectedHeader } = await jwtVerify(
        token,
        async (header) => this.publicKeyFor(header.kid),
        { algorithms: [algorithm], audience: 'authenticated', requiredClaims: ['exp'] },
      );
      if (this.verified.size >= verifiedTokensKept) {
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(token, { payload, kid: protectedHeader.kid });
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
