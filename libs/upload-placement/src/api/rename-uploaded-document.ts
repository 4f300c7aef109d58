import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import {
  renameUploadedDocument as renameUploadedDocumentEndpoint,
  type UploadedDocument,
} from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { updateBatchDrafts } from './set-draft-in-batch';
import { UPLOAD_TOAST_TITLES } from './upload-toast-titles';

export type RenameUploadedDocumentInput = { referenceNumber: string; name: string };

/** PUT document-upload/{id}/name (the file name rule of §5, checked again by the server). */
export async function renameUploadedDocument({
  referenceNumber,
  name,
}: RenameUploadedDocumentInput): Promise<UploadedDocument> {
  const response = await callEndpoint(renameUploadedDocumentEndpoint, {
    params: { id: referenceNumber },
    body: { name },
  });
  return response.data.document;
}

export function useRenameUploadedDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameUploadedDocument,
    // Only this field: the editor may be changing the draft's boxes in the same cache.
    onSuccess: (document) =>
      updateBatchDrafts(queryClient, (drafts) =>
        drafts.map((draft) =>
          draft.reference_number === document.reference_number
            ? { ...draft, name: document.name }
            : draft,
        ),
      ),
    onError: (error) => notifyError(UPLOAD_TOAST_TITLES.rename, getErrorMessage(error)),
  });
}
