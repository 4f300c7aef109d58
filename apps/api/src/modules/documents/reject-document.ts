import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { lockAndGuard } from '../../db/lock-and-guard';
import { documents, documentSigners } from '../../db/schema/documents';
import { refundUnstampedDocumentStamps } from '../ematerai/document-stamps';
import { recordActivity } from '../monitoring/record-activity';
import { documentSubject } from '../notify/notification-subjects';
import { notifyUser } from '../notify/notify-user';
import { assertAllowed, refuseSignOrReject } from './document-permissions';
import { illegalTransition } from './document-status';
import { findMySigner, findVisibleDocument } from './document-visibility';
import type { Viewer } from './viewer';

/**
 * PUT document/{id}/reject: a signer whose turn has come rejects the document with a reason. The
 * document becomes rejected for everyone. Checked (permission first, then state and turn) and
 * written with the document row locked.
 */
export async function rejectDocument(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  viewer: Viewer,
  input: { referenceNumber: string; reason: string; ip: string },
): Promise<void> {
  const { id: documentId } = await findVisibleDocument(ctx.db, viewer, input.referenceNumber);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    let signerId = 0;
    const document = await lockAndGuard(
      tx,
      documents,
      eq(documents.id, documentId),
      async (locked) => {
        const mine = await findMySigner(tx, documentId, viewer.userId);
        assertAllowed(refuseSignOrReject('reject', viewer, locked, mine, now));
        signerId = mine?.id ?? 0; // allowed implies a signer row of their own
      },
      () => illegalTransition('The document no longer exists'),
    );

    await tx
      .update(documentSigners)
      .set({ status: 'rejected', rejectReason: input.reason })
      .where(eq(documentSigners.id, signerId));
    await tx
      .update(documents)
      .set({ state: 'rejected', rejectReason: input.reason, updatedAt: now })
      .where(eq(documents.id, documentId));
    // Stamps spent at send and never applied to the PDF go back to their cost center.
    await refundUnstampedDocumentStamps(tx, {
      documentId,
      documentReference: document.referenceNumber,
      userId: viewer.userId,
      at: now,
    });
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
      subject: documentSubject(document.referenceNumber, 'rejected'),
    });
  });
}
