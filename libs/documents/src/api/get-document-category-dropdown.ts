import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { documentCategoryDropdown, type DocumentCategory } from '@esign/contract';
import { documentCategoryKeys } from './document-category-keys';

/** Every category for the list filter (tools dropdown/document-category). */
export async function getDocumentCategoryDropdown(
  signal?: AbortSignal,
): Promise<DocumentCategory[]> {
  const response = await callEndpoint(documentCategoryDropdown, { signal });
  return response.data;
}

export function documentCategoryDropdownQueryOptions() {
  return queryOptions({
    queryKey: documentCategoryKeys.dropdown(),
    queryFn: ({ signal }) => getDocumentCategoryDropdown(signal),
    staleTime: 5 * 60_000,
  });
}

export function useDocumentCategoryDropdown() {
  return useQuery(documentCategoryDropdownQueryOptions());
}
