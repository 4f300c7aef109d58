import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '@esign/api-client';
import { notifyError } from '@esign/ui-kit';
import { deleteUploadedDocument } from './delete-uploaded-document';
import { documentUploadQueryOptions } from './get-document-upload';
import { removeDraftFromBatch } from './set-draft-in-batch';
import { UPLOAD_TOAST_TITLES } from './upload-toast-titles';
import { uploadKeys } from './upload-keys';

/**
 * "Start over": deletes every draft of the batch, one after another, with progress. A draft
 * that cannot be deleted is toasted and kept; the others still go. Resolves to how many are left.
 */
export function useStartOver() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const startOver = async (): Promise<number> => {
    const batch = await queryClient.fetchQuery(documentUploadQueryOptions());
    const drafts = batch.documents;
    let left = 0;
    setProgress({ done: 0, total: drafts.length });
    for (const [index, draft] of drafts.entries()) {
      try {
        await deleteUploadedDocument(draft.reference_number);
        removeDraftFromBatch(queryClient, draft.reference_number);
      } catch (error) {
        left += 1;
        notifyError(UPLOAD_TOAST_TITLES.delete, `${draft.name}: ${getErrorMessage(error)}`);
      }
      setProgress({ done: index + 1, total: drafts.length });
    }
    setProgress(null);
    await queryClient.invalidateQueries({ queryKey: uploadKeys.temporer() });
    return left;
  };

  return { startOver, progress };
}
