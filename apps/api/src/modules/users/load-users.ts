import type { InternalUser } from '@esign/contract';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { jobPositions, roles, users } from '../../db/schema/users';

/**
 * Internal users as the contract shows them (role, job position, the three offices), newest first.
 * Every read of users in this module goes through here.
 */
export async function loadUsers(
  executor: Executor,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<InternalUser[]> {
  const query = executor
    .select({
      id: users.id,
      privyId: users.privyId,
      name: users.name,
      email: users.email,
      userType: users.userType,
      isActive: users.isActive,
      roleId: roles.id,
      roleName: roles.name,
      roleDescription: roles.description,
      jobPositionId: jobPositions.id,
      jobPositionName: jobPositions.name,
      areaId: officeAreas.id,
      areaCode: officeAreas.code,
      areaName: officeAreas.name,
      branchId: officeBranches.id,
      branchCode: officeBranches.code,
      branchName: officeBranches.name,
      departmentId: officeDepartments.id,
      departmentCode: officeDepartments.code,
      departmentName: officeDepartments.name,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(jobPositions, eq(jobPositions.id, users.jobPositionId))
    .leftJoin(officeAreas, eq(officeAreas.id, users.officeAreaId))
    .leftJoin(officeBranches, eq(officeBranches.id, users.officeBranchId))
    .leftJoin(officeDepartments, eq(officeDepartments.id, users.officeDepartmentId))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => ({
    id: row.id,
    privy_id: row.privyId.toUpperCase(),
    name: row.name,
    email: row.email,
    user_type: row.userType,
    is_active: row.isActive,
    role: { id: row.roleId, name: row.roleName, description: row.roleDescription },
    job_position:
      row.jobPositionId === null || row.jobPositionName === null
        ? null
        : { id: row.jobPositionId, name: row.jobPositionName },
    office_area_id: row.areaId,
    office_area_code: row.areaCode,
    office_area_name: row.areaName,
    office_branch_id: row.branchId,
    office_branch_code: row.branchCode,
    office_branch_name: row.branchName,
    office_department_id: row.departmentId,
    office_department_code: row.departmentCode,
    office_department_name: row.departmentName,
    created_at: row.createdAt.toISOString(),
  }));
}

/** One user as the contract shows them, or undefined. */
export async function loadUser(executor: Executor, id: number): Promise<InternalUser | undefined> {
  const [user] = await loadUsers(executor, eq(users.id, id));
  return user;
}
