import type { Transfer } from '@esign/contract';
import { useApproveTransfer } from '../api/approve-transfer';
import { costCenterName } from '../model/cost-center-name';
import { formatStamps } from '../model/format-stamps';
import { ApproveDialog } from './approve-dialog';

export type ApproveTransferDialogProps = { transfer: Transfer | null; onClose: () => void };

/** 'Approve transfer': confirms, then moves the stamps (the balances and the log refresh). */
export function ApproveTransferDialog({ transfer, onClose }: ApproveTransferDialogProps) {
  const approve = useApproveTransfer();
  return (
    <ApproveDialog
      open={transfer !== null}
      title="Approve transfer"
      text={
        transfer
          ? `Move ${formatStamps(transfer.amount)} from ${costCenterName(transfer.source)} to ${costCenterName(transfer.recipient)}?`
          : undefined
      }
      onApprove={() => (transfer ? approve.mutateAsync(transfer.id) : Promise.resolve())}
      successTitle="Transfer approved"
      successText="The balances have been moved."
      failureTitle="Failed approve transfer"
      onClose={onClose}
    />
  );
}
