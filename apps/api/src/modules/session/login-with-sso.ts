import { SSO_USER_TYPE, type TokenPair } from '@esign/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import { jwtVerify, type JWTPayload } from 'jose';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema/users';
import { ApiError, unauthorized } from '../../http/api-error';
import { bearerToken } from '../../http/bearer-token';
import { recordActivity } from '../monitoring/record-activity';
import { startSession } from './start-session';

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

/** The account name of an SSO token: preferred_username, else upn, else email. */
function identityOf(payload: JWTPayload): string | null {
  for (const claim of ['preferred_username', 'upn', 'email', 'unique_name']) {
    const value = payload[claim];
    if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase();
  }
  return null;
}

type Outcome = { kind: 'ok'; tokens: TokenPair; userId: number } | { kind: 'unknown' };

/**
 * Exchanges a corporate SSO access token for a session. The token must verify against the
 * configured issuer, audience and JWKS; its account must be an active user of user_type 1
 * whose username or e-mail matches.
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
  if (!token)
    throw unauthorized(
      'invalid_sso_token',
      'A single sign-on access token is required (Authorization: Bearer)',
    );
  const now = ctx.clock();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, ctx.ssoKeys, {
      issuer: sso.issuer,
      audience: sso.audience,
      algorithms: SSO_ALGORITHMS,
      currentDate: now,
    }));
  } catch {
    throw unauthorized('invalid_sso_token', 'The single sign-on token is invalid or has expired');
  }
  const identity = identityOf(payload);
  if (!identity)
    throw unauthorized('invalid_sso_token', 'The single sign-on token does not name an account');

  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const [user] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        and(
          eq(users.userType, SSO_USER_TYPE),
          eq(users.isActive, true),
          or(eq(sql`lower(${users.username})`, identity), eq(sql`lower(${users.email})`, identity)),
        ),
      )
      .limit(1);
    if (!user) {
      await recordActivity(tx, {
        userId: null,
        action: 'auth.sso_login_failed',
        activity: `Single sign-on refused for unregistered account "${identity}"`,
        ip: input.ip,
        at: now,
      });
      return { kind: 'unknown' };
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
  if (outcome.kind === 'unknown') {
    throw new ApiError(
      403,
      'sso_user_not_registered',
      'This account is not registered for single sign-on. Please contact your administrator.',
    );
  }
  return { tokens: outcome.tokens, userId: outcome.userId };
}
