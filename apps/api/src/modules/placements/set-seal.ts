import type { SealPlacement } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { lockOwnDraft, sealPlacementView } from '../document-upload/own-draft';
import { placeBox } from './place-box';
import type { BoxActor } from './record-box-change';
import { requestedSealBox } from './requested-box';

/** POST e-seal/set/{reference}: places a company seal box on the user's own draft; sets its seal flag. */
export async function setSeal(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: BoxActor,
  reference: string,
  input: Parameters<typeof requestedSealBox>[0],
): Promise<SealPlacement> {
  return ctx.db.transaction(async (tx) => {
    const draft = await lockOwnDraft(tx, actor.userId, reference);
    const row = await placeBox(tx, draft, requestedSealBox(input), actor, ctx.clock());
    return sealPlacementView(row, draft.referenceNumber);
  });
}
