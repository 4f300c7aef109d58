import type { Transfer } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { balanceTransfers } from '../../db/schema/ematerai';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { loadTransfer } from './load-transfers';
import { lockRequestedTransfer } from './lock-requested-transfer';
import { notifyTransferRequester } from './notify-transfer';

/** PUT admin transfer-balance/{id}/reject: closes a requested transfer with a reason; no stamps move. */
export async function rejectTransfer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
  input: { id: number; rejectReason: string; ip: string },
): Promise<Transfer> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const transfer = await lockRequestedTransfer(tx, principal, input.id);
    await tx
      .update(balanceTransfers)
      .set({
        status: 'rejected',
        rejectReason: input.rejectReason,
        decidedBy: principal.userId,
        decidedAt: now,
      })
      .where(eq(balanceTransfers.id, transfer.id));
    await recordActivity(tx, {
      userId: principal.userId,
      action: 'ematerai.transfer.reject',
      activity: `Rejected the transfer of ${transfer.amount} e-meterai (transfer ${transfer.id})`,
      subjectType: 'balance_transfer',
      subjectId: transfer.id,
      ip: input.ip,
      at: now,
    });
    const rejected = await loadTransfer(tx, principal, transfer.id);
    await notifyTransferRequester(tx, rejected, transfer.requestedBy, now);
    return rejected;
  });
}
