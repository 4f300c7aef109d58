import type { DocumentStatus, SignerStatus } from '@esign/contract';
import type { StatusDisplay } from '@esign/ui-kit';

/** Badge of a document status (spec §4 does not name expired or voided; we say "Expired" and "Void"). */
export const documentStatusDisplay: Record<DocumentStatus, StatusDisplay> = {
  need_to_sign: { label: 'Need to Sign', palette: 'status.waiting' },
  pending: { label: 'Ongoing', palette: 'status.pending' },
  blocked: { label: 'Blocked', palette: 'status.blocked' },
  completed: { label: 'Completed', palette: 'status.completed' },
  rejected: { label: 'Rejected', palette: 'status.rejected' },
  voided: { label: 'Void', palette: 'status.rejected' },
  expired: { label: 'Expired', palette: 'status.expired' },
};

export const signerStatusDisplay: Record<SignerStatus, StatusDisplay> = {
  waiting: { label: 'Waiting', palette: 'status.waiting' },
  signed: { label: 'Signed', palette: 'status.completed' },
  rejected: { label: 'Rejected', palette: 'status.rejected' },
  blocked: { label: 'Blocked', palette: 'status.blocked' },
};
