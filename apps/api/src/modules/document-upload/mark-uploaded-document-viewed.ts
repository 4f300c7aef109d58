import type { UploadedDocument } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { uploadDrafts } from '../../db/schema/document-upload';
import { recordActivity } from '../monitoring/record-activity';
import { loadUploadedDocument } from './load-uploaded-documents';
import { lockOwnDraft } from './own-draft';

/**
 * PUT document-upload/{id}/view: records that the uploader opened the draft (needed before
 * sending). Repeating it keeps the first time and writes no second log row.
 */
export async function markUploadedDocumentViewed(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  uploaderId: number,
  input: { referenceNumber: string; ip: string },
): Promise<UploadedDocument> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const draft = await lockOwnDraft(tx, uploaderId, input.referenceNumber);
    if (draft.viewedAt === null) {
      await tx
        .update(uploadDrafts)
        .set({ viewedAt: now, updatedAt: now })
        .where(eq(uploadDrafts.id, draft.id));
      await recordActivity(tx, {
        userId: uploaderId,
        action: 'document_upload.view',
        activity: `Viewed document ${draft.referenceNumber} before sending`,
        subjectType: 'document',
        subjectId: draft.referenceNumber,
        ip: input.ip,
        at: now,
      });
    }
    return loadUploadedDocument(tx, draft);
  });
}
