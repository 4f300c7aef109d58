import type { CostCenterFilter } from '@esign/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { costCenters, topUps } from '../../db/schema/ematerai';
import { costCenterConditions, joinOffices } from './cost-center-offices';

/**
 * GET admin cost-center/show/total-top-up-balance: the e-meterai credited by successful top-ups
 * of the selected cost centers, in stamps like total-balance (the spec does not define it; pending
 * and rejected top-ups credited nothing, so they do not count).
 */
export async function getTotalTopUpBalance(
  executor: Executor,
  filter: CostCenterFilter,
): Promise<number> {
  const [row] = await joinOffices(
    executor
      .select({ total: sql<number>`coalesce(sum(${topUps.stamps}), 0)`.mapWith(Number) })
      .from(topUps)
      .innerJoin(costCenters, eq(costCenters.id, topUps.costCenterId))
      .$dynamic(),
  ).where(and(eq(topUps.status, 'success'), costCenterConditions(filter)));
  return row?.total ?? 0;
}
