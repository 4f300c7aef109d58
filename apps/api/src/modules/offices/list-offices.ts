import {
  paginationFor,
  type Office,
  type OfficeDepartmentListQuery,
  type Pagination,
} from '@esign/contract';
import { and, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import type { OfficeLevel } from './office-levels';
import { readOffices } from './read-offices';

/**
 * GET admin master-data/office-{type}: a page of one level's offices, placeholders included (the
 * page shows them by the rules of spec §3), searched in code and name, optionally of one area or
 * branch (a filter a level does not have is ignored).
 */
export async function listOffices(
  executor: Executor,
  level: OfficeLevel,
  query: Partial<Pick<OfficeDepartmentListQuery, 'office_area_id' | 'office_branch_id'>> &
    Pick<OfficeDepartmentListQuery, 'page' | 'per_page' | 'search'>,
): Promise<{ offices: Office[]; pagination: Pagination }> {
  // Spec §3: department lists show only the departments that have a name.
  const conditions: SQL[] = level.type === 'department' ? [ne(level.name, '')] : [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(level.code, pattern), ilike(level.name, pattern)) as SQL);
  }
  if (level.areaId && query.office_area_id !== undefined)
    conditions.push(eq(level.areaId, query.office_area_id));
  if (level.branchId && query.office_branch_id !== undefined)
    conditions.push(eq(level.branchId, query.office_branch_id));
  const where = conditions.length ? and(...conditions) : undefined;
  const offices = await readOffices(executor, level, where, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const [total] = await executor.select({ total: count() }).from(level.table).where(where);
  return { offices, pagination: paginationFor(total?.total ?? 0, query, offices.length) };
}
