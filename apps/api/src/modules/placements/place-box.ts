import { MAX_PLACEMENTS } from '@esign/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { uploadDraftPlacements } from '../../db/schema/document-upload';
import { ApiError } from '../../http/api-error';
import type { DraftPlacementRow, DraftRow } from '../document-upload/own-draft';
import { costCenterOfUser, reserveBoxStamp } from '../ematerai/document-stamps';
import { assertBoxValid } from './assert-box-valid';
import { recordBoxChange, type BoxActor } from './record-box-change';
import type { RequestedBox } from './requested-box';

const tooManyBoxes = () =>
  new ApiError(
    409,
    'placement_limit',
    `A document holds at most ${MAX_PLACEMENTS} boxes; remove one before placing another`,
  );

const noCostCenter = () =>
  new ApiError(
    409,
    'no_cost_center',
    'Your office has no e-meterai cost center, so no stamp can be placed; ask an administrator to open one',
  );

/**
 * Places a new box on a draft the caller has locked (lockOwnDraft): checked (assertBoxValid), at
 * most MAX_PLACEMENTS per draft. An e-meterai box reserves its stamp from the cost center of the
 * user's office in the same transaction, so a box never exists without its stamp (a short balance
 * is a 409 with the numbers, and nothing is placed). A seal box turns the draft's seal flag on.
 */
export async function placeBox(
  tx: Executor,
  draft: DraftRow,
  box: RequestedBox,
  actor: BoxActor,
  at: Date,
): Promise<DraftPlacementRow> {
  await assertBoxValid(tx, draft, box);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(uploadDraftPlacements)
    .where(eq(uploadDraftPlacements.draftId, draft.id));
  if ((count?.total ?? 0) >= MAX_PLACEMENTS) throw tooManyBoxes();
  const costCenterId = box.type === 'e_meterai' ? await costCenterOfUser(tx, actor.userId) : null;
  if (box.type === 'e_meterai' && costCenterId === null) throw noCostCenter();

  const [row] = await tx
    .insert(uploadDraftPlacements)
    .values({
      draftId: draft.id,
      type: box.type,
      signerUserId: box.type === 'signature' ? box.signerUserId : null,
      meteraiCategoryId: box.type === 'e_meterai' ? box.meteraiCategoryId : null,
      page: box.page,
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('The box was not inserted');
  if (costCenterId !== null)
    await reserveBoxStamp(tx, {
      costCenterId,
      documentReference: draft.referenceNumber,
      boxId: row.id,
      userId: actor.userId,
      at,
    });
  await recordBoxChange(tx, {
    draft,
    box: row,
    kind: 'place',
    actor,
    at,
    ...(box.type === 'seal' ? { draftFields: { seal: true } } : {}),
  });
  return row;
}
