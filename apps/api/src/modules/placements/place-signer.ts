import type { PlacementRequestSchema, SignerPlacement } from '@esign/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { invalidInput, notFound } from '../../http/api-error';
import { lockOwnDraft, signerPlacementView } from '../document-upload/own-draft';
import { findDraftBox } from './find-draft-box';
import { moveBox } from './move-box';
import { placeBox } from './place-box';
import type { BoxActor } from './record-box-change';
import { BOX_TYPE_NAMES, requestedMeteraiBox, requestedSignatureBox } from './requested-box';

export type PlacementInput = z.output<typeof PlacementRequestSchema>;

/**
 * POST signer/{reference}: places a signature or e-meterai box on the user's own draft, or with
 * `id` and `version` moves or resizes one. By §5 a `sign` box ignores the meterai fields and an
 * `e_meterai` box the signer fields. A new e-meterai box reserves its stamp (placeBox). A box
 * keeps its type and signer: changing either is a 400 (remove the box and place a new one).
 */
export async function placeSigner(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: BoxActor,
  reference: string,
  input: PlacementInput,
): Promise<SignerPlacement> {
  return ctx.db.transaction(async (tx) => {
    const at = ctx.clock();
    const draft = await lockOwnDraft(tx, actor.userId, reference);
    const requested =
      input.sign_type === 'sign' ? requestedSignatureBox(input) : requestedMeteraiBox(input);

    if (input.id === undefined) {
      if (input.version !== undefined)
        throw invalidInput([
          { param: 'version', messages: ['A new box has no version; send `id` to change a box'] },
        ]);
      return signerPlacementView(await placeBox(tx, draft, requested, actor, at));
    }

    if (input.version === undefined)
      throw invalidInput([
        { param: 'version', messages: ['The version of the box you changed is required'] },
      ]);
    const current = await findDraftBox(tx, draft.id, input.id);
    if (!current || current.type === 'seal') throw notFound('Placement not found');
    if (current.type !== requested.type)
      throw invalidInput([
        {
          param: 'sign_type',
          messages: [
            `This is ${BOX_TYPE_NAMES[current.type]}: remove it and place a new box to change its type`,
          ],
        },
      ]);
    if (current.type === 'signature') {
      if (requested.signerUserId !== null && requested.signerUserId !== current.signerUserId)
        throw invalidInput([
          {
            param: 'signer_id',
            messages: [
              'A box keeps its signer: remove it and place a new box for another recipient',
            ],
          },
        ]);
      requested.signerUserId = current.signerUserId;
    } else if (requested.meteraiCategoryId === null) {
      // A move that does not name the category keeps it.
      requested.meteraiCategoryId = current.meteraiCategoryId;
    }
    return signerPlacementView(
      await moveBox(tx, draft, current, input.version, requested, actor, at),
    );
  });
}
