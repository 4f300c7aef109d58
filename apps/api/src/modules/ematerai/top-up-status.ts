import { TOP_UP_VERIFICATION_DAYS, type TopUpStatus } from '@esign/contract';
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { topUps } from '../../db/schema/ematerai';
import { ApiError, forbidden } from '../../http/api-error';
import type { Principal } from '../../http/principal';

/*
 * The top-up status model, in one place. Spec §3 lists the display set (unpaid, paid, success,
 * failed, overdue, request, waiting = "Waiting Verification"); §4 says a submission is "being
 * processed" and its approval is announced later by a notification. The spec names no payment
 * step, so the reference server keeps the lifecycle to one verification:
 *
 *   status    stored  meaning                                          moves to
 *   request   yes     submitted without a PO attachment                waiting (PATCH adds one),
 *                                                                      success, failed
 *   waiting   yes     a PO attachment is on file, waiting for          success (approve),
 *                     verification ("Waiting Verification")            failed (reject)
 *   overdue   no      an open top-up (request or waiting) created more  as its stored status
 *                     than TOP_UP_VERIFICATION_DAYS ago; derived at
 *                     read time from the clock, like expired documents
 *   success   yes     approved: amount / STAMP_PRICE stamps credited,  — (final)
 *                     invoice PDF issued
 *   failed    yes     rejected with a reason; no balance change         — (final)
 *   unpaid    no      reserved: an invoice awaiting payment
 *   paid      no      reserved: the invoice paid, not yet credited
 *
 * request and waiting are open: approvable and rejectable (four-eyes, ematerai.topup.approve)
 * and their PO attachment replaceable by the requester. Overdue stays decidable, so approvers
 * can clear it. unpaid and paid are in the contract so that the display set is complete; the
 * reference server has no payment provider, so nothing produces them. Only approve and reject
 * end a top-up; each locks the row and checks the status first (db/lock-and-guard.ts), and
 * approval credits the ledger (reference `top-up:<id>`) in the same transaction, so a top-up is
 * credited at most once. The list's status filter is the same rule in SQL (topUpStatusCondition).
 */

export const APPROVE_TOP_UP_CODE = 'ematerai.topup.approve';

/** The stored statuses of an open top-up: still decidable, its attachment still replaceable. */
const openStatuses = ['request', 'waiting'] as const satisfies readonly TopUpStatus[];

export const isOpenTopUp = (status: TopUpStatus): boolean =>
  (openStatuses as readonly TopUpStatus[]).includes(status);

/** The stored status of a new top-up, or of an open one whose PO attachment was just added. */
export const openStatusOf = (hasAttachment: boolean): TopUpStatus =>
  hasAttachment ? 'waiting' : 'request';

/** The moment before which an open top-up counts as overdue. */
export const overdueBefore = (now: Date): Date =>
  new Date(now.getTime() - TOP_UP_VERIFICATION_DAYS * 86_400_000);

/** The status shown for a stored one: an open top-up past its verification days is overdue. */
export function displayTopUpStatus(
  topUp: { status: TopUpStatus; createdAt: Date },
  now: Date,
): TopUpStatus {
  return isOpenTopUp(topUp.status) && topUp.createdAt < overdueBefore(now)
    ? 'overdue'
    : topUp.status;
}

/** The list filter for a shown status: displayTopUpStatus as SQL over the stored columns. */
export function topUpStatusCondition(status: TopUpStatus, now: Date): SQL | undefined {
  const cutoff = overdueBefore(now);
  if (status === 'overdue')
    return and(inArray(topUps.status, [...openStatuses]), lt(topUps.createdAt, cutoff));
  if (isOpenTopUp(status)) return and(eq(topUps.status, status), gte(topUps.createdAt, cutoff));
  return eq(topUps.status, status);
}

/**
 * Who may replace the PO attachment: its requester, while the top-up is open. The read model's
 * `can_update` and the PATCH both ask this.
 */
export function canUpdateTopUp(
  principal: Principal,
  topUp: { requestedBy: number; status: TopUpStatus },
): boolean {
  return isOpenTopUp(topUp.status) && topUp.requestedBy === principal.userId;
}

/** 403 for anyone but the requester, 409 once it was decided. */
export function assertMayUpdateTopUp(
  principal: Principal,
  topUp: { requestedBy: number; status: TopUpStatus },
): void {
  if (topUp.requestedBy !== principal.userId)
    throw forbidden('Only the requester of a top-up may replace its PO attachment');
  if (!isOpenTopUp(topUp.status))
    throw new ApiError(409, 'top_up_decided', `This top-up is already ${topUp.status}`);
}

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
