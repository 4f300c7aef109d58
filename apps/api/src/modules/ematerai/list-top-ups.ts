import { paginationFor, type TopUpListQuery, type TopUpListResponse } from '@esign/contract';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { costCenters, topUps } from '../../db/schema/ematerai';
import type { Principal } from '../../http/principal';
import { costCenterConditions, joinOffices } from './cost-center-offices';
import { selectTopUps, toTopUp } from './load-top-ups';
import { topUpStatusCondition } from './top-up-status';

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/** The list's filters: the office filters of spec §5, the status and a range of request dates (UTC days, inclusive). */
function topUpConditions(query: TopUpListQuery, now: Date): SQL | undefined {
  return and(
    costCenterConditions(query),
    query.status ? topUpStatusCondition(query.status, now) : undefined,
    query.start_date ? gte(topUps.createdAt, new Date(`${query.start_date}T00:00:00Z`)) : undefined,
    query.end_date ? lt(topUps.createdAt, nextDay(query.end_date)) : undefined,
  );
}

/** GET admin cost-center/top-up/transactions: a page of top-ups, newest first, as shown at `now`. */
export async function listTopUps(
  executor: Executor,
  principal: Principal,
  query: TopUpListQuery,
  now: Date,
): Promise<TopUpListResponse> {
  const where = topUpConditions(query, now);
  const rows = await selectTopUps(executor, where)
    .orderBy(desc(topUps.createdAt), desc(topUps.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await joinOffices(
    executor
      .select({ total: count() })
      .from(topUps)
      .innerJoin(costCenters, eq(costCenters.id, topUps.costCenterId))
      .$dynamic(),
  ).where(where);
  return {
    data: { transactions: rows.map((row) => toTopUp(row, principal, now)) },
    meta: { pagination: paginationFor(total?.total ?? 0, query, rows.length) },
  };
}
