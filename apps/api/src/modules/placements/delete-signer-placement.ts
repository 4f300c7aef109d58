import type { AppContext } from '../../app-context';
import { invalidInput, notFound } from '../../http/api-error';
import { lockOwnDraftOfBox } from '../document-upload/own-draft';
import { findDraftBox } from './find-draft-box';
import type { BoxActor } from './record-box-change';
import { removeBox } from './remove-box';
import { BOX_TYPE_NAMES } from './requested-box';

/**
 * DELETE signer/{boxId}?sign_type=…&version=…: removes a signature or e-meterai box of the user's
 * own draft. The box must be of the named type (400 otherwise); with `version`, only that version
 * of it (409 when it changed since). An e-meterai box releases its stamp (removeBox). Returns the
 * draft's reference (for the HTTP log).
 */
export async function deleteSignerPlacement(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: BoxActor,
  boxId: number,
  query: { sign_type: 'sign' | 'e_meterai'; version?: number | undefined },
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const at = ctx.clock();
    const draft = await lockOwnDraftOfBox(tx, actor.userId, boxId);
    const box = await findDraftBox(tx, draft.id, boxId);
    if (!box) throw notFound('Placement not found');
    const type = query.sign_type === 'sign' ? 'signature' : 'e_meterai';
    if (box.type !== type)
      throw invalidInput([
        {
          param: 'sign_type',
          messages: [
            box.type === 'seal'
              ? 'This is a seal box: remove it through e-seal/discard'
              : `This is ${BOX_TYPE_NAMES[box.type]}, not ${BOX_TYPE_NAMES[type]}`,
          ],
        },
      ]);
    await removeBox(tx, draft, box, actor, at, query.version);
    return draft.referenceNumber;
  });
}
