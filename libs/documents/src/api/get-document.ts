import { queryOptions, useQuery } from '@tanstack/react-query';
import { getErrorMessage, loadDetail, type EmptyDetail } from '@esign/api-client';
import type { DocumentDetail } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { documentKeys } from './document-keys';
import { fetchDocumentDetail } from './document-requests';
import { takeEarlyDocumentDetail } from './early-document-load';

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
    // The PDF is requested by the page once it shows the detail (api/early-document-requests says
    // why not before).
    queryFn: ({ signal }) => getDocument(referenceNumber, signal),
  });
}

export function useDocument(referenceNumber: string) {
  return useQuery(documentQueryOptions(referenceNumber));
}
