import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { lockAndGuard } from '../../db/lock-and-guard';
import { balanceTransfers } from '../../db/schema/ematerai';
import type { Principal } from '../../http/principal';
import { ApiError } from '../../http/api-error';
import { transferNotFound } from './load-transfers';
import { assertMayDecideTransfer } from './transfer-permissions';

/**
 * Locks a transfer for a decision: 404 when absent, 403 for its requester, 409 once it was
 * approved or rejected. Two decisions at once are serialised here; the second gets the 409.
 */
export function lockRequestedTransfer(tx: Executor, principal: Principal, id: number) {
  return lockAndGuard(
    tx,
    balanceTransfers,
    eq(balanceTransfers.id, id),
    (transfer) => {
      assertMayDecideTransfer(principal, transfer);
      if (transfer.status !== 'requested')
        throw new ApiError(409, 'transfer_decided', `This transfer was already ${transfer.status}`);
    },
    transferNotFound,
  );
}
