import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'esign-api';
const AUDIENCE = 'esign-backoffice';

export interface AccessTokenClaims {
  userId: number;
  /** The refresh-token family (session) the token belongs to. */
  sessionId: string;
}

/** A short-lived HS256 JWT: sub = user id, sid = session (refresh family) id. */
export function signAccessToken(
  key: Uint8Array,
  claims: AccessTokenClaims,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key);
}

/** The claims of a valid, unexpired token; null for anything else. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload['sid'] !== 'string') return null;
    return { userId, sessionId: payload['sid'] };
  } catch {
    return null;
  }
}
