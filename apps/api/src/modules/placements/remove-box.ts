import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { uploadDraftPlacements } from '../../db/schema/document-upload';
import type { DraftPlacementRow, DraftRow } from '../document-upload/own-draft';
import { releaseHeldBoxStamp } from '../ematerai/document-stamps';
import { stalePlacement } from './find-draft-box';
import { recordBoxChange, type BoxActor } from './record-box-change';

/**
 * Removes a box of a draft the caller has locked; with `version`, only that version of it (a
 * guarded DELETE: another version is a 409). An e-meterai box releases its stamp to the cost
 * center it came from, in the same transaction; removing the draft's last seal box turns its
 * seal flag off.
 */
export async function removeBox(
  tx: Executor,
  draft: DraftRow,
  box: DraftPlacementRow,
  actor: BoxActor,
  at: Date,
  version?: number,
): Promise<void> {
  const deleted = await tx
    .delete(uploadDraftPlacements)
    .where(
      and(
        eq(uploadDraftPlacements.id, box.id),
        eq(uploadDraftPlacements.draftId, draft.id),
        version === undefined ? undefined : eq(uploadDraftPlacements.version, version),
      ),
    )
    .returning({ id: uploadDraftPlacements.id });
  if (deleted.length === 0) throw stalePlacement();
  if (box.type === 'e_meterai')
    await releaseHeldBoxStamp(tx, {
      documentReference: draft.referenceNumber,
      boxId: box.id,
      userId: actor.userId,
      at,
    });
  let sealLeft = true;
  if (box.type === 'seal') {
    const [left] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(uploadDraftPlacements)
      .where(
        and(eq(uploadDraftPlacements.draftId, draft.id), eq(uploadDraftPlacements.type, 'seal')),
      );
    sealLeft = (left?.total ?? 0) > 0;
  }
  await recordBoxChange(tx, {
    draft,
    box,
    kind: 'remove',
    actor,
    at,
    ...(sealLeft ? {} : { draftFields: { seal: false } }),
  });
}
