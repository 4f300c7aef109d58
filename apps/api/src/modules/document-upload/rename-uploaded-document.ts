import type { UploadedDocument } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { uploadDrafts } from '../../db/schema/document-upload';
import { recordActivity } from '../monitoring/record-activity';
import { loadUploadedDocument } from './load-uploaded-documents';
import { lockOwnDraft } from './own-draft';

/** PUT document-upload/{id}/name: renames the uploader's draft (the name is checked by the contract). */
export async function renameUploadedDocument(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  uploaderId: number,
  input: { referenceNumber: string; name: string; ip: string },
): Promise<UploadedDocument> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const draft = await lockOwnDraft(tx, uploaderId, input.referenceNumber);
    await tx
      .update(uploadDrafts)
      .set({ name: input.name, updatedAt: now })
      .where(eq(uploadDrafts.id, draft.id));
    await recordActivity(tx, {
      userId: uploaderId,
      action: 'document_upload.rename',
      activity: `Renamed document ${draft.referenceNumber} from "${draft.name}" to "${input.name}"`,
      subjectType: 'document',
      subjectId: draft.referenceNumber,
      ip: input.ip,
      at: now,
    });
    return loadUploadedDocument(tx, draft);
  });
}
