import type { Office } from '@esign/contract';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { officeAreas, officeBranches } from '../../db/schema/offices';
import type { OfficeLevel } from './office-levels';

const parentArea = alias(officeAreas, 'parent_area');
const parentBranch = alias(officeBranches, 'parent_branch');

/** Placeholders first, then by code in any case, then id, so pages never overlap or skip rows. */
const officeOrder = (level: OfficeLevel) => [
  desc(level.isDefault),
  asc(sql`lower(${level.code})`),
  asc(level.id),
];

/**
 * Offices of one level as the contract's Office, with their area and branch; `page` limits the
 * rows (a list page), otherwise every matching row is read (a detail, a just-written row).
 */
export async function readOffices(
  executor: Executor,
  level: OfficeLevel,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<Office[]> {
  const query = executor
    .select({
      id: level.id,
      code: level.code,
      name: level.name,
      privy_id: level.privyId,
      is_default: level.isDefault,
      is_active: level.isActive,
      areaId: parentArea.id,
      areaCode: parentArea.code,
      areaName: parentArea.name,
      branchId: parentBranch.id,
      branchCode: parentBranch.code,
      branchName: parentBranch.name,
    })
    .from(level.table)
    .leftJoin(parentArea, level.areaId ? sql`${parentArea.id} = ${level.areaId}` : sql`false`)
    .leftJoin(
      parentBranch,
      level.branchId ? sql`${parentBranch.id} = ${level.branchId}` : sql`false`,
    )
    .where(where)
    .orderBy(...officeOrder(level))
    .$dynamic();
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  return rows.map(
    ({ areaId, areaCode, areaName, branchId, branchCode, branchName, ...office }) => ({
      ...office,
      office_area:
        areaId !== null && areaCode !== null && areaName !== null
          ? { id: areaId, code: areaCode, name: areaName }
          : null,
      office_branch:
        branchId !== null && branchCode !== null && branchName !== null
          ? { id: branchId, code: branchCode, name: branchName }
          : null,
    }),
  );
}
