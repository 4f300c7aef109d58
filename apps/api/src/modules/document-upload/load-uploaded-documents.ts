import type { UploadedDocument } from '@esign/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  uploadDraftPlacements,
  uploadDraftRecipients,
  uploadDrafts,
} from '../../db/schema/document-upload';
import { users } from '../../db/schema/users';
import { sealPlacementView, signerPlacementView, type DraftRow } from './own-draft';

/**
 * The uploader's drafts as every response shows them (UploadedDocument), oldest first: with
 * their recipients in signing order and their boxes in the order they were placed. `draftIds`
 * narrows it to those drafts (still only the uploader's own).
 */
export async function loadUploadedDocuments(
  executor: Executor,
  uploaderId: number,
  draftIds?: readonly number[],
): Promise<UploadedDocument[]> {
  if (draftIds && draftIds.length === 0) return [];
  const conditions: SQL[] = [eq(uploadDrafts.uploaderId, uploaderId)];
  if (draftIds) conditions.push(inArray(uploadDrafts.id, [...draftIds]));
  const drafts = await executor
    .select()
    .from(uploadDrafts)
    .where(and(...conditions))
    .orderBy(asc(uploadDrafts.createdAt), asc(uploadDrafts.id));
  if (drafts.length === 0) return [];
  const ids = drafts.map((draft) => draft.id);

  const recipients = await executor
    .select({
      draftId: uploadDraftRecipients.draftId,
      userId: uploadDraftRecipients.userId,
      order: uploadDraftRecipients.signOrder,
      name: users.name,
      privyId: users.privyId,
    })
    .from(uploadDraftRecipients)
    .innerJoin(users, eq(users.id, uploadDraftRecipients.userId))
    .where(inArray(uploadDraftRecipients.draftId, ids))
    .orderBy(asc(uploadDraftRecipients.signOrder));
  const boxes = await executor
    .select()
    .from(uploadDraftPlacements)
    .where(inArray(uploadDraftPlacements.draftId, ids))
    .orderBy(asc(uploadDraftPlacements.id));

  return drafts.map((draft) => uploadedDocumentView(draft, recipients, boxes));
}

type RecipientRow = {
  draftId: number;
  userId: number;
  order: number;
  name: string;
  privyId: string;
};

function uploadedDocumentView(
  draft: DraftRow,
  recipients: readonly RecipientRow[],
  boxes: readonly (typeof uploadDraftPlacements.$inferSelect)[],
): UploadedDocument {
  const own = boxes.filter((box) => box.draftId === draft.id);
  return {
    reference_number: draft.referenceNumber,
    name: draft.name,
    file_name: draft.fileName,
    signing_type: draft.signingType,
    category_id: draft.categoryId,
    signing_order: draft.signingOrder,
    seal: draft.seal,
    is_viewed: draft.viewedAt !== null,
    page_count: draft.pageCount,
    pages: draft.pages,
    recipients: recipients
      .filter((row) => row.draftId === draft.id)
      .map((row) => ({
        user_id: row.userId,
        name: row.name,
        privy_id: row.privyId,
        order: row.order,
        is_uploader: row.userId === draft.uploaderId,
      })),
    placements: own.filter((box) => box.type !== 'seal').map(signerPlacementView),
    seals: own
      .filter((box) => box.type === 'seal')
      .map((box) => sealPlacementView(box, draft.referenceNumber)),
    ematerai_count: own.filter((box) => box.type === 'e_meterai').length,
    created_at: draft.createdAt.toISOString(),
    updated_at: draft.updatedAt.toISOString(),
  };
}

/** One draft as UploadedDocument (after a change in the same transaction). */
export async function loadUploadedDocument(
  executor: Executor,
  draft: Pick<DraftRow, 'id' | 'uploaderId'>,
): Promise<UploadedDocument> {
  const [document] = await loadUploadedDocuments(executor, draft.uploaderId, [draft.id]);
  if (!document) throw new Error(`Draft ${draft.id} not found`);
  return document;
}
