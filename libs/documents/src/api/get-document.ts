import { queryOptions, useQuery } from '@tanstack/react-query';
import { getErrorMessage, isEmptyDetail, loadDetail, type EmptyDetail } from '@esign/api-client';
import type { DocumentDetail } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { documentKeys } from './document-keys';
import { fetchDocumentDetail } from './document-requests';
import { takeEarlyDocumentDetail } from './early-document-load';
import { earlyDocumentPdf } from './early-document-requests';
import { prefetchDocumentPdf } from './get-document-pdf';

export const DETAIL_FAILED_TITLE = 'Failed get document detail';

/**
 * The document's detail as a detail loader (spec §8): on error it resolves to `{}`, sets the
 * alert code to the HTTP status (404: no such document) and toasts the failure. Takes the
 * response requested on entering the page when there is one (api/early-document-requests).
 */
export function getDocument(
  referenceNumber: string,
  signal?: AbortSignal,
): Promise<DocumentDetail | EmptyDetail> {
  return loadDetail(
    () => takeEarlyDocumentDetail(referenceNumber) ?? fetchDocumentDetail(referenceNumber, signal),
    (error) => notifyError(DETAIL_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function documentQueryOptions(referenceNumber: string) {
  return queryOptions({
    queryKey: documentKeys.detail(referenceNumber),
    queryFn: async ({ signal, client }) => {
      const detail = await getDocument(referenceNumber, signal);
      // The PDF is on the first page's critical path: it starts now (if it did not start with the
      // detail), not after the page renders. No document, no PDF to keep.
      if (isEmptyDetail(detail)) earlyDocumentPdf.drop(referenceNumber);
      else prefetchDocumentPdf(client, referenceNumber);
      return detail;
    },
  });
}

export function useDocument(referenceNumber: string) {
  return useQuery(documentQueryOptions(referenceNumber));
}
