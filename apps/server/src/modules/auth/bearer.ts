import type { FastifyRequest } from 'fastify';
import type { JWTPayload } from 'jose';
import { authErrors } from './errors';
import type { SigningKeys } from './keys';

// The one place that reads and checks a Bearer access token, for /auth/v1 and the /api/v1 routes alike.

/** The token of an `Authorization: Bearer …` header; anything else is "no authorization". */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw authErrors.noAuthorization();
  return match[1];
}

/** Signature, algorithm, audience and expiry of an access token, which must name its user. */
export async function verifyAccessToken(
  keys: SigningKeys,
  token: string,
): Promise<JWTPayload & { sub: string }> {
  const payload = await keys.verify(token);
  if (!payload.sub) throw authErrors.badJwt();
  return { ...payload, sub: payload.sub };
}
