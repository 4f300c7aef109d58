import {
  ledgerKinds,
  type AnalyticsFilter,
  type EmateraiUsage,
  type LedgerKind,
  type LedgerMovementCounts,
} from '@esign/contract';
import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { businessDayEnd, businessDayStart } from '../../db/business-days';
import type { Executor } from '../../db/database';
import { costCenters, emateraiLedger } from '../../db/schema/ematerai';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import {
  costCenterConditions,
  costCenterOfficeColumns,
  joinOffices,
} from '../ematerai/cost-center-offices';
import { assertOfficesExist } from './analytics-range';

/** `coalesce(sum(amount) FILTER (WHERE …), 0)` over ledger rows: signed stamps (debits < 0). */
export const ledgerSum = (condition: SQL) =>
  sql<number>`coalesce(sum(${emateraiLedger.amount}) filter (where ${condition}), 0)`.mapWith(
    Number,
  );

/**
 * GET analyze/ematerai-balance/super: per cost center in the offices, the stamps each kind of
 * ledger movement moved in the range and the balance at either end of it, in one GROUP BY over the
 * ledger rows from the range's start on. The closing balance is today's balance less what moved
 * after the range; the opening one the closing less what moved within it. The totals add up these
 * per-cost-center rows (already aggregated, one per cost center).
 */
export async function getEmateraiUsage(
  executor: Executor,
  filter: AnalyticsFilter,
): Promise<EmateraiUsage> {
  await assertOfficesExist(executor, filter);
  const from = businessDayStart(filter.start_date);
  const until = businessDayEnd(filter.end_date);
  const within = sql`${emateraiLedger.createdAt} < ${until}`;
  const movements = Object.fromEntries(
    ledgerKinds.map((kind) => [
      kind,
      sql<number>`abs(${ledgerSum(and(eq(emateraiLedger.kind, kind), within) as SQL)})`.mapWith(
        Number,
      ),
    ]),
  ) as Record<LedgerKind, SQL<number>>;

  const rows = await joinOffices(
    executor
      .select({
        cost_center_id: costCenters.id,
        ...costCenterOfficeColumns,
        balance: costCenters.balance,
        net: ledgerSum(within),
        after: ledgerSum(sql`${emateraiLedger.createdAt} >= ${until}`),
        ...movements,
      })
      .from(costCenters)
      .$dynamic(),
  )
    .leftJoin(
      emateraiLedger,
      and(eq(emateraiLedger.costCenterId, costCenters.id), gte(emateraiLedger.createdAt, from)),
    )
    .where(
      costCenterConditions({
        office_area_id: filter.office_area_id,
        office_branch_id: filter.office_branch_id,
        office_department_id: filter.office_department_id
          ? [filter.office_department_id]
          : undefined,
      }),
    )
    .groupBy(costCenters.id, officeAreas.id, officeBranches.id, officeDepartments.id)
    .orderBy(asc(officeAreas.code), asc(officeBranches.code), asc(officeDepartments.code));

  const costCenterRows = rows.map(
    ({
      net,
      after,
      top_up,
      transfer_out,
      transfer_in,
      reserve,
      release,
      usage,
      refund,
      ...row
    }) => {
      const closing = row.balance - after;
      return {
        ...row,
        opening_balance: closing - net,
        closing_balance: closing,
        movements: { top_up, transfer_out, transfer_in, reserve, release, usage, refund },
      };
    },
  );
  const zeroMovements = () =>
    Object.fromEntries(ledgerKinds.map((kind) => [kind, 0])) as LedgerMovementCounts;
  const totals = { opening_balance: 0, closing_balance: 0, balance: 0, movements: zeroMovements() };
  for (const row of costCenterRows) {
    totals.opening_balance += row.opening_balance;
    totals.closing_balance += row.closing_balance;
    totals.balance += row.balance;
    for (const kind of ledgerKinds) totals.movements[kind] += row.movements[kind];
  }
  return {
    start_date: filter.start_date,
    end_date: filter.end_date,
    totals,
    cost_centers: costCenterRows,
  };
}
