import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import { deleteUploadedDocument as deleteUploadedDocumentEndpoint } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { removeDraftFromBatch } from './set-draft-in-batch';
import { UPLOAD_TOAST_TITLES } from './upload-toast-titles';
import { uploadKeys } from './upload-keys';

/** DELETE document-upload/{id}: the draft goes, and its reserved stamps are released. */
export async function deleteUploadedDocument(referenceNumber: string): Promise<void> {
  await callEndpoint(deleteUploadedDocumentEndpoint, { params: { id: referenceNumber } });
}

export function useDeleteUploadedDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUploadedDocument,
    onSuccess: (_result, referenceNumber) => {
      removeDraftFromBatch(queryClient, referenceNumber);
      return queryClient.invalidateQueries({ queryKey: uploadKeys.temporer() });
    },
    onError: (error) => notifyError(UPLOAD_TOAST_TITLES.delete, getErrorMessage(error)),
  });
}
