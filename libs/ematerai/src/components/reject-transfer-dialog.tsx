import type { Transfer } from '@esign/contract';
import { useRejectTransfer } from '../api/reject-transfer';
import { costCenterName } from '../model/cost-center-name';
import { formatStamps } from '../model/format-stamps';
import { RejectReasonDialog } from './reject-reason-dialog';

export type RejectTransferDialogProps = { transfer: Transfer | null; onClose: () => void };

/** Rejects a requested transfer with a required reason; the balances stay as they are. */
export function RejectTransferDialog({ transfer, onClose }: RejectTransferDialogProps) {
  const reject = useRejectTransfer();
  return (
    <RejectReasonDialog
      open={transfer !== null}
      title="Reject transfer"
      summary={
        transfer
          ? `${formatStamps(transfer.amount)} from ${costCenterName(transfer.source)} to ${costCenterName(transfer.recipient)}`
          : undefined
      }
      onReject={(reason) =>
        transfer ? reject.mutateAsync({ id: transfer.id, reason }) : Promise.resolve()
      }
      successTitle="Transfer rejected"
      onClose={onClose}
    />
  );
}
