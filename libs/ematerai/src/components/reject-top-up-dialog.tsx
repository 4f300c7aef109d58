import type { TopUp } from '@esign/contract';
import { formatRupiah } from '@esign/ui-kit';
import { useRejectTopUp } from '../api/reject-top-up';
import { costCenterName } from '../model/cost-center-name';
import { RejectReasonDialog } from './reject-reason-dialog';

export type RejectTopUpDialogProps = { topUp: TopUp | null; onClose: () => void };

/** Rejects a top-up with a required reason; no balance changes. */
export function RejectTopUpDialog({ topUp, onClose }: RejectTopUpDialogProps) {
  const reject = useRejectTopUp();
  return (
    <RejectReasonDialog
      open={topUp !== null}
      title="Reject top up"
      summary={
        topUp
          ? `PO ${topUp.po_number}: ${formatRupiah(topUp.amount)} for ${costCenterName(topUp)}`
          : undefined
      }
      onReject={(reason) =>
        topUp ? reject.mutateAsync({ id: topUp.id, reason }) : Promise.resolve()
      }
      successTitle="Top up rejected"
      onClose={onClose}
    />
  );
}
