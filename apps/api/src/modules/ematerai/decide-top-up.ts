import type { TopUp } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { lockAndGuard } from '../../db/lock-and-guard';
import { topUps } from '../../db/schema/ematerai';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { credit } from './ledger';
import { loadTopUp, topUpNotFound } from './load-top-ups';
import { notifyTopUpRequester } from './notify-top-up';
import { assertMayDecideTopUp } from './top-up-status';

export type TopUpDecision = { verdict: 'approve' } | { verdict: 'reject'; rejectReason: string };

/**
 * PUT admin cost-center/top-up/transactions/{id}/approve and …/reject. The top-up row is locked
 * and its status checked first (403 for its requester, 409 once decided), so of many decisions at
 * once exactly one wins. Approval credits the stamps through the ledger in the same transaction
 * (reference `top-up:<id>`, which the ledger also refuses twice); rejection moves nothing.
 */
export async function decideTopUp(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
  input: { id: number; ip: string; decision: TopUpDecision },
): Promise<TopUp> {
  const now = ctx.clock();
  const approve = input.decision.verdict === 'approve';
  return ctx.db.transaction(async (tx) => {
    const topUp = await lockAndGuard(
      tx,
      topUps,
      eq(topUps.id, input.id),
      (row) => assertMayDecideTopUp(principal, row),
      topUpNotFound,
    );
    if (approve)
      await credit(tx, {
        costCenterId: topUp.costCenterId,
        kind: 'top_up',
        amount: topUp.stamps,
        reference: `top-up:${topUp.id}`,
        userId: principal.userId,
        at: now,
      });
    await tx
      .update(topUps)
      .set({
        status: approve ? 'success' : 'failed',
        rejectReason: input.decision.verdict === 'reject' ? input.decision.rejectReason : null,
        decidedBy: principal.userId,
        decidedAt: now,
      })
      .where(eq(topUps.id, topUp.id));
    await recordActivity(tx, {
      userId: principal.userId,
      action: approve ? 'ematerai.topup.approve' : 'ematerai.topup.reject',
      activity: `${approve ? 'Approved' : 'Rejected'} the top-up of Rp ${topUp.amount} (top-up ${topUp.id})`,
      subjectType: 'top_up',
      subjectId: topUp.id,
      ip: input.ip,
      at: now,
    });
    const decided = await loadTopUp(tx, principal, topUp.id);
    await notifyTopUpRequester(tx, decided, topUp.requestedBy, now);
    return decided;
  });
}
