import type { TopUp } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { lockAndGuard } from '../../db/lock-and-guard';
import { topUps } from '../../db/schema/ematerai';
import type { UploadedFile } from '../../http/multipart-body';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { loadTopUp, topUpNotFound } from './load-top-ups';
import { assertMayUpdateTopUp, openStatusOf } from './top-up-status';

/**
 * PATCH admin cost-center/top-up/transactions/{id}: replaces the PO attachment of an open top-up
 * (its requester only: 403 for anyone else, 409 once decided). The row is locked first, so a
 * decision and a replacement never cross. A `request` moves to `waiting`; the replaced file is
 * deleted in the same transaction, so nothing is left behind and nothing points at a gap.
 */
export async function updateTopUpAttachment(
  ctx: Pick<AppContext, 'db' | 'clock' | 'files'>,
  principal: Principal,
  input: { id: number; ip: string; poAttachment: UploadedFile },
): Promise<TopUp> {
  const now = ctx.clock();
  const { poAttachment } = input;
  return ctx.db.transaction(async (tx) => {
    const topUp = await lockAndGuard(
      tx,
      topUps,
      eq(topUps.id, input.id),
      (row) => assertMayUpdateTopUp(principal, row),
      topUpNotFound,
    );
    const fileId = await ctx.files.put(tx, poAttachment.bytes, {
      contentType: poAttachment.contentType,
      at: now,
    });
    await tx
      .update(topUps)
      .set({
        status: openStatusOf(true),
        poAttachmentFileId: fileId,
        poAttachmentName: poAttachment.fileName,
      })
      .where(eq(topUps.id, topUp.id));
    if (topUp.poAttachmentFileId !== null) await ctx.files.delete(tx, topUp.poAttachmentFileId);
    await recordActivity(tx, {
      userId: principal.userId,
      action: 'ematerai.topup.update',
      activity: `${topUp.poAttachmentFileId === null ? 'Attached' : 'Replaced'} the PO attachment of top-up ${topUp.id}`,
      subjectType: 'top_up',
      subjectId: topUp.id,
      ip: input.ip,
      at: now,
    });
    return loadTopUp(tx, principal, topUp.id, now);
  });
}
