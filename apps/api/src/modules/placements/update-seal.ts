import type { SealPlacement } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { sealPlacementView } from '../document-upload/own-draft';
import { lockOwnSeal } from './lock-own-seal';
import { moveBox } from './move-box';
import type { BoxActor } from './record-box-change';
import { requestedSealBox } from './requested-box';

/** PUT e-seal/update/{boxId}: moves or resizes a seal box, made against its `version` (409 when stale). */
export async function updateSeal(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: BoxActor,
  boxId: number,
  input: Parameters<typeof requestedSealBox>[0] & { version: number },
): Promise<SealPlacement> {
  return ctx.db.transaction(async (tx) => {
    const { draft, box } = await lockOwnSeal(tx, actor.userId, boxId);
    const row = await moveBox(
      tx,
      draft,
      box,
      input.version,
      requestedSealBox(input),
      actor,
      ctx.clock(),
    );
    return sealPlacementView(row, draft.referenceNumber);
  });
}
