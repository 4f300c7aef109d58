import { decodeJwt, jwtVerify, SignJWT } from 'jose';

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

/** At most this many verified tokens remembered per key (about 200 bytes each). */
const MAX_VERIFIED_TOKENS = 10_000;

interface VerifiedToken {
  claims: AccessTokenClaims;
  /** Seconds since the epoch: the token is valid while the current second is below it. */
  expiresAt: number;
}

/**
 * Access tokens whose signature each key has verified. A token is sent with every request of
 * its lifetime, and checking an HS256 signature through WebCrypto cost more than the rest of
 * the token check; a token's claims never change, so the result is kept (its expiry is still
 * checked every time). This is a memo of a pure function, not session state: whether the
 * session is still live is read from the database on every request (loadPrincipal).
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedToken>>();

function rememberVerified(key: Uint8Array, token: string, verified: VerifiedToken): void {
  let tokens = verifiedTokens.get(key);
  if (!tokens) {
    tokens = new Map();
    verifiedTokens.set(key, tokens);
  }
  if (tokens.size >= MAX_VERIFIED_TOKENS) {
    // Forget the oldest eighth (a Map keeps insertion order).
    let drop = MAX_VERIFIED_TOKENS / 8;
    for (const oldest of tokens.keys()) {
      if (drop-- <= 0) break;
      tokens.delete(oldest);
    }
  }
  tokens.set(token, verified);
}

/** The claims of a valid, unexpired token; null for anything else. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessTokenClaims | null> {
  const second = Math.floor(now.getTime() / 1000);
  const known = verifiedTokens.get(key)?.get(token);
  if (known) return second < known.expiresAt ? known.claims : null;
  const claims = await verifyToken(key, AUDIENCE, token, now);
  const expiresAt = claims ? decodeJwt(token).exp : undefined;
  if (claims && expiresAt !== undefined) rememberVerified(key, token, { claims, expiresAt });
  return claims;
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
