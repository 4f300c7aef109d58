import type { DocumentListStatus } from '@esign/contract';

/** The document lists of spec §2 by their menu labels, with the theme's status colour of each. */
export const documentListSeries: readonly {
  key: DocumentListStatus;
  label: string;
  color: string;
}[] = [
  { key: 'need_to_sign', label: 'Need to Sign', color: 'status.waiting.solid' },
  { key: 'pending', label: 'Ongoing', color: 'status.pending.solid' },
  { key: 'completed', label: 'Completed', color: 'status.completed.solid' },
  { key: 'rejected', label: 'Void & Rejected', color: 'status.rejected.solid' },
  { key: 'blocked', label: 'Blocked & Expired', color: 'status.blocked.solid' },
];
