import {
  paginationFor,
  type BalanceHistoryExportQuery,
  type BalanceLog,
  type BalanceLogQuery,
  type BalanceLogResponse,
} from '@esign/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { withinBusinessDays } from '../../db/business-days';
import type { Executor } from '../../db/database';
import { costCenters, emateraiLedger } from '../../db/schema/ematerai';
import { users } from '../../db/schema/users';
import { costCenterConditions, costCenterOfficeColumns, joinOffices } from './cost-center-offices';

/** The balance log's filters (office, business days, kind): one rule for the list and its export. */
export function balanceLogConditions(filter: BalanceHistoryExportQuery): SQL | undefined {
  return and(
    costCenterConditions(filter),
    ...withinBusinessDays(emateraiLedger.createdAt, filter),
    filter.kind ? eq(emateraiLedger.kind, filter.kind) : undefined,
  );
}

/**
 * Where a page of the newest-first log ends: the next page starts after this row. The time is
 * the database's own text of `created_at` (microseconds), not a JS Date (milliseconds), so rows
 * within one millisecond are neither skipped nor repeated.
 */
export interface BalanceLogCursor {
  createdAt: string;
  id: number;
}

/**
 * Ledger rows with their offices and user, newest first (ties by id), as BalanceLog. Either a
 * numbered page (the list) or the rows after a cursor (the export reads every row that way, so
 * a deep page costs no more than the first).
 */
export async function selectBalanceLogs(
  executor: Executor,
  where: SQL | undefined,
  page: { limit: number; offset?: number; after?: BalanceLogCursor },
): Promise<{ logs: BalanceLog[]; last: BalanceLogCursor | null }> {
  const after = page.after
    ? sql`(${emateraiLedger.createdAt}, ${emateraiLedger.id}) < (${page.after.createdAt}::timestamptz, ${page.after.id})`
    : undefined;
  const rows = await joinOffices(
    executor
      .select({
        id: emateraiLedger.id,
        kind: emateraiLedger.kind,
        amount: emateraiLedger.amount,
        balance_after: emateraiLedger.balanceAfter,
        reference: emateraiLedger.reference,
        userPrivyId: users.privyId,
        userName: users.name,
        cost_center_id: costCenters.id,
        ...costCenterOfficeColumns,
        createdAt: emateraiLedger.createdAt,
        exactCreatedAt: sql<string>`${emateraiLedger.createdAt}::text`,
      })
      .from(emateraiLedger)
      .innerJoin(costCenters, eq(costCenters.id, emateraiLedger.costCenterId))
      .leftJoin(users, eq(users.id, emateraiLedger.userId))
      .$dynamic(),
  )
    .where(and(where, after))
    .orderBy(desc(emateraiLedger.createdAt), desc(emateraiLedger.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  const lastRow = rows.at(-1);
  return {
    logs: rows.map(({ userPrivyId, userName, createdAt, exactCreatedAt: _exact, ...row }) => ({
      ...row,
      user:
        userPrivyId !== null && userName !== null
          ? { privy_id: userPrivyId, name: userName }
          : null,
      created_at: createdAt.toISOString(),
    })),
    last: lastRow ? { createdAt: lastRow.exactCreatedAt, id: lastRow.id } : null,
  };
}

/**
 * How many ledger rows the filters select. The count is the costly half of a page over a large
 * ledger, so it joins only what the filters read: the offices for a search, the cost center for
 * an office filter, nothing otherwise (every ledger row has its cost center and offices).
 */
export async function countBalanceLogs(
  executor: Executor,
  filter: BalanceHistoryExportQuery,
): Promise<number> {
  const where = balanceLogConditions(filter);
  const base = executor.select({ total: count() }).from(emateraiLedger).$dynamic();
  const byOffice =
    filter.office_area_id || filter.office_branch_id || filter.office_department_id?.length;
  const query = filter.search
    ? joinOffices(base.innerJoin(costCenters, eq(costCenters.id, emateraiLedger.costCenterId)))
    : byOffice
      ? base.innerJoin(costCenters, eq(costCenters.id, emateraiLedger.costCenterId))
      : base;
  const [total] = await query.where(where);
  return total?.total ?? 0;
}

/** GET admin log/e-materai-balance: a page of ledger rows, newest first, filtered by office, day and kind. */
export async function listBalanceLogs(
  executor: Executor,
  query: BalanceLogQuery,
): Promise<BalanceLogResponse> {
  const where = balanceLogConditions(query);
  const { logs } = await selectBalanceLogs(executor, where, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const total = await countBalanceLogs(executor, query);
  return {
    data: { logs },
    meta: { pagination: paginationFor(total, query, logs.length) },
  };
}
