import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import { checkDocumentUpload as checkDocumentUploadEndpoint } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { UPLOAD_TOAST_TITLES } from './upload-toast-titles';
import { uploadKeys } from './upload-keys';

/** GET document-upload/check: whether the user has an unfinished batch. */
export async function checkDocumentUpload(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await callEndpoint(checkDocumentUploadEndpoint, { signal });
    return response.data.is_document_present;
  } catch (error) {
    notifyError(UPLOAD_TOAST_TITLES.check, getErrorMessage(error));
    throw error;
  }
}

export function documentUploadCheckQueryOptions() {
  return queryOptions({
    queryKey: uploadKeys.check(),
    queryFn: ({ signal }) => checkDocumentUpload(signal),
    // Asked once per visit of the page: the answer decides the "continue?" question.
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useDocumentUploadCheck() {
  return useQuery(documentUploadCheckQueryOptions());
}
