import { eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { verifyAccessToken, type AccessTokenClaims } from '../../auth/access-token';
import { ByteBudgetCache } from '../../cache/byte-budget-cache';
import type { Database } from '../../db/database';
import { PreparedStatements } from '../../db/prepared-statements';
import { refreshTokens } from '../../db/schema/sessions';
import { permissions, rolePermissions, roles, users } from '../../db/schema/users';
import { unauthorized } from '../../http/api-error';
import { bearerToken } from '../../http/bearer-token';
import type {
  Authenticate,
  AuthenticateForRead,
  Principal,
  PrincipalCheckRefs,
  PrincipalForRead,
} from '../../http/principal';
import { frontEndPermissions } from './front-end-permissions';

/** Whether the session (family) `refs.sessionId` of the row's user is still live at `refs.now`. */
function sessionLive(refs: PrincipalCheckRefs): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${refreshTokens}
    where ${refreshTokens.familyId} = ${refs.sessionId}
      and ${refreshTokens.userId} = ${users.id}
      and ${refreshTokens.replacedBy} is null
      and ${refreshTokens.revokedAt} is null
      and ${refreshTokens.expiresAt} > ${refs.now}::timestamptz)`;
}

/** The codes of the row's user's role, in a stable order (also user/me's: get-session-user). */
export const roleCodes = sql<string[]>`coalesce((
    select json_agg(${permissions.code} order by ${permissions.code}) from ${rolePermissions}
    join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
    where ${rolePermissions.roleId} = ${users.roleId}), '[]'::json)`;

/**
 * A digest of everything a principal is made of (active, role, live session, the role's codes):
 * two reads give the same digest exactly when the principal they make is the same.
 */
function principalDigest(refs: PrincipalCheckRefs): SQL<string> {
  return sql<string>`md5(json_build_array(${users.isActive}, ${roles.name}, ${sessionLive(refs)}, ${roleCodes})::text)`;
}

/** Whether the session is still live, whether the user is active, the role's codes, the digest. */
function principalQuery(db: Database) {
  const refs = {
    userId: sql.placeholder('userId'),
    sessionId: sql.placeholder('sessionId'),
    now: sql.placeholder('now'),
  };
  return db
    .select({
      isActive: users.isActive,
      roleName: roles.name,
      sessionLive: sessionLive(refs),
      codes: roleCodes,
      digest: principalDigest(refs),
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, refs.userId));
}

/**
 * The digest of the principal of `refs` read now, as a scalar subquery (null when there is no
 * such user): a statement that selects it checks the principal in the same round trip.
 */
export function principalCheckColumn(refs: PrincipalCheckRefs): SQL<string | null> {
  const subquery = sql`select ${principalDigest(refs)} from ${users}
    join ${roles} on ${roles.id} = ${users.roleId} where ${users.id} = ${refs.userId}`;
  // Nested, so that its columns keep their tables' names: in a select from one table, drizzle
  // writes the columns directly in a selected expression without them ("id" would be ambiguous).
  return sql<string | null>`(${subquery})`;
}

/** Built once per database: every authenticated request runs it. */
const principalStatements = new PreparedStatements<
  ReturnType<ReturnType<typeof principalQuery>['prepare']>
>(1);

/** A principal with the digest of the database's answer it was made from. */
interface ReadPrincipal {
  principal: Principal;
  digest: string;
}

async function readPrincipal(
  ctx: Pick<AppContext, 'db'>,
  claims: AccessTokenClaims,
  now: Date,
): Promise<ReadPrincipal> {
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
    principal: {
      userId: claims.userId,
      sessionId: claims.sessionId,
      roleName: row.roleName,
      permissions: new Set(frontEndPermissions(row.roleName, row.codes)),
    },
    digest: row.digest,
  };
}

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
  return (await readPrincipal(ctx, claims, now)).principal;
}

/** Principals read for earlier requests, by session: ~200 bytes each, so ~20,000 sessions. */
const PRINCIPALS_READ_BYTES = 4 * 1024 * 1024;

async function verifiedClaims(
  ctx: Pick<AppContext, 'secrets'>,
  authorization: string | undefined,
  now: Date,
): Promise<AccessTokenClaims> {
  const token = bearerToken(authorization);
  if (!token) throw unauthorized('unauthorized', 'Authentication is required');
  const claims = await verifyAccessToken(ctx.secrets.jwtKey, token, now);
  if (!claims) throw unauthorized('invalid_token', 'Your session is invalid or has expired');
  return claims;
}

/**
 * The server's two ways to authenticate a request (both verify the Bearer access token first):
 * - `authenticate` reads the principal with a statement of its own (loadPrincipal);
 * - `authenticateForRead`, for read-only endpoints, offers the principal read for an earlier
 *   request of the same session, still to be confirmed by the digest the endpoint's own statement
 *   selects (principalCheckColumn). One statement per request instead of two: about a tenth more
 *   list pages per second in tools/bench/document-list.mts, for both the server and PostgreSQL.
 *
 * What is kept is per process and only ever a guess: a request is answered only once the
 * database has confirmed its principal during that request (register-endpoint.ts), so a logout,
 * a deactivation or a changed role made through any instance counts from the very next request.
 */
export function createAuthentication(ctx: Pick<AppContext, 'db' | 'secrets' | 'clock'>): {
  authenticate: Authenticate;
  authenticateForRead: AuthenticateForRead;
} {
  const readBefore = new ByteBudgetCache<string, ReadPrincipal>(PRINCIPALS_READ_BYTES);
  const read = async (claims: AccessTokenClaims, now: Date): Promise<ReadPrincipal> => {
    try {
      const fresh = await readPrincipal(ctx, claims, now);
      readBefore.set(claims.sessionId, fresh, 200 + fresh.principal.permissions.size * 32);
      return fresh;
    } catch (error) {
      readBefore.delete(claims.sessionId);
      throw error;
    }
  };

  const authenticate: Authenticate = async (authorization) => {
    const now = ctx.clock();
    return (await read(await verifiedClaims(ctx, authorization, now), now)).principal;
  };

  const authenticateForRead: AuthenticateForRead = async (authorization) => {
    const now = ctx.clock();
    const claims = await verifiedClaims(ctx, authorization, now);
    const earlier = readBefore.get(claims.sessionId);
    if (!earlier || earlier.principal.userId !== claims.userId) {
      return { principal: (await read(claims, now)).principal, confirmed: true };
    }
    return {
      principal: earlier.principal,
      confirmed: false,
      confirms: (digest) => digest === earlier.digest,
      readAgain: async () => {
        const fresh = await read(claims, now);
        return { principal: fresh.principal, changed: fresh.digest !== earlier.digest };
      },
    } satisfies PrincipalForRead;
  };

  return { authenticate, authenticateForRead };
}
