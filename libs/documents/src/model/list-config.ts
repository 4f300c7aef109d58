import type { DocumentListStatus, PermissionCode } from '@esign/contract';

export interface DocumentListConfig {
  title: string;
  permission: PermissionCode;
  emptyText: string;
}

/** The five lists of spec §2: menu title and page code of each. */
export const documentListConfig: Record<DocumentListStatus, DocumentListConfig> = {
  need_to_sign: {
    title: 'Need to Sign',
    permission: 'documents.sign',
    emptyText: 'Nothing waits for your signature.',
  },
  pending: {
    title: 'Ongoing',
    permission: 'documents.ongoing',
    emptyText: 'No document is in progress.',
  },
  completed: {
    title: 'Completed',
    permission: 'documents.completed',
    emptyText: 'No document is completed yet.',
  },
  rejected: {
    title: 'Void & Rejected',
    permission: 'documents.rejected',
    emptyText: 'No document was voided or rejected.',
  },
  blocked: {
    title: 'Blocked & Expired',
    permission: 'documents.blocked',
    emptyText: 'No document is blocked or expired.',
  },
};
