import type { EmateraiAllocationResponse } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { lockOwnDraft, signerPlacementView } from '../document-upload/own-draft';
import { getEmateraiTemporer } from './get-ematerai-temporer';
import { placeBox } from './place-box';
import type { BoxActor } from './record-box-change';
import { requestedMeteraiBox } from './requested-box';

/**
 * PUT e-meterai/temporer/add/{reference}: reserves one stamp and places its box, exactly as a new
 * e_meterai placement (placeBox); answers the balance after it.
 */
export async function addEmateraiTemporer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: BoxActor,
  reference: string,
  input: Parameters<typeof requestedMeteraiBox>[0],
): Promise<EmateraiAllocationResponse['data']> {
  return ctx.db.transaction(async (tx) => {
    const draft = await lockOwnDraft(tx, actor.userId, reference);
    const row = await placeBox(tx, draft, requestedMeteraiBox(input), actor, ctx.clock());
    return {
      ...(await getEmateraiTemporer(tx, actor.userId)),
      placement: signerPlacementView(row),
    };
  });
}
