import type { Office } from '@esign/contract';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/postgres-errors';
import {
  DEFAULT_OFFICE_CODE,
  officeAreas,
  officeBranches,
  officeDepartments,
} from '../../db/schema/offices';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { getOffice } from './get-office';
import { officeLevels } from './office-levels';
import {
  assertOfficeCodeFree,
  assertParentsExist,
  codeScopeOf,
  officeCodeTaken,
  officeText,
  type OfficeWrite,
} from './office-write';

/** The single row an insert … returning gave back. */
function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The office was not inserted');
  return row;
}

/**
 * A new office and the placeholders below it, as the reference data and the demo seed lay them
 * out: an area gets a 'default' branch, and every branch a 'default' department, named after their
 * parent, so that area- and branch-level records (cost centers, users) have somewhere to point.
 */
async function insertOffice(tx: Executor, write: OfficeWrite, now: Date): Promise<number> {
  const { code, name, privy_id: privyId } = write.data;
  const stamps = { createdAt: now, updatedAt: now };
  const placeholderDepartment = async (areaId: number, branchId: number, parentName: string) => {
    await tx.insert(officeDepartments).values({
      officeAreaId: areaId,
      officeBranchId: branchId,
      code: DEFAULT_OFFICE_CODE,
      name: parentName,
      isDefault: true,
      ...stamps,
    });
  };
  switch (write.type) {
    case 'area': {
      const area = one(
        await tx
          .insert(officeAreas)
          .values({ code, name, privyId, ...stamps })
          .returning({ id: officeAreas.id }),
      );
      const branch = one(
        await tx
          .insert(officeBranches)
          .values({
            officeAreaId: area.id,
            code: DEFAULT_OFFICE_CODE,
            name,
            isDefault: true,
            ...stamps,
          })
          .returning({ id: officeBranches.id }),
      );
      await placeholderDepartment(area.id, branch.id, name);
      return area.id;
    }
    case 'branch': {
      const areaId = write.data.office_area_id;
      const branch = one(
        await tx
          .insert(officeBranches)
          .values({ officeAreaId: areaId, code, name, privyId, ...stamps })
          .returning({ id: officeBranches.id }),
      );
      await placeholderDepartment(areaId, branch.id, name);
      return branch.id;
    }
    case 'department':
      return one(
        await tx
          .insert(officeDepartments)
          .values({
            officeAreaId: write.data.office_area_id,
            officeBranchId: write.data.office_branch_id,
            code,
            name,
            privyId,
            isActive: write.data.is_active,
            ...stamps,
          })
          .returning({ id: officeDepartments.id }),
      ).id;
  }
}

/**
 * POST admin master-data/office-{type}: a new office whose code no other office of its level has
 * under the same parent, in any letter case (also when two requests race: the unique index on
 * lower(code) lets one win, the other gets the same 409).
 */
export async function createOffice(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
  write: OfficeWrite,
  ip: string,
): Promise<Office> {
  const level = officeLevels[write.type];
  const now = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      await assertParentsExist(tx, write);
      await assertOfficeCodeFree(tx, level, write.data.code, codeScopeOf(write));
      const id = await insertOffice(tx, write, now);
      const office = await getOffice(tx, level, id);
      await recordActivity(tx, {
        userId: principal.userId,
        action: `${level.subject}.create`,
        activity: `Created ${level.noun} ${officeText(office)}`,
        subjectType: level.subject,
        subjectId: id,
        ip,
        at: now,
      });
      return office;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw officeCodeTaken(level, write.data.code);
    throw error;
  }
}
