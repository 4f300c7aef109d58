import type { EmateraiAllocationResponse } from '@esign/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { uploadDraftPlacements } from '../../db/schema/document-upload';
import { lockOwnDraft } from '../document-upload/own-draft';
import { getEmateraiTemporer } from './get-ematerai-temporer';
import type { BoxActor } from './record-box-change';
import { removeBox } from './remove-box';

/**
 * PUT e-meterai/temporer/reset/{reference}: removes every e-meterai box of the draft and releases
 * each one's stamp, in one transaction (each removal is its own activity-log row, so every
 * released stamp can be traced). A draft without any is left as it is.
 */
export async function resetEmateraiTemporer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: BoxActor,
  reference: string,
): Promise<EmateraiAllocationResponse['data']> {
  return ctx.db.transaction(async (tx) => {
    const at = ctx.clock();
    const draft = await lockOwnDraft(tx, actor.userId, reference);
    const boxes = await tx
      .select()
      .from(uploadDraftPlacements)
      .where(
        and(
          eq(uploadDraftPlacements.draftId, draft.id),
          eq(uploadDraftPlacements.type, 'e_meterai'),
        ),
      )
      .orderBy(asc(uploadDraftPlacements.id));
    for (const box of boxes) await removeBox(tx, draft, box, actor, at);
    return { ...(await getEmateraiTemporer(tx, actor.userId)), placement: null };
  });
}
