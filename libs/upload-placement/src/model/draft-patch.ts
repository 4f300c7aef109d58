import type { UploadedDocument, UploadedDocumentUpdate } from '@esign/contract';

/** The settings of a draft the batch update changes; recipients in signing order. */
export type DraftPatch = Partial<
  Pick<UploadedDocument, 'signing_type' | 'category_id' | 'signing_order' | 'seal' | 'recipients'>
>;

const PATCH_FIELDS = [
  'signing_type',
  'category_id',
  'signing_order',
  'seal',
  'recipients',
] as const;

/**
 * The draft as it will be once the patch is saved: what the page shows before the server answers.
 * Recipients are renumbered in list order, and the signature boxes of a recipient left out go
 * with them (as the server does).
 */
export function applyDraftPatch(document: UploadedDocument, patch: DraftPatch): UploadedDocument {
  const next: UploadedDocument = { ...document, ...patch };
  if (patch.recipients) {
    next.recipients = patch.recipients.map((recipient, index) => ({
      ...recipient,
      order: index + 1,
    }));
    const kept = new Set(next.recipients.map((recipient) => recipient.user_id));
    next.placements = document.placements.filter(
      (placement) =>
        placement.sign_type !== 'sign' ||
        placement.signer_id === null ||
        kept.has(placement.signer_id),
    );
  }
  return next;
}

/** Two patches of one draft as one: the later value of each field wins. */
export function mergeDraftPatches(earlier: DraftPatch, later: DraftPatch): DraftPatch {
  return { ...earlier, ...later };
}

/** The fields of `document` that `patch` changes, as they are now: what a failed save restores. */
export function draftFieldsOf(document: UploadedDocument, patch: DraftPatch): DraftPatch {
  const before: DraftPatch = {};
  for (const field of PATCH_FIELDS) {
    if (field in patch) Object.assign(before, { [field]: document[field] });
  }
  if ('recipients' in patch) before.recipients = document.recipients;
  return before;
}

/** The row of the batch update (PUT document-upload) for a patch: recipients as user ids. */
export function toUpdateRow(referenceNumber: string, patch: DraftPatch): UploadedDocumentUpdate {
  const row: UploadedDocumentUpdate = { reference_number: referenceNumber };
  if (patch.signing_type !== undefined && patch.signing_type !== null)
    row.signing_type = patch.signing_type;
  if (patch.category_id !== undefined) row.category_id = patch.category_id;
  if (patch.signing_order !== undefined) row.signing_order = patch.signing_order;
  if (patch.seal !== undefined) row.seal = patch.seal;
  if (patch.recipients !== undefined)
    row.recipients = patch.recipients.map((recipient) => recipient.user_id);
  return row;
}
