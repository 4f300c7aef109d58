import {
  paginationFor,
  type CostCenterListQuery,
  type CostCenterListResponse,
} from '@esign/contract';
import { asc, count } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { costCenters } from '../../db/schema/ematerai';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { costCenterConditions, costCenterOfficeColumns, joinOffices } from './cost-center-offices';

/** GET admin cost-center: a page of cost centers by office codes, with their balances. */
export async function listCostCenters(
  executor: Executor,
  query: CostCenterListQuery,
): Promise<CostCenterListResponse> {
  const where = costCenterConditions(query);
  const rows = await joinOffices(
    executor
      .select({ id: costCenters.id, ...costCenterOfficeColumns, balance: costCenters.balance })
      .from(costCenters)
      .$dynamic(),
  )
    .where(where)
    .orderBy(
      asc(officeAreas.code),
      asc(officeBranches.code),
      asc(officeDepartments.code),
      asc(costCenters.id),
    )
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await joinOffices(
    executor.select({ total: count() }).from(costCenters).$dynamic(),
  ).where(where);
  return {
    data: { cost_centers: rows },
    meta: { pagination: paginationFor(total?.total ?? 0, query, rows.length) },
  };
}
