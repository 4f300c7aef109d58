import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import { documentCategoryDropdown, type DocumentCategory } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { UPLOAD_TOAST_TITLES } from './upload-toast-titles';
import { uploadKeys } from './upload-keys';

/**
 * GET dropdown/document-category for the draft's category select. libs/documents has the same
 * call for its list filter but does not export it (and upload-placement may not import documents).
 */
export async function getDocumentCategories(signal?: AbortSignal): Promise<DocumentCategory[]> {
  try {
    const response = await callEndpoint(documentCategoryDropdown, { signal });
    return response.data;
  } catch (error) {
    notifyError(UPLOAD_TOAST_TITLES.documentCategories, getErrorMessage(error));
    throw error;
  }
}

export function documentCategoriesQueryOptions() {
  return queryOptions({
    queryKey: uploadKeys.documentCategories(),
    queryFn: ({ signal }) => getDocumentCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useDocumentCategories() {
  return useQuery(documentCategoriesQueryOptions());
}
