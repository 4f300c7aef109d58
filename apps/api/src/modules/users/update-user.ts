import {
  SSO_USER_TYPE,
  SUPER_ADMIN_ROLE,
  type InternalUser,
  type UpdateUserRequest,
} from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { lockAndGuard } from '../../db/lock-and-guard';
import { roles, users } from '../../db/schema/users';
import { forbidden, invalidInput, notFound } from '../../http/api-error';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { assertUserReferences, referencesOf } from './assert-user-references';
import { endUserSessions } from './end-user-sessions';
import { loadUser } from './load-users';
import { resolveUserPassword } from './resolve-user-password';
import {
  assertMayTouchSuperAdmin,
  assertNotLastSuperAdmin,
  lockSuperAdminRole,
} from './super-admin-guard';
import { assertUserFieldsFree, conflictField, userFieldTaken } from './user-conflicts';

/**
 * PUT admin master-data/user/{id}. Nobody changes their own role. A new password (or a switch to
 * SSO, which drops the password) ends the user's sessions; a local user must keep a password.
 */
export async function updateUser(
  ctx: Pick<AppContext, 'db' | 'clock' | 'secrets'>,
  principal: Principal,
  input: UpdateUserRequest & { id: number; ip: string },
): Promise<InternalUser> {
  const now = ctx.clock();
  const isSso = input.user_type === SSO_USER_TYPE;
  const newHash =
    isSso || input.password === undefined ? null : await resolveUserPassword(ctx, input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockSuperAdminRole(tx);
      const current = await lockAndGuard(
        tx,
        users,
        eq(users.id, input.id),
        (row) => {
          if (row.id === principal.userId && row.roleId !== input.role_id)
            throw forbidden('You cannot change your own role');
        },
        () => notFound('User not found'),
      );
      const [currentRole] = await tx
        .select({ name: roles.name })
        .from(roles)
        .where(eq(roles.id, current.roleId));
      const { roleName } = await assertUserReferences(tx, referencesOf(input));
      assertMayTouchSuperAdmin(principal, [roleName, currentRole?.name ?? '']);
      if (
        currentRole?.name === SUPER_ADMIN_ROLE &&
        roleName !== SUPER_ADMIN_ROLE &&
        current.isActive
      )
        await assertNotLastSuperAdmin(tx, current.id);
      if (!isSso && newHash === null && current.passwordHash === null)
        throw invalidInput([{ param: 'password', messages: ['Password is required'] }]);
      await assertUserFieldsFree(tx, { email: input.email, privyId: input.privy_id }, current.id);

      // Users created here sign in with their e-mail: the username follows it when it was the e-mail.
      const usernameFollowsEmail = current.username.toLowerCase() === current.email.toLowerCase();
      const passwordChanged = newHash !== null || (isSso && current.passwordHash !== null);
      await tx
        .update(users)
        .set({
          privyId: input.privy_id,
          name: input.name,
          email: input.email,
          ...(usernameFollowsEmail ? { username: input.email } : {}),
          userType: input.user_type,
          ...(isSso ? { passwordHash: null } : newHash ? { passwordHash: newHash } : {}),
          roleId: input.role_id,
          jobPositionId: input.job_position_id,
          officeAreaId: input.office_area_id,
          officeBranchId: input.office_branch_id,
          officeDepartmentId: input.office_department_id,
          updatedAt: now,
        })
        .where(eq(users.id, current.id));
      if (passwordChanged) await endUserSessions(tx, current.id, now);
      await recordActivity(tx, {
        userId: principal.userId,
        action: 'user.update',
        activity: `Updated user ${input.name} (${input.privy_id})${
          passwordChanged ? '; the password was changed and the sessions ended' : ''
        }`,
        subjectType: 'user',
        subjectId: current.id,
        ip: input.ip,
        at: now,
      });
      const user = await loadUser(tx, current.id);
      if (!user) throw new Error('The user could not be read back');
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw userFieldTaken(conflictField(error));
    throw error;
  }
}
