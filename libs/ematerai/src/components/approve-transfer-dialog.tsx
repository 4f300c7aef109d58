import { getErrorMessage } from '@esign/api-client';
import type { Transfer } from '@esign/contract';
import { ConfirmDialog, notifyError, notifySuccess } from '@esign/ui-kit';
import { useApproveTransfer } from '../api/approve-transfer';
import { costCenterName } from '../model/cost-center-name';
import { formatStamps } from '../model/format-stamps';

export type ApproveTransferDialogProps = { transfer: Transfer | null; onClose: () => void };

/** 'Approve transfer': confirms, then moves the stamps (the balances and the log refresh). */
export function ApproveTransferDialog({ transfer, onClose }: ApproveTransferDialogProps) {
  const approve = useApproveTransfer();
  const confirm = () => {
    if (!transfer) return;
    approve.mutate(transfer.id, {
      onSuccess: () => notifySuccess('Transfer approved', 'The balances have been moved.'),
      onError: (error) => notifyError('Failed approve transfer', getErrorMessage(error)),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={transfer !== null}
      title="Approve transfer"
      text={
        transfer
          ? `Move ${formatStamps(transfer.amount)} from ${costCenterName(transfer.source)} to ${costCenterName(transfer.recipient)}?`
          : undefined
      }
      confirmLabel="Approve"
      loading={approve.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
