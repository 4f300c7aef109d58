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
import { earlyDocumentList, earlyResponse, listResponseKey } from './early-document-requests';

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

type LoadedAhead = { key: string; data: DocumentPage; loadedAt: number };

/**
 * The first list loaded by its route before the page renders (`loadDocumentListAhead`): while on
 * its way, the page's first fetch takes it; once in, the page's query starts with it, so the
 * page's first render shows the rows.
 */
const pendingAhead = earlyResponse<DocumentPage>();
let loadedAhead: LoadedAhead | null = null;
/** The list the route loads ahead last: an older load that ends later is not kept. */
let latestAhead: string | null = null;

/**
 * Called by a list route's loader once the list has been requested on entering it
 * (api/early-document-requests): loads it as the page's query would (checked, a failure toasted
 * once) and resolves when it is in. The route waits for it, up to a bound (routes.tsx).
 */
export async function loadDocumentListAhead(query: DocumentListQuery): Promise<void> {
  const key = listResponseKey(query);
  const pending = getDocuments(query);
  latestAhead = key;
  pendingAhead.hold(key, pending);
  const data = await pending;
  pendingAhead.drop(key);
  if (latestAhead === key) loadedAhead = { key, data, loadedAt: Date.now() };
}

function loadedAheadOf(key: string): LoadedAhead | undefined {
  return loadedAhead?.key === key ? loadedAhead : undefined;
}

/** Called by the page once its query has started: a list loaded ahead is used once. */
export function forgetDocumentListAhead(query: DocumentListQuery): void {
  const key = listResponseKey(query);
  pendingAhead.drop(key);
  if (loadedAhead?.key === key) loadedAhead = null;
}

export function documentsQueryOptions(query: DocumentListQuery) {
  const key = listResponseKey(query);
  return queryOptions({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) => pendingAhead.take(key) ?? getDocuments(query, signal),
    initialData: () => loadedAheadOf(key)?.data,
    initialDataUpdatedAt: () => loadedAheadOf(key)?.loadedAt,
    // The previous page stays on screen while the next one loads (no flash of the empty state).
    placeholderData: keepPreviousData,
  });
}

export function useDocuments(query: DocumentListQuery) {
  return useQuery(documentsQueryOptions(query));
}
