import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { uploadDraftPlacements } from '../../db/schema/document-upload';
import type { DraftPlacementRow, DraftRow } from '../document-upload/own-draft';
import { assertBoxValid } from './assert-box-valid';
import { stalePlacement } from './find-draft-box';
import { recordBoxChange, type BoxActor } from './record-box-change';
import type { RequestedBox } from './requested-box';

/**
 * Moves or resizes a box of a draft the caller has locked, made against `version`: one guarded
 * UPDATE (… WHERE id AND draft AND version = $version, version + 1), so of two changes made
 * against the same version exactly one lands and the other is a 409 (stale_placement). The box
 * keeps its type and signer; an e-meterai box may change its meterai category (its stamp stays).
 */
export async function moveBox(
  tx: Executor,
  draft: DraftRow,
  current: DraftPlacementRow,
  version: number,
  box: RequestedBox,
  actor: BoxActor,
  at: Date,
): Promise<DraftPlacementRow> {
  await assertBoxValid(tx, draft, box);
  const [row] = await tx
    .update(uploadDraftPlacements)
    .set({
      page: box.page,
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
      ...(current.type === 'e_meterai' ? { meteraiCategoryId: box.meteraiCategoryId } : {}),
      version: sql`${uploadDraftPlacements.version} + 1`,
    })
    .where(
      and(
        eq(uploadDraftPlacements.id, current.id),
        eq(uploadDraftPlacements.draftId, draft.id),
        eq(uploadDraftPlacements.version, version),
      ),
    )
    .returning();
  if (!row) throw stalePlacement();
  await recordBoxChange(tx, { draft, box: row, kind: 'move', actor, at });
  return row;
}
