import type { Transfer } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { lockAndGuard } from '../../db/lock-and-guard';
import { balanceTransfers } from '../../db/schema/ematerai';
import type { Principal } from '../../http/principal';
import { ApiError } from '../../http/api-error';
import { recordActivity } from '../monitoring/record-activity';
import { loadTransfer, transferNotFound } from './load-transfers';
import { notifyTransferRequester } from './notify-transfer';
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

/** After a decision: its activity row, and the requester's notification. Returns the transfer as decided. */
export async function recordTransferDecision(
  tx: Executor,
  principal: Principal,
  transfer: { id: number; amount: number; requestedBy: number },
  decision: { verb: 'Approved' | 'Rejected'; action: string; ip: string; at: Date },
): Promise<Transfer> {
  await recordActivity(tx, {
    userId: principal.userId,
    action: decision.action,
    activity: `${decision.verb} the transfer of ${transfer.amount} e-meterai (transfer ${transfer.id})`,
    subjectType: 'balance_transfer',
    subjectId: transfer.id,
    ip: decision.ip,
    at: decision.at,
  });
  const decided = await loadTransfer(tx, principal, transfer.id);
  await notifyTransferRequester(tx, decided, transfer.requestedBy, decision.at);
  return decided;
}
