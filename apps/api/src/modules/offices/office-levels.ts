import type { OfficeType } from '@esign/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';

type IdColumn = AnyPgColumn<{ data: number; notNull: true }>;

/** What the office operations need to know of a level: its table, its parents, its words. */
export interface OfficeLevel {
  type: OfficeType;
  table: typeof officeAreas | typeof officeBranches | typeof officeDepartments;
  id: IdColumn;
  code: AnyPgColumn<{ data: string; notNull: true }>;
  name: AnyPgColumn<{ data: string; notNull: true }>;
  privyId: AnyPgColumn<{ data: string; notNull: false }>;
  isDefault: AnyPgColumn<{ data: boolean; notNull: true }>;
  isActive: AnyPgColumn<{ data: boolean; notNull: true }>;
  /** The area column (branches and departments). */
  areaId: IdColumn | null;
  /** The branch column (departments). */
  branchId: IdColumn | null;
  /**
   * Where a code must be unique: areas among all areas, a branch within its area, a department
   * within its branch (each parent has its own 'default' placeholder).
   */
  codeScope: IdColumn | null;
  /** 'office area', in messages and the activity log. */
  noun: string;
  /** The activity log's subject type and action prefix. */
  subject: 'office_area' | 'office_branch' | 'office_department';
}

type OfficeTable = OfficeLevel['table'];

/** The columns every level has (db/schema/offices.ts officeColumns). */
function sharedColumns(table: OfficeTable) {
  return {
    table,
    id: table.id,
    code: table.code,
    name: table.name,
    privyId: table.privyId,
    isDefault: table.isDefault,
    isActive: table.isActive,
  };
}

export const officeLevels: Record<OfficeType, OfficeLevel> = {
  area: {
    type: 'area',
    ...sharedColumns(officeAreas),
    areaId: null,
    branchId: null,
    codeScope: null,
    noun: 'office area',
    subject: 'office_area',
  },
  branch: {
    type: 'branch',
    ...sharedColumns(officeBranches),
    areaId: officeBranches.officeAreaId,
    branchId: null,
    codeScope: officeBranches.officeAreaId,
    noun: 'office branch',
    subject: 'office_branch',
  },
  department: {
    type: 'department',
    ...sharedColumns(officeDepartments),
    areaId: officeDepartments.officeAreaId,
    branchId: officeDepartments.officeBranchId,
    codeScope: officeDepartments.officeBranchId,
    noun: 'office department',
    subject: 'office_department',
  },
};
