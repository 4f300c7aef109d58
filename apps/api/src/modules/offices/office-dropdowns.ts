import { ALL_DEPARTMENTS_OPTION, type OfficeOption } from '@esign/contract';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';

/** By name, case-insensitively. */
const byName = (name: AnyPgColumn) => [asc(sql`lower(${name})`)];

/** Active office areas, the head office placeholder included (it shows by name only). */
export async function officeAreaOptions(executor: Executor): Promise<OfficeOption[]> {
  return executor
    .select({ id: officeAreas.id, code: officeAreas.code, name: officeAreas.name })
    .from(officeAreas)
    .where(eq(officeAreas.isActive, true))
    .orderBy(...byName(officeAreas.name));
}

/** Active branches of an area. */
export async function officeBranchOptions(
  executor: Executor,
  areaId: number,
): Promise<OfficeOption[]> {
  return executor
    .select({ id: officeBranches.id, code: officeBranches.code, name: officeBranches.name })
    .from(officeBranches)
    .where(and(eq(officeBranches.officeAreaId, areaId), eq(officeBranches.isActive, true)))
    .orderBy(...byName(officeBranches.name));
}

/**
 * Departments of an area or a branch (spec §7): with `only_active` the active ones alone;
 * otherwise every one, led by the "All" entry. Only departments with a name are listed (spec §3).
 */
export async function officeDepartmentOptions(
  executor: Executor,
  query: {
    office_area_id?: number | undefined;
    office_branch_id?: number | undefined;
    only_active?: '0' | '1' | undefined;
  },
): Promise<OfficeOption[]> {
  const conditions: SQL[] = [ne(officeDepartments.name, '')];
  if (query.office_area_id !== undefined)
    conditions.push(eq(officeDepartments.officeAreaId, query.office_area_id));
  if (query.office_branch_id !== undefined)
    conditions.push(eq(officeDepartments.officeBranchId, query.office_branch_id));
  const onlyActive = query.only_active === '1';
  if (onlyActive) conditions.push(eq(officeDepartments.isActive, true));
  const rows = await executor
    .select({
      id: officeDepartments.id,
      code: officeDepartments.code,
      name: officeDepartments.name,
    })
    .from(officeDepartments)
    .where(and(...conditions))
    .orderBy(...byName(officeDepartments.name));
  return onlyActive ? rows : [ALL_DEPARTMENTS_OPTION, ...rows];
}
