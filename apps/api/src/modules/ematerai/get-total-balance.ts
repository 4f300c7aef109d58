import type { CostCenterFilter } from '@esign/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { costCenters } from '../../db/schema/ematerai';
import { costCenterConditions, joinOffices } from './cost-center-offices';

/** GET admin cost-center/show/total-balance: the stamps of every cost center the filters select. */
export async function getTotalBalance(
  executor: Executor,
  filter: CostCenterFilter,
): Promise<number> {
  const [row] = await joinOffices(
    executor
      .select({
        // bigint in SQL (a sum of integers may pass 2^31), a JS number here.
        total: sql<number>`coalesce(sum(${costCenters.balance}), 0)`.mapWith(Number),
      })
      .from(costCenters)
      .$dynamic(),
  ).where(costCenterConditions(filter));
  return row?.total ?? 0;
}
