import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  callEndpoint,
  checkEndpointResponse,
  getErrorMessage,
  loadList,
  type ListResult,
} from '@esign/api-client';
import { listDocuments, type DocumentListQuery, type DocumentSummary } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { documentKeys } from './document-keys';
import { aheadLoad, earlyDocumentList, listResponseKey } from './early-document-requests';

export const LIST_FAILED_TITLE = 'Failed get document list';

export type DocumentPage = ListResult<DocumentSummary>;

/**
 * GET document -> data.data, meta.pagination (spec §7). A list loader (spec §8): on error it
 * resolves to no rows and empty pagination, sets the alert code and toasts the failure. Takes the
 * response requested on entering the first list when it is this query's
 * (api/early-document-requests), checked with the endpoint's schema as any response is.
 */
export function getDocuments(
  query: DocumentListQuery,
  signal?: AbortSignal,
): Promise<DocumentPage> {
  return loadList(
    async () => {
      const early = earlyDocumentList.take(listResponseKey(query));
      const response = early
        ? checkEndpointResponse(listDocuments, await early)
        : await callEndpoint(listDocuments, { query, signal });
      return { data: response.data.data, meta: response.meta };
    },
    (error) => notifyError(LIST_FAILED_TITLE, getErrorMessage(error)),
  );
}

/** The first list, loaded by its route before the page renders (`loadDocumentListAhead`). */
const listAhead = aheadLoad<DocumentPage>();

/**
 * Called by a list route's loader once the list has been requested on entering it
 * (api/early-document-requests): loads it as the page's query would (checked, a failure toasted
 * once) and resolves when it is in. The route waits for it, up to a bound (routes.tsx), so the
 * page renders once, with its rows.
 */
export function loadDocumentListAhead(query: DocumentListQuery): Promise<void> {
  return listAhead.load(listResponseKey(query), () => getDocuments(query));
}

/** Called by the page once its query has started: a list loaded ahead is used once at most. */
export function forgetDocumentListAhead(query: DocumentListQuery): void {
  listAhead.forget(listResponseKey(query));
}

export function documentsQueryOptions(query: DocumentListQuery) {
  const key = listResponseKey(query);
  return queryOptions({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) => listAhead.take(key) ?? getDocuments(query, signal),
    // Used only when the cache has nothing for this list; as fresh as when it came.
    initialData: () => listAhead.loaded(key)?.data,
    initialDataUpdatedAt: () => listAhead.loaded(key)?.loadedAt,
    // The previous page stays on screen while the next one loads (no flash of the empty state).
    placeholderData: keepPreviousData,
  });
}

export function useDocuments(query: DocumentListQuery) {
  return useQuery(documentsQueryOptions(query));
}
