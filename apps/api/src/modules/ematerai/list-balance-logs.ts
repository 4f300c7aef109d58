import { paginationFor, type BalanceLogQuery, type BalanceLogResponse } from '@esign/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { withinBusinessDays } from '../../db/business-days';
import type { Executor } from '../../db/database';
import { costCenters, emateraiLedger } from '../../db/schema/ematerai';
import { users } from '../../db/schema/users';
import { costCenterConditions, costCenterOfficeColumns, joinOffices } from './cost-center-offices';

/** GET admin log/e-materai-balance: a page of ledger rows, newest first, filtered by office, day and kind. */
export async function listBalanceLogs(
  executor: Executor,
  query: BalanceLogQuery,
): Promise<BalanceLogResponse> {
  const where = and(
    costCenterConditions(query),
    ...withinBusinessDays(emateraiLedger.createdAt, query),
    query.kind ? eq(emateraiLedger.kind, query.kind) : undefined,
  );
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
      })
      .from(emateraiLedger)
      .innerJoin(costCenters, eq(costCenters.id, emateraiLedger.costCenterId))
      .leftJoin(users, eq(users.id, emateraiLedger.userId))
      .$dynamic(),
  )
    .where(where)
    .orderBy(desc(emateraiLedger.createdAt), desc(emateraiLedger.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await joinOffices(
    executor
      .select({ total: count() })
      .from(emateraiLedger)
      .innerJoin(costCenters, eq(costCenters.id, emateraiLedger.costCenterId))
      .$dynamic(),
  ).where(where);
  return {
    data: {
      logs: rows.map(({ userPrivyId, userName, createdAt, ...row }) => ({
        ...row,
        user:
          userPrivyId !== null && userName !== null
            ? { privy_id: userPrivyId, name: userName }
            : null,
        created_at: createdAt.toISOString(),
      })),
    },
    meta: { pagination: paginationFor(total?.total ?? 0, query, rows.length) },
  };
}
