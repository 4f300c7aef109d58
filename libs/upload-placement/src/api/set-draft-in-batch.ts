import type { QueryClient } from '@tanstack/react-query';
import type { UploadedDocument } from '@esign/contract';
import type { UploadBatch } from './get-document-upload';
import { uploadKeys } from './upload-keys';

/** Changes the drafts of the cached batch (GET document-upload), when it is loaded. */
export function updateBatchDrafts(
  queryClient: QueryClient,
  change: (documents: UploadedDocument[]) => UploadedDocument[],
): void {
  queryClient.setQueryData<UploadBatch>(uploadKeys.batch(), (batch) =>
    batch ? { ...batch, documents: change(batch.documents) } : batch,
  );
}

/** Puts the server's copy of a draft into the cached batch (replacing it, or appending a new one). */
export function putDraftInBatch(queryClient: QueryClient, document: UploadedDocument): void {
  updateBatchDrafts(queryClient, (documents) =>
    documents.some((draft) => draft.reference_number === document.reference_number)
      ? documents.map((draft) =>
          draft.reference_number === document.reference_number ? document : draft,
        )
      : [...documents, document],
  );
}

/** Takes a draft out of the cached batch (deleted or sent). */
export function removeDraftFromBatch(queryClient: QueryClient, referenceNumber: string): void {
  updateBatchDrafts(queryClient, (documents) =>
    documents.filter((draft) => draft.reference_number !== referenceNumber),
  );
}
