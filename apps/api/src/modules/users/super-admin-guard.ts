import { SUPER_ADMIN_ROLE } from '@esign/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { roles, users } from '../../db/schema/users';
import { ApiError, forbidden } from '../../http/api-error';
import type { Principal } from '../../http/principal';

/**
 * Serialises every change that could leave no active super administrator: it locks the
 * super_admin role row, so two administrators removing each other at once are taken in turn and
 * the second sees the first's change. Call it first in the transaction.
 */
export async function lockSuperAdminRole(tx: Executor): Promise<void> {
  await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, SUPER_ADMIN_ROLE))
    .for('update');
}

/** Throws 409 when `userId` is the only active super administrator left. */
export async function assertNotLastSuperAdmin(tx: Executor, userId: number): Promise<void> {
  const [others] = await tx
    .select({ total: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(roles.name, SUPER_ADMIN_ROLE), eq(users.isActive, true), ne(users.id, userId)));
  if ((others?.total ?? 0) === 0) {
    throw new ApiError(
      409,
      'last_super_admin',
      'This is the last super administrator; make another one first',
    );
  }
}

/**
 * Only a super administrator may make someone a super administrator or change one: otherwise a
 * holder of setting.user could raise themselves (through a helper account) above their role.
 */
export function assertMayTouchSuperAdmin(principal: Principal, roleNames: readonly string[]): void {
  if (roleNames.includes(SUPER_ADMIN_ROLE) && principal.roleName !== SUPER_ADMIN_ROLE) {
    throw forbidden('Only a super administrator may give or change the super administrator role');
  }
}
