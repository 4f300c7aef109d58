import type { SessionUser } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { roles, users } from '../../db/schema/users';
import { notFound } from '../../http/api-error';
import {
  noPrincipalDigest,
  principalDigestColumn,
  type PrincipalCheck,
} from '../../http/principal';
import { roleCodes } from './authenticate-access-token';
import { frontEndPermissions, sortPermissionCodes } from './front-end-permissions';

/**
 * The user/me view of a user: role, permission codes, front-end codes and counters, read in one
 * statement (the role's codes beside the user's row, as the principal reads them). Given
 * `principalCheck` (the route's, GET user/me), that statement also confirms the asking session's
 * principal: a page load costs one statement for user/me instead of three (principal, user,
 * codes).
 */
export async function getSessionUser(
  executor: Executor,
  userId: number,
  confirm?: { principalCheck: PrincipalCheck | null; now: Date },
): Promise<SessionUser> {
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
      codes: roleCodes,
      principalDigest: confirm
        ? principalDigestColumn(confirm.principalCheck, userId, confirm.now)
        : noPrincipalDigest,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  confirm?.principalCheck?.confirm(user?.principalDigest);
  if (!user) throw notFound('User not found');
  const role = { name: user.roleName, description: user.roleDescription };
  const codes = sortPermissionCodes(user.codes);
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    privy_id: user.privyId,
    user_type: user.userType,
    auth_role: role,
    roles: [role],
    permissions: codes,
    fe_permissions: frontEndPermissions(user.roleName, codes),
    unread_notification: Math.max(0, user.unreadNotification),
    notification_topup: user.notificationTopup,
  };
}
