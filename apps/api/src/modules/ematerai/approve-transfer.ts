import type { Transfer } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { balanceTransfers } from '../../db/schema/ematerai';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { credit, debit, lockCostCenters } from './ledger';
import { loadTransfer } from './load-transfers';
import { lockRequestedTransfer } from './lock-requested-transfer';
import { notifyTransferRequester } from './notify-transfer';

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
    await recordActivity(tx, {
      userId: principal.userId,
      action: 'ematerai.transfer.approve',
      activity: `Approved the transfer of ${transfer.amount} e-meterai (transfer ${transfer.id})`,
      subjectType: 'balance_transfer',
      subjectId: transfer.id,
      ip: input.ip,
      at: now,
    });
    const approved = await loadTransfer(tx, principal, transfer.id);
    await notifyTransferRequester(tx, approved, transfer.requestedBy, now);
    return approved;
  });
}
