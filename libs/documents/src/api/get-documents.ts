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
import { earlyDocumentList, listResponseKey } from './early-document-requests';

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

export function documentsQueryOptions(query: DocumentListQuery) {
  return queryOptions({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) => getDocuments(query, signal),
    // The previous page stays on screen while the next one loads (no flash of the empty state).
    placeholderData: keepPreviousData,
  });
}

export function useDocuments(query: DocumentListQuery) {
  return useQuery(documentsQueryOptions(query));
}
