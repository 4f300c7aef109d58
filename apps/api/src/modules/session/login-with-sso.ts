import { SSO_USER_TYPE, type TokenPair } from '@esign/contract';
import { eq, or, sql } from 'drizzle-orm';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema/users';
import { ApiError, unauthorized } from '../../http/api-error';
import { bearerToken } from '../../http/bearer-token';
import { recordActivity } from '../monitoring/record-activity';
import { startSession } from './start-session';

/** Asymmetric algorithms only: `none` and shared-secret (HS*) tokens are never accepted. */
const SSO_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
];

/** Tolerated clock difference with the identity provider for exp and nbf. */
const CLOCK_TOLERANCE_SECONDS = 60;

export const SSO_MESSAGES = {
  missing: 'A single sign-on access token is required (Authorization: Bearer)',
  expired: 'The single sign-on token has expired. Please sign in again.',
  notYetValid: 'The single sign-on token is not valid yet. Please check the clock and try again.',
  issuer: 'The single sign-on token was issued by another identity provider.',
  audience: 'The single sign-on token was issued for another application.',
  tenant: 'The single sign-on account belongs to another organisation.',
  algorithm: 'The single sign-on token uses a signature algorithm that is not allowed.',
  signature: 'The single sign-on token signature could not be verified.',
  malformed: 'The single sign-on token is invalid.',
  noAccount: 'The single sign-on token does not name an account.',
  notRegistered:
    'This account is not registered for single sign-on. Please contact your administrator.',
  notSsoUser: 'This account signs in with a username and password, not single sign-on.',
  inactive: 'This account is deactivated. Please contact your administrator.',
  keysUnavailable:
    'The identity provider could not be reached to check the sign-in. Please try again later.',
} as const;

/** A clear 401 for each way a token fails verification; null when the keys could not be loaded. */
function verificationFailure(error: unknown): ApiError | null {
  const invalid = (message: string) => unauthorized('invalid_sso_token', message);
  if (error instanceof errors.JWTExpired) return invalid(SSO_MESSAGES.expired);
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return invalid(SSO_MESSAGES.issuer);
    if (error.claim === 'aud') return invalid(SSO_MESSAGES.audience);
    if (error.claim === 'nbf') return invalid(SSO_MESSAGES.notYetValid);
    return invalid(SSO_MESSAGES.malformed);
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return invalid(SSO_MESSAGES.algorithm);
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys
  ) {
    return invalid(SSO_MESSAGES.signature);
  }
  if (
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWTInvalid ||
    error instanceof errors.JOSENotSupported ||
    error instanceof errors.JWKInvalid
  ) {
    return invalid(SSO_MESSAGES.malformed);
  }
  // JWKS timeouts, network failures, an invalid key set: the provider, not the token, failed.
  return null;
}

/** The account name of an SSO token: preferred_username, else upn, else email. */
function identityOf(payload: JWTPayload): string | null {
  for (const claim of ['preferred_username', 'upn', 'email', 'unique_name']) {
    const value = payload[claim];
    if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase();
  }
  return null;
}

const REFUSALS = {
  notRegistered: { code: 'sso_user_not_registered', message: SSO_MESSAGES.notRegistered },
  notSsoUser: { code: 'sso_not_allowed', message: SSO_MESSAGES.notSsoUser },
  inactive: { code: 'sso_user_inactive', message: SSO_MESSAGES.inactive },
} as const;

/** Why this account may not sign in with SSO, or null when it may. */
function refusalFor(
  user: { userType: number; isActive: boolean } | undefined,
): { code: string; message: string } | null {
  if (!user) return REFUSALS.notRegistered;
  if (user.userType !== SSO_USER_TYPE) return REFUSALS.notSsoUser;
  if (!user.isActive) return REFUSALS.inactive;
  return null;
}

type Outcome =
  | { kind: 'ok'; tokens: TokenPair; userId: number }
  | { kind: 'refused'; code: string; message: string };

/**
 * Exchanges a corporate SSO access token for a session. The token must verify against the
 * configured issuer, audience, JWKS and allowed algorithms (and tenant, when one is configured);
 * its account (username or e-mail, case-insensitive) must be an active user of user_type 1.
 * Every refusal is a 401 with a sentence saying why, and is written to the activity log.
 */
export async function loginWithSso(
  ctx: AppContext,
  input: { authorization: string | undefined; ip: string | null },
): Promise<{ tokens: TokenPair; userId: number }> {
  const sso = ctx.config.sso;
  if (!sso || !ctx.ssoKeys) {
    throw new ApiError(
      501,
      'sso_not_configured',
      'Single sign-on is not configured on this server',
    );
  }
  const token = bearerToken(input.authorization);
  if (!token) throw unauthorized('invalid_sso_token', SSO_MESSAGES.missing);
  const now = ctx.clock();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, ctx.ssoKeys, {
      issuer: sso.issuer,
      audience: sso.audience,
      algorithms: SSO_ALGORITHMS,
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    const failure = verificationFailure(error);
    if (failure) throw failure;
    throw new ApiError(503, 'sso_unavailable', SSO_MESSAGES.keysUnavailable);
  }
  if (sso.tenantId && payload['tid'] !== sso.tenantId) {
    throw unauthorized('sso_wrong_tenant', SSO_MESSAGES.tenant);
  }
  const identity = identityOf(payload);
  if (!identity) throw unauthorized('invalid_sso_token', SSO_MESSAGES.noAccount);

  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const matches = await tx
      .select({
        id: users.id,
        name: users.name,
        userType: users.userType,
        isActive: users.isActive,
      })
      .from(users)
      .where(
        or(eq(sql`lower(${users.username})`, identity), eq(sql`lower(${users.email})`, identity)),
      );
    // An SSO account wins over a password account that happens to share the e-mail.
    const user =
      matches.find((match) => match.userType === SSO_USER_TYPE && match.isActive) ??
      matches.find((match) => match.userType === SSO_USER_TYPE) ??
      matches[0];
    const refusal = refusalFor(user);
    if (!user || refusal) {
      const { code, message } = refusal ?? REFUSALS.notRegistered;
      await recordActivity(tx, {
        userId: null,
        action: 'auth.sso_login_failed',
        activity: `Single sign-on refused for "${identity}": ${message}`,
        ip: input.ip,
        at: now,
      });
      return { kind: 'refused', code, message };
    }
    await recordActivity(tx, {
      userId: user.id,
      action: 'auth.sso_login',
      activity: `${user.name} signed in with single sign-on`,
      subjectType: 'user',
      subjectId: user.id,
      ip: input.ip,
      at: now,
    });
    return { kind: 'ok', tokens: await startSession(tx, ctx, user.id, now), userId: user.id };
  });
  if (outcome.kind === 'refused') throw unauthorized(outcome.code, outcome.message);
  return { tokens: outcome.tokens, userId: outcome.userId };
}
