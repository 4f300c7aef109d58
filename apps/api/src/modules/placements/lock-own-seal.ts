import type { Executor } from '../../db/database';
import { notFound } from '../../http/api-error';
import {
  lockOwnDraftOfBox,
  type DraftPlacementRow,
  type DraftRow,
} from '../document-upload/own-draft';
import { findDraftBox } from './find-draft-box';

/** A seal box of the user's own draft with that draft locked; any other box id is a 404. */
export async function lockOwnSeal(
  tx: Executor,
  userId: number,
  boxId: number,
): Promise<{ draft: DraftRow; box: DraftPlacementRow }> {
  const draft = await lockOwnDraftOfBox(tx, userId, boxId);
  const box = await findDraftBox(tx, draft.id, boxId);
  if (!box || box.type !== 'seal') throw notFound('Seal not found');
  return { draft, box };
}
