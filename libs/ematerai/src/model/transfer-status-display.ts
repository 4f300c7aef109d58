import type { TransferStatus } from '@esign/contract';
import type { StatusDisplay } from '@esign/ui-kit';

/** The label and badge colour of each transfer state. */
export const transferStatusDisplay: Record<TransferStatus, StatusDisplay> = {
  requested: { label: 'Waiting for approval', palette: 'status.pending' },
  approved: { label: 'Approved', palette: 'status.completed' },
  rejected: { label: 'Rejected', palette: 'status.rejected' },
};
