import type { TopUpStatus } from '@esign/contract';
import type { Principal } from '../../http/principal';
import { ApiError, forbidden } from '../../http/api-error';

/*
 * The top-up status model, in one place. Spec §3 lists the display set (unpaid, paid, success,
 * failed, overdue, request, waiting = "Waiting Verification"); §4 says a submission is "being
 * processed" and its approval is announced later by a notification. The spec names no payment
 * step, so the reference server keeps the lifecycle to one verification:
 *
 *   status    stored  meaning                                        moves to
 *   request   yes     submitted, being processed (spec §4)           success (approve), failed (reject)
 *   success   yes     approved: amount / STAMP_PRICE stamps credited, — (final)
 *                     invoice PDF issued
 *   failed    yes     rejected with a reason; no balance change       — (final)
 *   waiting   no      reserved: a PO attachment waiting verification
 *   unpaid    no      reserved: an invoice awaiting payment (no payment step yet)
 *   paid      no      reserved: the invoice paid, not yet credited
 *   overdue   no      reserved: unpaid past its due date (derived at read time, like expired documents)
 *
 * The four reserved words are in the contract so that the display set is complete; the PO
 * attachment and payment steps that would produce them are not built yet (see the API README).
 * Only the approve and reject calls move a top-up; each locks the row and checks the status first
 * (db/lock-and-guard.ts), and approval credits the ledger (reference `top-up:<id>`) in the same
 * transaction, so a top-up is credited at most once.
 */

export const APPROVE_TOP_UP_CODE = 'ematerai.topup.approve';

/** The statuses an approver may still decide. */
const openStatuses: readonly TopUpStatus[] = ['request'];

export const isOpenTopUp = (status: TopUpStatus): boolean => openStatuses.includes(status);

/**
 * Who may approve or reject a top-up: a holder of `ematerai.topup.approve` who did not request
 * it (four-eyes, as for transfers). The read model's `can_decide` and both calls ask this.
 */
export function mayDecideTopUp(principal: Principal, topUp: { requestedBy: number }): boolean {
  return principal.permissions.has(APPROVE_TOP_UP_CODE) && topUp.requestedBy !== principal.userId;
}

export function canDecideTopUp(
  principal: Principal,
  topUp: { requestedBy: number; status: TopUpStatus },
): boolean {
  return isOpenTopUp(topUp.status) && mayDecideTopUp(principal, topUp);
}

/** 403 for the requester (or anyone without the code), 409 once it was decided. */
export function assertMayDecideTopUp(
  principal: Principal,
  topUp: { requestedBy: number; status: TopUpStatus },
): void {
  if (!mayDecideTopUp(principal, topUp))
    throw forbidden('A top-up is approved or rejected by someone other than its requester');
  if (!isOpenTopUp(topUp.status))
    throw new ApiError(409, 'top_up_decided', `This top-up is already ${topUp.status}`);
}
