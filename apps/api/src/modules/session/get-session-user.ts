import type { SessionUser } from '@esign/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { permissions, rolePermissions, roles, users } from '../../db/schema/users';
import { notFound } from '../../http/api-error';
import { noPrincipalDigest, type PrincipalCheck } from '../../http/principal';
import { frontEndPermissions, sortPermissionCodes } from './front-end-permissions';

/**
 * The user/me view of a user: role, permission codes, front-end codes and counters, read in one
 * statement (the role's codes as an array beside the user's row). Given `principalCheck` (the
 * route's, GET user/me), that statement also confirms the asking session's principal: a page load
 * costs one statement for user/me instead of three (principal, user, codes).
 */
export async function getSessionUser(
  executor: Executor,
  userId: number,
  confirm?: { principalCheck: PrincipalCheck | null; now: Date },
): Promise<SessionUser> {
  const check = confirm?.principalCheck;
  const [user] = await executor
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      privyId: users.privyId,
      userType: users.userType,
      roleName: roles.name,
      roleDescription: roles.description,
      unreadNotification: users.unreadNotification,
      notificationTopup: users.notificationTopup,
      codes: sql<string[]>`array(select ${permissions.code} from ${rolePermissions}
        join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
        where ${rolePermissions.roleId} = ${users.roleId} order by ${permissions.code})`,
      principalDigest: check
        ? check.column({ userId, sessionId: check.sessionId, now: confirm.now })
        : noPrincipalDigest,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  check?.confirm(user?.principalDigest);
  if (!user) throw notFound('User not found');
  const role = { name: user.roleName, description: user.roleDescription };
  const roleCodes = sortPermissionCodes(user.codes);
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    privy_id: user.privyId,
    user_type: user.userType,
    auth_role: role,
    roles: [role],
    permissions: roleCodes,
    fe_permissions: frontEndPermissions(user.roleName, roleCodes),
    unread_notification: Math.max(0, user.unreadNotification),
    notification_topup: user.notificationTopup,
  };
}
