import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'esign-api';
const AUDIENCE = 'esign-backoffice';
/** A stream token is only good for opening the notification stream, never as an access token. */
const STREAM_AUDIENCE = 'esign-notification-stream';

export interface AccessTokenClaims {
  userId: number;
  /** The refresh-token family (session) the token belongs to. */
  sessionId: string;
}

function signToken(
  key: Uint8Array,
  audience: string,
  claims: AccessTokenClaims,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key);
}

async function verifyToken(
  key: Uint8Array,
  audience: string,
  token: string,
  now: Date,
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience,
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload['sid'] !== 'string') return null;
    return { userId, sessionId: payload['sid'] };
  } catch {
    return null;
  }
}

/** A short-lived HS256 JWT: sub = user id, sid = session (refresh family) id. */
export function signAccessToken(
  key: Uint8Array,
  claims: AccessTokenClaims,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  return signToken(key, AUDIENCE, claims, now, ttlSeconds);
}

/** The claims of a valid, unexpired token; null for anything else. */
export function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessTokenClaims | null> {
  return verifyToken(key, AUDIENCE, token, now);
}

/** A token that opens the notification stream for a minute (EventSource sends no headers). */
export function signStreamToken(
  key: Uint8Array,
  claims: AccessTokenClaims,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  return signToken(key, STREAM_AUDIENCE, claims, now, ttlSeconds);
}

export function verifyStreamToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessTokenClaims | null> {
  return verifyToken(key, STREAM_AUDIENCE, token, now);
}
