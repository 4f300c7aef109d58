import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import {
  updateUploadedDocuments as updateUploadedDocumentsEndpoint,
  type UploadedDocument,
  type UploadedDocumentUpdate,
} from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import {
  applyDraftPatch,
  draftFieldsOf,
  mergeDraftPatches,
  toUpdateRow,
  type DraftPatch,
} from '../model/draft-patch';
import type { UploadBatch } from './get-document-upload';
import { updateBatchDrafts } from './set-draft-in-batch';
import { UPLOAD_TOAST_TITLES } from './upload-toast-titles';
import { uploadKeys } from './upload-keys';

/** PUT document-upload: sets signing type, category, order, seal and recipients of drafts. */
export async function updateUploadedDocuments(
  datas: UploadedDocumentUpdate[],
): Promise<UploadedDocument[]> {
  const response = await callEndpoint(updateUploadedDocumentsEndpoint, { body: { datas } });
  return response.data.documents;
}

/**
 * The saved settings of a draft over the cached one. The boxes are taken from the server only
 * when the recipients changed (a recipient left out loses their boxes): otherwise the cache's
 * boxes stay, as the editor may have moved one while this request ran.
 */
function mergeSavedSettings(cached: UploadedDocument, saved: UploadedDocument): UploadedDocument {
  const recipientsChanged =
    cached.recipients.map((r) => r.user_id).join() !==
    saved.recipients.map((r) => r.user_id).join();
  return {
    ...cached,
    signing_type: saved.signing_type,
    category_id: saved.category_id,
    signing_order: saved.signing_order,
    seal: saved.seal,
    recipients: saved.recipients,
    placements: recipientsChanged ? saved.placements : cached.placements,
    updated_at: saved.updated_at,
  };
}

/** Quiet time after the last change before the batch update is sent (changes are grouped). */
export const DRAFT_SAVE_DELAY_MS = 400;

type Pending = { patch: DraftPatch; before: DraftPatch };

/**
 * Saves draft settings through the batch update: each change shows at once (optimistic, on the
 * batch cache); changes made within `delayMs` of each other go in one request; a failed request
 * puts back the fields it changed (leaving boxes and later changes alone) and toasts
 * 'Failed update document'. Changes still waiting are sent when the page is left.
 */
export function useDraftUpdates(delayMs: number = DRAFT_SAVE_DELAY_MS) {
  const queryClient = useQueryClient();
  const waiting = useRef(new Map<string, Pending>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** Sends what is waiting now; resolves to whether it was saved (true when nothing waited). */
  const flush = useCallback((): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const sending = new Map(waiting.current);
    waiting.current.clear();
    if (sending.size === 0) return Promise.resolve(true);
    const rows = [...sending].map(([reference, { patch }]) => toUpdateRow(reference, patch));
    return updateUploadedDocuments(rows).then(
      (documents) => {
        updateBatchDrafts(queryClient, (drafts) =>
          drafts.map((draft) => {
            const saved = documents.find((doc) => doc.reference_number === draft.reference_number);
            if (!saved) return draft;
            const merged = mergeSavedSettings(draft, saved);
            // A change made while this request ran is still to be sent: keep showing it.
            const newer = waiting.current.get(draft.reference_number);
            return newer ? applyDraftPatch(merged, newer.patch) : merged;
          }),
        );
        return true;
      },
      (error: unknown) => {
        updateBatchDrafts(queryClient, (drafts) =>
          drafts.map((draft) => {
            const failed = sending.get(draft.reference_number);
            return failed ? applyDraftPatch(draft, failed.before) : draft;
          }),
        );
        notifyError(UPLOAD_TOAST_TITLES.update, getErrorMessage(error));
        return false;
      },
    );
  }, [queryClient]);

  const change = useCallback(
    (referenceNumber: string, patch: DraftPatch) => {
      const draft = queryClient
        .getQueryData<UploadBatch>(uploadKeys.batch())
        ?.documents.find((doc) => doc.reference_number === referenceNumber);
      if (!draft) return;
      const earlier = waiting.current.get(referenceNumber);
      waiting.current.set(referenceNumber, {
        patch: mergeDraftPatches(earlier?.patch ?? {}, patch),
        // What a failure restores: the values from before the first change not yet saved.
        before: { ...draftFieldsOf(draft, patch), ...earlier?.before },
      });
      updateBatchDrafts(queryClient, (drafts) =>
        drafts.map((doc) =>
          doc.reference_number === referenceNumber ? applyDraftPatch(doc, patch) : doc,
        ),
      );
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [queryClient, flush, delayMs],
  );

  useEffect(
    () => () => {
      void flush();
    },
    [flush],
  );

  return { change, flush };
}
