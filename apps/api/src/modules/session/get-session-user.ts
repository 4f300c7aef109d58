import type { SessionUser } from '@esign/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { permissions, rolePermissions, roles, users } from '../../db/schema/users';
import { notFound } from '../../http/api-error';
import { frontEndPermissions, sortPermissionCodes } from './front-end-permissions';

/** The user/me view of a user: role, permission codes, front-end codes and counters. */
export async function getSessionUser(executor: Executor, userId: number): Promise<SessionUser> {
  const [user] = await executor
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      privyId: users.privyId,
      userType: users.userType,
      roleId: users.roleId,
      roleName: roles.name,
      roleDescription: roles.description,
      unreadNotification: users.unreadNotification,
      notificationTopup: users.notificationTopup,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  const codes = await executor
    .select({ code: permissions.code })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, user.roleId))
    .orderBy(asc(permissions.code));
  const role = { name: user.roleName, description: user.roleDescription };
  const roleCodes = sortPermissionCodes(codes.map((row) => row.code));
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
