import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { uploadDraftPlacements } from '../../db/schema/document-upload';
import { ApiError } from '../../http/api-error';
import type { DraftPlacementRow } from '../document-upload/own-draft';

/** A box of the draft by id (read under the draft's lock), or null when the draft has none such. */
export async function findDraftBox(
  tx: Executor,
  draftId: number,
  boxId: number,
): Promise<DraftPlacementRow | null> {
  const [row] = await tx
    .select()
    .from(uploadDraftPlacements)
    .where(and(eq(uploadDraftPlacements.id, boxId), eq(uploadDraftPlacements.draftId, draftId)));
  return row ?? null;
}

/** A change made against a version of a box that is no longer the current one. */
export const stalePlacement = () =>
  new ApiError(409, 'stale_placement', 'The box was changed elsewhere; reload to see the latest');
