import type { TopUp } from '@esign/contract';
import { formatRupiah } from '@esign/ui-kit';
import { useApproveTopUp } from '../api/approve-top-up';
import { costCenterName } from '../model/cost-center-name';
import { formatStamps } from '../model/format-stamps';
import { ApproveDialog } from './approve-dialog';

export type ApproveTopUpDialogProps = { topUp: TopUp | null; onClose: () => void };

/** 'Approve top up': confirms, then credits the cost center with the top-up's stamps. */
export function ApproveTopUpDialog({ topUp, onClose }: ApproveTopUpDialogProps) {
  const approve = useApproveTopUp();
  return (
    <ApproveDialog
      open={topUp !== null}
      title="Approve top up"
      text={
        topUp
          ? `Credit ${formatStamps(topUp.stamps)} (${formatRupiah(topUp.amount)}) to ${costCenterName(topUp)}?`
          : undefined
      }
      onApprove={() => (topUp ? approve.mutateAsync(topUp.id) : Promise.resolve())}
      successTitle="Top up approved"
      successText="The balance has been credited."
      // §8 names no failure title for a decision; this one follows the transfer's wording.
      failureTitle="Failed approve top up"
      onClose={onClose}
    />
  );
}
