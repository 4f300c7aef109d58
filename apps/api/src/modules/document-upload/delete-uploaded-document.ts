import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { uploadDraftPlacements, uploadDrafts } from '../../db/schema/document-upload';
import { costCenterOfUser, releaseBoxStamp } from '../ematerai/document-stamps';
import { recordActivity } from '../monitoring/record-activity';
import { boxesHoldingStamps, lockOwnDraft } from './own-draft';

/**
 * DELETE document-upload/{id}: deletes the uploader's draft with its recipients, boxes and codes
 * (foreign-key cascade), gives back the stamp each e-meterai box holds, and forgets its file, all
 * in one transaction.
 */
export async function deleteUploadedDocument(
  ctx: Pick<AppContext, 'db' | 'clock' | 'files'>,
  uploaderId: number,
  input: { referenceNumber: string; ip: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const draft = await lockOwnDraft(tx, uploaderId, input.referenceNumber);
    const stampBoxes = await tx
      .select({ id: uploadDraftPlacements.id })
      .from(uploadDraftPlacements)
      .where(
        and(
          eq(uploadDraftPlacements.draftId, draft.id),
          eq(uploadDraftPlacements.type, 'e_meterai'),
        ),
      );
    // Stamps are reserved on the cost center of the uploader's office; without one, none are held.
    const costCenterId = await costCenterOfUser(tx, uploaderId);
    let released = 0;
    if (costCenterId !== null) {
      const holding = await boxesHoldingStamps(
        tx,
        costCenterId,
        draft.referenceNumber,
        stampBoxes.map((box) => box.id),
      );
      for (const boxId of holding) {
        await releaseBoxStamp(tx, {
          costCenterId,
          documentReference: draft.referenceNumber,
          boxId,
          userId: uploaderId,
          at: now,
        });
        released++;
      }
    }
    await tx.delete(uploadDrafts).where(eq(uploadDrafts.id, draft.id));
    await ctx.files.delete(tx, draft.fileId);
    await recordActivity(tx, {
      userId: uploaderId,
      action: 'document_upload.delete',
      activity:
        released > 0
          ? `Deleted document ${draft.referenceNumber} (${draft.name}); ${released} e-meterai stamp${released === 1 ? '' : 's'} released`
          : `Deleted document ${draft.referenceNumber} (${draft.name})`,
      subjectType: 'document',
      subjectId: draft.referenceNumber,
      ip: input.ip,
      at: now,
    });
  });
}
