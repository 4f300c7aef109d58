import { and, eq } from 'drizzle-orm';
import { encryptLoginPassword } from '../auth/login-key';
import { officeAreas, officeBranches, officeDepartments } from '../db/schema/offices';
import { jobPositions, permissions, roles, users } from '../db/schema/users';
import type { TestApp } from './test-app';

/** The id of the one row a look-up found; `what` names it when there is none. */
function foundId(rows: readonly { id: number }[], what: string): number {
  const [row] = rows;
  if (!row) throw new Error(`No ${what}`);
  return row.id;
}

/** The id of a demo user by username. */
export async function userIdOf(t: TestApp, username: string): Promise<number> {
  const db = t.database.db;
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return foundId(rows, `user ${username}`);
}

/** The id of a demo role by name. */
export async function roleIdOf(t: TestApp, name: string): Promise<number> {
  const rows = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return foundId(rows, `role ${name}`);
}

/** The id of a permission by code. */
export async function permissionIdOf(t: TestApp, code: string): Promise<number> {
  const db = t.database.db;
  const rows = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.code, code));
  return foundId(rows, `permission ${code}`);
}

/** The ids a user form needs, read from the demo seed: role by name, JKT / JKT-SEL / LGL. */
export async function userFormIds(t: TestApp, roleName = 'signer') {
  const db = t.database.db;
  const roleId = await roleIdOf(t, roleName);
  const [position] = await db.select({ id: jobPositions.id }).from(jobPositions).limit(1);
  const [office] = await db
    .select({ area: officeAreas.id, branch: officeBranches.id, department: officeDepartments.id })
    .from(officeDepartments)
    .innerJoin(officeBranches, eq(officeBranches.id, officeDepartments.officeBranchId))
    .innerJoin(officeAreas, eq(officeAreas.id, officeBranches.officeAreaId))
    .where(
      and(
        eq(officeAreas.code, 'JKT'),
        eq(officeBranches.code, 'JKT-SEL'),
        eq(officeDepartments.code, 'LGL'),
      ),
    );
  if (!position || !office) throw new Error('Demo seed data missing');
  return {
    role_id: roleId,
    job_position_id: position.id,
    office_area_id: office.area,
    office_branch_id: office.branch,
    office_department_id: office.department,
  };
}

/** A create-user body for a local user with this e-mail and PrivyID. */
export async function newUserBody(
  t: TestApp,
  email: string,
  privyId: string,
  options: { roleName?: string; password?: string } = {},
) {
  return {
    privy_id: privyId,
    name: 'Test User',
    email,
    user_type: 0,
    ...(await userFormIds(t, options.roleName)),
    password: encryptLoginPassword(t.publicKey, options.password ?? 'First#Pass1'),
  };
}
