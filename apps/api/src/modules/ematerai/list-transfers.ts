import { paginationFor, type TransferListQuery, type TransferListResponse } from '@esign/contract';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { balanceTransfers } from '../../db/schema/ematerai';
import type { Principal } from '../../http/principal';
import { selectTransfers, toTransfer } from './load-transfers';
import { APPROVE_TRANSFER_CODE } from './transfer-permissions';

/** How many transfers wait for this user's decision (spec §3: need_approval_count). */
async function countNeedingApproval(executor: Executor, principal: Principal): Promise<number> {
  // The same rule as mayDecideTransfer, as SQL: the code, and not one's own request.
  if (!principal.permissions.has(APPROVE_TRANSFER_CODE)) return 0;
  const [row] = await executor
    .select({ total: count() })
    .from(balanceTransfers)
    .where(
      and(
        eq(balanceTransfers.status, 'requested'),
        ne(balanceTransfers.requestedBy, principal.userId),
      ),
    );
  return row?.total ?? 0;
}

/** GET admin transfer-balance: a page of transfers, newest first, optionally of one status. */
export async function listTransfers(
  executor: Executor,
  principal: Principal,
  query: TransferListQuery,
): Promise<TransferListResponse> {
  const where = query.status ? eq(balanceTransfers.status, query.status) : undefined;
  const rows = await selectTransfers(executor, where)
    .orderBy(desc(balanceTransfers.createdAt), desc(balanceTransfers.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await executor.select({ total: count() }).from(balanceTransfers).where(where);
  return {
    data: {
      data: rows.map((row) => toTransfer(row, principal)),
      need_approval_count: await countNeedingApproval(executor, principal),
    },
    meta: { pagination: paginationFor(total?.total ?? 0, query, rows.length) },
  };
}
