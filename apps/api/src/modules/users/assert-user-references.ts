import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { jobPositions, roles } from '../../db/schema/users';
import { invalidInput } from '../../http/api-error';

export interface UserReferences {
  roleId: number;
  jobPositionId: number;
  officeAreaId: number;
  officeBranchId: number;
  officeDepartmentId: number;
}

/** The references of a user form's body. */
export function referencesOf(input: {
  role_id: number;
  job_position_id: number;
  office_area_id: number;
  office_branch_id: number;
  office_department_id: number;
}): UserReferences {
  return {
    roleId: input.role_id,
    jobPositionId: input.job_position_id,
    officeAreaId: input.office_area_id,
    officeBranchId: input.office_branch_id,
    officeDepartmentId: input.office_department_id,
  };
}

/**
 * Checks that the role and job position exist and that the department is an active one of the
 * branch, itself of the area (what the office pickers offer), and returns the role's name.
 */
export async function assertUserReferences(
  executor: Executor,
  input: UserReferences,
): Promise<{ roleName: string }> {
  const [role] = await executor
    .select({ name: roles.name })
    .from(roles)
    .where(eq(roles.id, input.roleId));
  if (!role) throw invalidInput([{ param: 'role_id', messages: ['Role not found'] }]);
  const [position] = await executor
    .select({ id: jobPositions.id })
    .from(jobPositions)
    .where(eq(jobPositions.id, input.jobPositionId));
  if (!position)
    throw invalidInput([{ param: 'job_position_id', messages: ['Job position not found'] }]);
  const [office] = await executor
    .select({ id: officeDepartments.id })
    .from(officeDepartments)
    .innerJoin(officeBranches, eq(officeBranches.id, officeDepartments.officeBranchId))
    .innerJoin(officeAreas, eq(officeAreas.id, officeBranches.officeAreaId))
    .where(
      and(
        eq(officeDepartments.id, input.officeDepartmentId),
        eq(officeBranches.id, input.officeBranchId),
        eq(officeAreas.id, input.officeAreaId),
        eq(officeDepartments.officeAreaId, input.officeAreaId),
        eq(officeDepartments.isActive, true),
        eq(officeBranches.isActive, true),
        eq(officeAreas.isActive, true),
      ),
    );
  if (!office) {
    throw invalidInput([
      {
        param: 'office_department_id',
        messages: ['Choose an active department of the chosen branch and area'],
      },
    ]);
  }
  return { roleName: role.name };
}
