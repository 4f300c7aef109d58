import type { EmateraiAllocationResponse } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/api-error';
import { lockOwnDraft } from '../document-upload/own-draft';
import { findDraftBox } from './find-draft-box';
import { getEmateraiTemporer } from './get-ematerai-temporer';
import type { BoxActor } from './record-box-change';
import { removeBox } from './remove-box';

/**
 * PUT e-meterai/temporer/sub/{reference}: removes one e-meterai box of that draft and releases its
 * stamp (removeBox, as DELETE signer); a box of another draft or type is a 404.
 */
export async function subEmateraiTemporer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: BoxActor,
  reference: string,
  placementId: number,
): Promise<EmateraiAllocationResponse['data']> {
  return ctx.db.transaction(async (tx) => {
    const draft = await lockOwnDraft(tx, actor.userId, reference);
    const box = await findDraftBox(tx, draft.id, placementId);
    if (!box || box.type !== 'e_meterai') throw notFound('E-meterai box not found');
    await removeBox(tx, draft, box, actor, ctx.clock());
    return { ...(await getEmateraiTemporer(tx, actor.userId)), placement: null };
  });
}
