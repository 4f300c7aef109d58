import type { PermissionCode, RoleOption } from '@esign/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { permissions, rolePermissions, roles } from '../../db/schema/users';
import { frontEndPermissions } from '../session/front-end-permissions';

/**
 * GET admin master-data/role/get-by-fe-permissions: the roles whose front-end permissions hold
 * the code — their own codes plus, for super_admin, the revoke codes (spec §6), by the same rule
 * the session uses.
 */
export async function listRolesByPermission(
  executor: Executor,
  permission: PermissionCode,
): Promise<RoleOption[]> {
  const rows = await executor
    .select({
      id: roles.id,
      name: roles.name,
      description: roles.description,
      code: permissions.code,
    })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .orderBy(asc(roles.description), asc(roles.id));
  const byRole = new Map<number, { role: RoleOption; codes: string[] }>();
  for (const row of rows) {
    const entry = byRole.get(row.id) ?? {
      role: { id: row.id, name: row.name, description: row.description },
      codes: [],
    };
    if (row.code !== null) entry.codes.push(row.code);
    byRole.set(row.id, entry);
  }
  return [...byRole.values()]
    .filter(({ role, codes }) => frontEndPermissions(role.name, codes).includes(permission))
    .map(({ role }) => role);
}
