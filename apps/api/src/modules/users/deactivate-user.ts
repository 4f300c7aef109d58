import { SUPER_ADMIN_ROLE } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { lockAndGuard } from '../../db/lock-and-guard';
import { roles, users } from '../../db/schema/users';
import { ApiError, notFound } from '../../http/api-error';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { endUserSessions } from './end-user-sessions';
import {
  assertMayTouchSuperAdmin,
  assertNotLastSuperAdmin,
  lockSuperAdminRole,
} from './super-admin-guard';

/**
 * DELETE admin master-data/user/{id}. A user is never removed: documents, balances, transfers and
 * logs name them. The user is deactivated instead — refused at sign-in and refresh, and every
 * session ends at once (authentication checks both on each request). Nobody deletes themselves,
 * and the last active super administrator stays.
 */
export async function deactivateUser(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
  input: { id: number; ip: string },
): Promise<{ message: string }> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await lockSuperAdminRole(tx);
    const user = await lockAndGuard(
      tx,
      users,
      eq(users.id, input.id),
      (row) => {
        if (!row.isActive)
          throw new ApiError(409, 'user_inactive', 'This user is already deactivated');
      },
      () => notFound('User not found'),
    );
    const [role] = await tx
      .select({ name: roles.name })
      .from(roles)
      .where(eq(roles.id, user.roleId));
    assertMayTouchSuperAdmin(principal, [role?.name ?? '']);
    if (role?.name === SUPER_ADMIN_ROLE) await assertNotLastSuperAdmin(tx, user.id);
    if (user.id === principal.userId)
      throw new ApiError(409, 'cannot_delete_self', 'You cannot delete your own account');
    await tx.update(users).set({ isActive: false, updatedAt: now }).where(eq(users.id, user.id));
    await endUserSessions(tx, user.id, now);
    await recordActivity(tx, {
      userId: principal.userId,
      action: 'user.deactivate',
      activity: `Deactivated user ${user.name} (${user.privyId.toUpperCase()})`,
      subjectType: 'user',
      subjectId: user.id,
      ip: input.ip,
      at: now,
    });
    return { message: 'User deactivated' };
  });
}
