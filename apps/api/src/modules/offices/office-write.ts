import {
  type OfficeAreaInput,
  type OfficeBranchInput,
  type OfficeDepartmentInput,
  type OfficeType,
} from '@esign/contract';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { officeAreas, officeBranches } from '../../db/schema/offices';
import { ApiError, invalidInput } from '../../http/api-error';
import type { OfficeLevel } from './office-levels';

/** A create or update of one level: the level's type and its form. */
export type OfficeWrite =
  | { type: 'area'; data: OfficeAreaInput }
  | { type: 'branch'; data: OfficeBranchInput }
  | { type: 'department'; data: OfficeDepartmentInput };

/** The parents a write names: none for an area, the area for a branch, both for a department. */
export function parentsOf(write: OfficeWrite): { areaId: number | null; branchId: number | null } {
  switch (write.type) {
    case 'area':
      return { areaId: null, branchId: null };
    case 'branch':
      return { areaId: write.data.office_area_id, branchId: null };
    case 'department':
      return { areaId: write.data.office_area_id, branchId: write.data.office_branch_id };
  }
}

/** The id a code must be unique under (see OfficeLevel.codeScope). */
export function codeScopeOf(write: OfficeWrite): number | null {
  const { areaId, branchId } = parentsOf(write);
  return branchId ?? areaId;
}

const PARENT_NOUN: Record<OfficeType, string> = {
  area: '',
  branch: ' in this area',
  department: ' in this branch',
};

/** The 409 of a code another office of the level has (under the same parent) in any case. */
export function officeCodeTaken(level: OfficeLevel, code: string): ApiError {
  return new ApiError(
    409,
    'office_code_taken',
    `An ${level.noun} with the code "${code}" already exists${PARENT_NOUN[level.type]}`,
  );
}

/**
 * Throws officeCodeTaken when another office of the level (not `exceptId`) under the same parent
 * has this code in any case. Only for the clear message: two racing requests both pass it, and
 * the unique index on lower(code) decides, so callers map a unique violation to the same 409.
 */
export async function assertOfficeCodeFree(
  executor: Executor,
  level: OfficeLevel,
  code: string,
  scopeId: number | null,
  exceptId?: number,
): Promise<void> {
  const conditions: SQL[] = [sql`lower(${level.code}) = lower(${code})`];
  if (level.codeScope && scopeId !== null) conditions.push(eq(level.codeScope, scopeId));
  if (exceptId !== undefined) conditions.push(ne(level.id, exceptId));
  const [clash] = await executor
    .select({ id: level.id })
    .from(level.table)
    .where(and(...conditions))
    .limit(1);
  if (clash) throw officeCodeTaken(level, code);
}

/**
 * The 400 unless the named area exists and, for a department, the branch exists in that area. The
 * parents are locked (FOR SHARE) so that they cannot be deleted before this transaction ends.
 */
export async function assertParentsExist(executor: Executor, write: OfficeWrite): Promise<void> {
  const { areaId, branchId } = parentsOf(write);
  if (areaId !== null) {
    const [area] = await executor
      .select({ id: officeAreas.id })
      .from(officeAreas)
      .where(eq(officeAreas.id, areaId))
      .for('share');
    if (!area)
      throw invalidInput([
        { param: 'office_area_id', messages: ['The office area does not exist'] },
      ]);
  }
  if (branchId !== null) {
    const [branch] = await executor
      .select({ areaId: officeBranches.officeAreaId })
      .from(officeBranches)
      .where(eq(officeBranches.id, branchId))
      .for('share');
    if (!branch || branch.areaId !== areaId)
      throw invalidInput([
        { param: 'office_branch_id', messages: ['The office branch does not exist in this area'] },
      ]);
  }
}

/** The 409 of a change to a `default` placeholder (spec §3): they stay as the data made them. */
export function placeholderLocked(level: OfficeLevel, action: 'changed' | 'deleted'): ApiError {
  return new ApiError(
    409,
    'office_placeholder',
    `The placeholder ${level.noun} cannot be ${action}`,
  );
}

/** How an office shows in the activity log: "code - name". */
export const officeText = (office: { code: string; name: string }) =>
  `${office.code} - ${office.name}`;
