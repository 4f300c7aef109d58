import type { Transfer, TransferRequest } from '@esign/contract';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { balanceTransfers, costCenters } from '../../db/schema/ematerai';
import { invalidInput } from '../../http/api-error';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { notEnoughBalance } from './ledger';
import { loadTransfer } from './load-transfers';
import { notifyTransferApprovers } from './notify-transfer';

/**
 * POST admin transfer-balance/transfer: records the request and tells the approvers. Nothing
 * moves yet; the source must hold the amount now (and again at approval, which is what counts).
 */
export async function requestTransfer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
  input: TransferRequest & { ip: string },
): Promise<Transfer> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const centers = await tx
      .select({ id: costCenters.id, balance: costCenters.balance })
      .from(costCenters)
      .where(
        inArray(costCenters.id, [input.source_cost_center_id, input.recipient_cost_center_id]),
      );
    const source = centers.find((center) => center.id === input.source_cost_center_id);
    const recipient = centers.find((center) => center.id === input.recipient_cost_center_id);
    const unknown = [
      ...(source ? [] : ['source_cost_center_id']),
      ...(recipient ? [] : ['recipient_cost_center_id']),
    ];
    if (unknown.length > 0)
      throw invalidInput(unknown.map((param) => ({ param, messages: ['Unknown cost center'] })));
    if ((source?.balance ?? 0) < input.amount) throw notEnoughBalance();

    const [created] = await tx
      .insert(balanceTransfers)
      .values({
        sourceCostCenterId: input.source_cost_center_id,
        recipientCostCenterId: input.recipient_cost_center_id,
        amount: input.amount,
        requestedBy: principal.userId,
        createdAt: now,
      })
      .returning({ id: balanceTransfers.id });
    if (!created) throw new Error('The transfer was not inserted');
    const transfer = await loadTransfer(tx, principal, created.id);
    await recordActivity(tx, {
      userId: principal.userId,
      action: 'ematerai.transfer.request',
      activity: `Requested a transfer of ${input.amount} e-meterai (transfer ${created.id})`,
      subjectType: 'balance_transfer',
      subjectId: created.id,
      ip: input.ip,
      at: now,
    });
    await notifyTransferApprovers(tx, transfer, principal.userId, now);
    return transfer;
  });
}
