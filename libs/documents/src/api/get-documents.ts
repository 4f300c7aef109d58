import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import {
  listDocuments,
  type DocumentListQuery,
  type DocumentSummary,
  type Pagination,
} from '@esign/contract';
import { documentKeys } from './document-keys';

export interface DocumentPage {
  data: DocumentSummary[];
  pagination: Pagination;
}

/** GET document -> data.data, meta.pagination (spec §7). */
export async function getDocuments(
  query: DocumentListQuery,
  signal?: AbortSignal,
): Promise<DocumentPage> {
  const response = await callEndpoint(listDocuments, { query, signal });
  return { data: response.data.data, pagination: response.meta.pagination };
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
