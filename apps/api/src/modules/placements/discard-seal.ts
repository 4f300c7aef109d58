import type { AppContext } from '../../app-context';
import { lockOwnSeal } from './lock-own-seal';
import type { BoxActor } from './record-box-change';
import { removeBox } from './remove-box';

/**
 * DELETE e-seal/discard/{boxId}: removes a seal box; the draft's last one turns its seal flag off.
 * The contract sends no version here: the box is removed whatever its position. Returns the
 * draft's reference (for the HTTP log).
 */
export async function discardSeal(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: BoxActor,
  boxId: number,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const { draft, box } = await lockOwnSeal(tx, actor.userId, boxId);
    await removeBox(tx, draft, box, actor, ctx.clock());
    return draft.referenceNumber;
  });
}
