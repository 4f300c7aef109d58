import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import {
  listDocumentCategories,
  type DocumentCategory,
  type DocumentCategoryListQuery,
  type Pagination,
} from '@esign/contract';
import { documentCategoryKeys } from './document-category-keys';

export interface DocumentCategoryPage {
  data: DocumentCategory[];
  pagination: Pagination;
}

/** GET document-category (params) -> data, meta. */
export async function getDocumentCategories(
  query: DocumentCategoryListQuery,
  signal?: AbortSignal,
): Promise<DocumentCategoryPage> {
  const response = await callEndpoint(listDocumentCategories, { query, signal });
  return { data: response.data, pagination: response.meta.pagination };
}

export function documentCategoriesQueryOptions(query: DocumentCategoryListQuery) {
  return queryOptions({
    queryKey: documentCategoryKeys.list(query),
    queryFn: ({ signal }) => getDocumentCategories(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDocumentCategories(query: DocumentCategoryListQuery) {
  return useQuery(documentCategoriesQueryOptions(query));
}
