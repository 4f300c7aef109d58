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

type LoadedAhead = { data: DocumentDetail | EmptyDetail; loadedAt: number };

/**
 * The detail loaded by the page's route before the page renders (`loadDocumentAhead`): while on
 * its way, the page's first fetch takes it instead of asking again; once in, the page's query
 * starts with it, so the page's first render shows the document.
 */
let ahead: {
  referenceNumber: string;
  pending: Promise<DocumentDetail | EmptyDetail> | null;
  loaded: LoadedAhead | null;
} | null = null;

/**
 * Called by the detail route's loader once the detail has been requested on entering the page
 * (api/early-document-requests): loads it as the page's query would (checked with the endpoint's
 * schema, a failure toasted once) and resolves when it is in. The route waits for it, up to a
 * bound (routes.tsx), so the page renders once, with the document, instead of a loading state
 * and then the whole page again when the detail comes.
 */
export function loadDocumentAhead(referenceNumber: string): Promise<void> {
  const pending = getDocument(referenceNumber);
  const entry: NonNullable<typeof ahead> = { referenceNumber, pending, loaded: null };
  ahead = entry;
  return pending.then((data) => {
    entry.pending = null;
    entry.loaded = { data, loadedAt: Date.now() };
  });
}

/** What the route loaded ahead for this document, once it is in. */
function loadedAhead(referenceNumber: string): LoadedAhead | undefined {
  return ahead?.referenceNumber === referenceNumber ? (ahead.loaded ?? undefined) : undefined;
}

/** The detail the route is still loading for this document, handed out once. */
function takePendingAhead(
  referenceNumber: string,
): Promise<DocumentDetail | EmptyDetail> | undefined {
  if (ahead?.referenceNumber !== referenceNumber || !ahead.pending) return undefined;
  const { pending } = ahead;
  ahead.pending = null;
  return pending;
}

/**
 * Called by the page once its query has started: a detail loaded ahead and not used (the page
 * found the document in its cache) must not start a later query with older data.
 */
export function forgetDocumentAhead(referenceNumber: string): void {
  if (ahead?.referenceNumber === referenceNumber) ahead = null;
}

export function documentQueryOptions(referenceNumber: string) {
  return queryOptions({
    queryKey: documentKeys.detail(referenceNumber),
    // The PDF is requested by the page once it shows the image of page 1 (components/pdf-section;
    // api/early-document-requests says why not on entering).
    queryFn: ({ signal }) =>
      takePendingAhead(referenceNumber) ?? getDocument(referenceNumber, signal),
    // Used only when the cache has nothing for this document; as fresh as when it came.
    initialData: () => loadedAhead(referenceNumber)?.data,
    initialDataUpdatedAt: () => loadedAhead(referenceNumber)?.loadedAt,
  });
}

export function useDocument(referenceNumber: string) {
  return useQuery(documentQueryOptions(referenceNumber));
}
