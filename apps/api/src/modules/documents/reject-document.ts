import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { documents, documentSigners } from '../../db/schema/documents';
import { recordActivity } from '../monitoring/record-activity';
import { illegalTransition, lockActionableDocument } from './document-status';
import { findVisibleDocumentId, type Viewer } from './document-view';
import { notifyUser } from '../notify/notify-user';

/**
 * PUT document/{id}/reject: a signer whose turn has come rejects the document with a reason. The
 * document becomes rejected for everyone. Checked and written with the document row locked.
 */
export async function rejectDocument(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  viewer: Viewer,
  input: { referenceNumber: string; reason: string; ip: string },
): Promise<void> {
  const documentId = await findVisibleDocumentId(ctx.db, viewer, input.referenceNumber);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const document = await lockActionableDocument(tx, documentId, 'reject', now);
    const [signer] = await tx
      .select()
      .from(documentSigners)
      .where(
        and(eq(documentSigners.documentId, documentId), eq(documentSigners.userId, viewer.userId)),
      );
    if (!signer || signer.isUploader)
      throw illegalTransition('You are not asked to sign this document');
    if (signer.status === 'blocked')
      throw illegalTransition('It is not your turn on this document yet');
    if (signer.status !== 'waiting')
      throw illegalTransition('You have already signed this document');

    await tx
      .update(documentSigners)
      .set({ status: 'rejected', rejectReason: input.reason })
      .where(eq(documentSigners.id, signer.id));
    await tx
      .update(documents)
      .set({ state: 'rejected', rejectReason: input.reason, updatedAt: now })
      .where(eq(documents.id, documentId));
    await recordActivity(tx, {
      userId: viewer.userId,
      action: 'document.reject',
      activity: `Rejected document ${document.referenceNumber}: ${input.reason}`,
      subjectType: 'document',
      subjectId: document.referenceNumber,
      ip: input.ip,
      at: now,
    });
    await notifyUser(tx, document.uploaderId, {
      title: 'Document rejected',
      body: `Document ${document.referenceNumber} was rejected: ${input.reason}`,
      at: now,
    });
  });
}
