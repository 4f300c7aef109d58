import type { DocumentFilter, DocumentListQuery } from '@esign/contract';

/** Query keys of documents: invalidating `lists()` refreshes every list, `detail(ref)` one document and its PDF. */
export const documentKeys = {
  all: ['documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (query: DocumentListQuery | DocumentFilter) => [...documentKeys.lists(), query] as const,
  details: () => [...documentKeys.all, 'detail'] as const,
  detail: (referenceNumber: string) => [...documentKeys.details(), referenceNumber] as const,
  pdf: (referenceNumber: string) => [...documentKeys.detail(referenceNumber), 'pdf'] as const,
  preview: (referenceNumber: string) =>
    [...documentKeys.detail(referenceNumber), 'preview'] as const,
};
