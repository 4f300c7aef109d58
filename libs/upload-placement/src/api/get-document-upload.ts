import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import {
  getDocumentUpload as getDocumentUploadEndpoint,
  type DocumentUploadResponse,
} from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { UPLOAD_TOAST_TITLES } from './upload-toast-titles';
import { uploadKeys } from './upload-keys';

export type UploadBatch = DocumentUploadResponse['data'];

/** GET document-upload: the company seal and the user's drafts, oldest first. */
export async function getDocumentUpload(signal?: AbortSignal): Promise<UploadBatch> {
  try {
    const response = await callEndpoint(getDocumentUploadEndpoint, { signal });
    return response.data;
  } catch (error) {
    notifyError(UPLOAD_TOAST_TITLES.batch, getErrorMessage(error));
    throw error;
  }
}

export function documentUploadQueryOptions() {
  return queryOptions({
    queryKey: uploadKeys.batch(),
    queryFn: ({ signal }) => getDocumentUpload(signal),
  });
}

export function useDocumentUpload(enabled = true) {
  return useQuery({ ...documentUploadQueryOptions(), enabled });
}
