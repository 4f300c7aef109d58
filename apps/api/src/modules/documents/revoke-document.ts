import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { lockAndGuard } from '../../db/lock-and-guard';
import { documents } from '../../db/schema/documents';
import { refundUnstampedDocumentStamps } from '../ematerai/document-stamps';
import { recordActivity } from '../monitoring/record-activity';
import { documentSubject } from '../notify/notification-subjects';
import { notifyUser } from '../notify/notify-user';
import { assertAllowed, refuseVoid } from './document-permissions';
import { illegalTransition } from './document-status';
import { findMySigner, findVisibleDocument } from './document-visibility';
import type { Viewer } from './viewer';

/**
 * PUT document/{id}/revoke: voids a document with a reason. Allowed to its uploader, and to
 * super_admin while the document is in their sign, ongoing or blocked list (spec §4 point 6,
 * the `*.revoke` codes of §6); permission first (403), then the state (409: completed, rejected
 * and voided documents cannot be voided). See document-permissions.ts.
 */
export async function revokeDocument(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  viewer: Viewer,
  input: { referenceNumber: string; reason: string; ip: string },
): Promise<void> {
  const { id: documentId } = await findVisibleDocument(ctx.db, viewer, input.referenceNumber);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const document = await lockAndGuard(
      tx,
      documents,
      eq(documents.id, documentId),
      async (locked) =>
        assertAllowed(
          refuseVoid(viewer, locked, await findMySigner(tx, documentId, viewer.userId), now),
        ),
      () => illegalTransition('The document no longer exists'),
    );

    await tx
      .update(documents)
      .set({ state: 'voided', voidReason: input.reason, voidedBy: viewer.userId, updatedAt: now })
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
      action: 'document.void',
      activity: `Voided document ${document.referenceNumber}: ${input.reason}`,
      subjectType: 'document',
      subjectId: document.referenceNumber,
      ip: input.ip,
      at: now,
    });
    if (document.uploaderId !== viewer.userId)
      await notifyUser(tx, document.uploaderId, {
        title: 'Document voided',
        body: `Document ${document.referenceNumber} was voided: ${input.reason}`,
        at: now,
        // Void & Rejected is one list (spec §2).
        subject: documentSubject(document.referenceNumber, 'rejected'),
      });
  });
}
