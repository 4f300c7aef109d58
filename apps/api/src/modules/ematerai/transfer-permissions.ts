import type { TransferStatus } from '@esign/contract';
import type { Principal } from '../../http/principal';
import { forbidden } from '../../http/api-error';

export const APPROVE_TRANSFER_CODE = 'ematerai.transfer.approve';

/**
 * Who may approve or reject a transfer: a holder of `ematerai.transfer.approve` who did not
 * request it (four-eyes). The read model's `can_decide`, `need_approval_count` and the
 * approve and reject calls all ask this.
 */
export function mayDecideTransfer(
  principal: Principal,
  transfer: { requestedBy: number },
): boolean {
  return (
    principal.permissions.has(APPROVE_TRANSFER_CODE) && transfer.requestedBy !== principal.userId
  );
}

/** Decidable now: may decide it and it still waits for a decision. */
export function canDecideTransfer(
  principal: Principal,
  transfer: { requestedBy: number; status: TransferStatus },
): boolean {
  return transfer.status === 'requested' && mayDecideTransfer(principal, transfer);
}

/** 403 for the requester of the transfer (or anyone without the code). */
export function assertMayDecideTransfer(
  principal: Principal,
  transfer: { requestedBy: number },
): void {
  if (!mayDecideTransfer(principal, transfer))
    throw forbidden('A transfer is approved or rejected by someone other than its requester');
}
