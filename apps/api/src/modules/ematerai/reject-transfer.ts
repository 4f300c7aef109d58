import type { Transfer } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { balanceTransfers } from '../../db/schema/ematerai';
import type { Principal } from '../../http/principal';
import { lockRequestedTransfer, recordTransferDecision } from './lock-requested-transfer';

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
    return recordTransferDecision(tx, principal, transfer, {
      verb: 'Rejected',
      action: 'ematerai.transfer.reject',
      ip: input.ip,
      at: now,
    });
  });
}
