import type { TopUp } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import { lockAndGuard } from '../../db/lock-and-guard';
import { topUps } from '../../db/schema/ematerai';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { credit } from './ledger';
import { loadTopUp, topUpNotFound } from './load-top-ups';
import { makeTopUpInvoice } from './make-top-up-invoice';
import { notifyTopUpRequester } from './notify-top-up';
import { assertMayDecideTopUp } from './top-up-status';

/** The invoice PDF of a top-up being approved, stored with the decision; returns its file id. */
async function issueInvoice(
  ctx: Pick<AppContext, 'files'>,
  tx: Executor,
  principal: Principal,
  id: number,
  at: Date,
): Promise<number> {
  const topUp = await loadTopUp(tx, principal, id, at);
  const pdf = await makeTopUpInvoice({
    topUpId: topUp.id,
    issuedAt: at,
    costCenter: [topUp.office_area, topUp.office_branch, topUp.office_department]
      .map((office) => office.name)
      .join(' / '),
    poNumber: topUp.po_number,
    lineItemNumber: topUp.line_item_number,
    amount: topUp.amount,
    stamps: topUp.stamps,
  });
  return ctx.files.put(tx, pdf, { contentType: 'application/pdf', at });
}

export type TopUpDecision = { verdict: 'approve' } | { verdict: 'reject'; rejectReason: string };

/**
 * PUT admin cost-center/top-up/transactions/{id}/approve and …/reject. The top-up row is locked
 * and its status checked first (403 for its requester, 409 once decided), so of many decisions at
 * once exactly one wins. Approval credits the stamps through the ledger in the same transaction
 * (reference `top-up:<id>`, which the ledger also refuses twice) and stores the invoice PDF;
 * rejection moves nothing.
 */
export async function decideTopUp(
  ctx: Pick<AppContext, 'db' | 'clock' | 'files'>,
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
    const invoiceFileId = approve ? await issueInvoice(ctx, tx, principal, topUp.id, now) : null;
    await tx
      .update(topUps)
      .set({
        status: approve ? 'success' : 'failed',
        invoiceFileId,
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
    const decided = await loadTopUp(tx, principal, topUp.id, now);
    await notifyTopUpRequester(tx, decided, topUp.requestedBy, now);
    return decided;
  });
}
