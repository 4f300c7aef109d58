import { queryOptions, useQuery } from '@tanstack/react-query';
import { getErrorMessage, loadDetail, type EmptyDetail } from '@esign/api-client';
import type { DocumentDetail } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { documentKeys } from './document-keys';
import { fetchDocumentDetail } from './document-requests';
import { takeEarlyDocumentDetail } from './early-document-load';
import { aheadLoad } from './early-document-requests';

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

/** The detail loaded by the page's route before the page renders (`loadDocumentAhead`). */
const detailAhead = aheadLoad<DocumentDetail | EmptyDetail>();

/**
 * Called by the detail route's loader once the detail has been requested on entering the page
 * (api/early-document-requests): loads it as the page's query would (checked with the endpoint's
 * schema, a failure toasted once) and resolves when it is in. The route waits for it, up to a
 * bound (routes.tsx), so the page renders once, with the document, instead of a loading state
 * and then the whole page again when the detail comes.
 */
export function loadDocumentAhead(referenceNumber: string): Promise<void> {
  return detailAhead.load(referenceNumber, () => getDocument(referenceNumber));
}

/**
 * Called by the page once its query has started: a detail loaded ahead and not used (the page
 * found the document in its cache) must not start a later query with older data.
 */
export function forgetDocumentAhead(referenceNumber: string): void {
  detailAhead.forget(referenceNumber);
}

export function documentQueryOptions(referenceNumber: string) {
  return queryOptions({
    queryKey: documentKeys.detail(referenceNumber),
    // The PDF is requested by the page once it shows the image of page 1 (components/pdf-section;
    // api/early-document-requests says why not on entering).
    queryFn: ({ signal }) =>
      detailAhead.take(referenceNumber) ?? getDocument(referenceNumber, signal),
    // Used only when the cache has nothing for this document; as fresh as when it came.
    initialData: () => detailAhead.loaded(referenceNumber)?.data,
    initialDataUpdatedAt: () => detailAhead.loaded(referenceNumber)?.loadedAt,
  });
}

export function useDocument(referenceNumber: string) {
  return useQuery(documentQueryOptions(referenceNumber));
}
