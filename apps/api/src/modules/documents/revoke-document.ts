import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { documents } from '../../db/schema/documents';
import { forbidden } from '../../http/api-error';
import { recordActivity } from '../monitoring/record-activity';
import { lockActionableDocument } from './document-status';
import { findVisibleDocumentId, loadSummaries, type Viewer } from './document-view';
import { notifyUser } from '../notify/notify-user';

/**
 * PUT document/{id}/revoke: voids a document with a reason. Allowed to its uploader, and to
 * super_admin while the document is in their sign, ongoing or blocked list (spec §4 point 6,
 * the `*.revoke` codes of §6). Completed, rejected and voided documents cannot be voided.
 */
export async function revokeDocument(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  viewer: Viewer,
  input: { referenceNumber: string; reason: string; ip: string },
): Promise<void> {
  const documentId = await findVisibleDocumentId(ctx.db, viewer, input.referenceNumber);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const document = await lockActionableDocument(tx, documentId, 'void', now);
    const [summary] = await loadSummaries(tx, viewer, [documentId], now);
    if (!summary?.can_void)
      throw forbidden('Only the uploader or a super administrator can void this document');

    await tx
      .update(documents)
      .set({ state: 'voided', voidReason: input.reason, voidedBy: viewer.userId, updatedAt: now })
      .where(eq(documents.id, documentId));
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
      });
  });
}
