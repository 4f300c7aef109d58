import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import {
  markUploadedDocumentViewed as markUploadedDocumentViewedEndpoint,
  type UploadedDocument,
} from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { updateBatchDrafts } from './set-draft-in-batch';
import { UPLOAD_TOAST_TITLES } from './upload-toast-titles';

/** PUT document-upload/{id}/view: the uploader has opened the draft (required before sending). */
export async function markUploadedDocumentViewed(
  referenceNumber: string,
): Promise<UploadedDocument> {
  const response = await callEndpoint(markUploadedDocumentViewedEndpoint, {
    params: { id: referenceNumber },
  });
  return response.data.document;
}

export function useMarkUploadedDocumentViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markUploadedDocumentViewed,
    // Only this field: the editor may be changing the draft's boxes in the same cache.
    onSuccess: (document) =>
      updateBatchDrafts(queryClient, (drafts) =>
        drafts.map((draft) =>
          draft.reference_number === document.reference_number
            ? { ...draft, is_viewed: document.is_viewed }
            : draft,
        ),
      ),
    onError: (error) => notifyError(UPLOAD_TOAST_TITLES.view, getErrorMessage(error)),
  });
}
