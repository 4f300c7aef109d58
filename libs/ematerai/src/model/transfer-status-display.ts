import type { TransferStatus } from '@esign/contract';

/** The label and badge colour of each transfer state. */
export const transferStatusDisplay: Record<TransferStatus, { label: string; palette: string }> = {
  requested: { label: 'Waiting for approval', palette: 'orange' },
  approved: { label: 'Approved', palette: 'green' },
  rejected: { label: 'Rejected', palette: 'red' },
};
