import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { verifyAccessToken, type AccessTokenClaims } from '../../auth/access-token';
import type { Database } from '../../db/database';
import { PreparedStatements } from '../../db/prepared-statements';
import { refreshTokens } from '../../db/schema/sessions';
import { permissions, rolePermissions, roles, users } from '../../db/schema/users';
import { unauthorized } from '../../http/api-error';
import { bearerToken } from '../../http/bearer-token';
import type { Authenticate, Principal } from '../../http/principal';
import { frontEndPermissions } from './front-end-permissions';

/** Whether the session (family) is still live, whether the user is active, and the role's codes. */
function principalQuery(db: Database) {
  return db
    .select({
      isActive: users.isActive,
      roleName: roles.name,
      sessionLive: sql<boolean>`exists (
          select 1 from ${refreshTokens}
          where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')}
            and ${refreshTokens.userId} = ${users.id}
            and ${refreshTokens.replacedBy} is null
            and ${refreshTokens.revokedAt} is null
            and ${refreshTokens.expiresAt} > ${sql.placeholder('now')}::timestamptz)`,
      codes: sql<string[]>`coalesce((
          select json_agg(${permissions.code}) from ${rolePermissions}
          join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
          where ${rolePermissions.roleId} = ${users.roleId}), '[]'::json)`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, sql.placeholder('userId')));
}

/** Built once per database: every authenticated request runs it. */
const principalStatements = new PreparedStatements<
  ReturnType<ReturnType<typeof principalQuery>['prepare']>
>(1);

/**
 * The principal of verified token claims: in one indexed query checks that its session (family)
 * is still live and the user active, and loads the role's codes. A logout or a revocation
 * therefore takes effect on the very next request, not when the token expires.
 */
export async function loadPrincipal(
  ctx: Pick<AppContext, 'db'>,
  claims: AccessTokenClaims,
  now: Date,
): Promise<Principal> {
  const statement = principalStatements.get(ctx.db, 'principal', () => principalQuery(ctx.db));
  const [row] = await statement.execute({
    sessionId: claims.sessionId,
    userId: claims.userId,
    now,
  });
  if (!row || !row.isActive || !row.sessionLive) {
    throw unauthorized('session_ended', 'Your session has ended. Please sign in again.');
  }
  return {
    userId: claims.userId,
    sessionId: claims.sessionId,
    roleName: row.roleName,
    permissions: new Set(frontEndPermissions(row.roleName, row.codes)),
  };
}

/** Verifies the Bearer access token, then loads its principal (loadPrincipal). */
export function createAuthenticate(
  ctx: Pick<AppContext, 'db' | 'secrets' | 'clock'>,
): Authenticate {
  return async (authorization) => {
    const token = bearerToken(authorization);
    if (!token) throw unauthorized('unauthorized', 'Authentication is required');
    const now = ctx.clock();
    const claims = await verifyAccessToken(ctx.secrets.jwtKey, token, now);
    if (!claims) throw unauthorized('invalid_token', 'Your session is invalid or has expired');
    return loadPrincipal(ctx, claims, now);
  };
}
