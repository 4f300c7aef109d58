import type { Transfer } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { balanceTransfers } from '../../db/schema/ematerai';
import type { Principal } from '../../http/principal';
import { credit, debit, lockCostCenters } from './ledger';
import { lockRequestedTransfer, recordTransferDecision } from './lock-requested-transfer';

/**
 * PUT admin transfer-balance/{id}/approve: in one transaction, debits the source (409 when it
 * no longer holds the amount), credits the recipient and marks the transfer approved. The
 * transfer row is locked first, so of many approvals at once exactly one moves the stamps.
 */
export async function approveTransfer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
  input: { id: number; ip: string },
): Promise<Transfer> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const transfer = await lockRequestedTransfer(tx, principal, input.id);
    await lockCostCenters(tx, [transfer.sourceCostCenterId, transfer.recipientCostCenterId]);
    const movement = {
      amount: transfer.amount,
      reference: `transfer:${transfer.id}`,
      userId: principal.userId,
      at: now,
    };
    await debit(tx, {
      ...movement,
      costCenterId: transfer.sourceCostCenterId,
      kind: 'transfer_out',
    });
    await credit(tx, {
      ...movement,
      costCenterId: transfer.recipientCostCenterId,
      kind: 'transfer_in',
    });
    await tx
      .update(balanceTransfers)
      .set({ status: 'approved', decidedBy: principal.userId, decidedAt: now })
      .where(eq(balanceTransfers.id, transfer.id));
    return recordTransferDecision(tx, principal, transfer, {
      verb: 'Approved',
      action: 'ematerai.transfer.approve',
      ip: input.ip,
      at: now,
    });
  });
}
