import type { SealPlacement, SignerPlacement } from '@esign/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { uploadDraftPlacements, uploadDrafts } from '../../db/schema/document-upload';
import { emateraiLedger } from '../../db/schema/ematerai';
import { notFound } from '../../http/api-error';

export type DraftRow = typeof uploadDrafts.$inferSelect;
export type DraftPlacementRow = typeof uploadDraftPlacements.$inferSelect;

const draftNotFound = () => notFound('Document not found');

/**
 * The uploader's own draft by reference number, locked until the transaction ends, so changes
 * to one draft (its fields, recipients, boxes, sending) happen one after another. Another user's
 * draft, or one already sent or deleted, is a 404.
 */
export async function lockOwnDraft(
  tx: Executor,
  uploaderId: number,
  referenceNumber: string,
): Promise<DraftRow> {
  const [row] = await tx
    .select()
    .from(uploadDrafts)
    .where(
      and(
        eq(uploadDrafts.referenceNumber, referenceNumber),
        eq(uploadDrafts.uploaderId, uploaderId),
      ),
    )
    .for('update');
  if (!row) throw draftNotFound();
  return row;
}

/** The uploader's own draft that holds a box, locked as `lockOwnDraft`; 404 otherwise. */
export async function lockOwnDraftOfBox(
  tx: Executor,
  uploaderId: number,
  boxId: number,
): Promise<DraftRow> {
  const [box] = await tx
    .select({ draftId: uploadDraftPlacements.draftId })
    .from(uploadDraftPlacements)
    .where(eq(uploadDraftPlacements.id, boxId));
  const [row] = box
    ? await tx
        .select()
        .from(uploadDrafts)
        .where(and(eq(uploadDrafts.id, box.draftId), eq(uploadDrafts.uploaderId, uploaderId)))
        .for('update')
    : [];
  if (!row) throw notFound('Placement not found');
  return row;
}

/**
 * A signature or e-meterai box in the spec's field names, with the zeroing rule of §5: a `sign`
 * box has its meterai fields at 0 and no meterai_id; an `e_meterai` box its signer fields.
 */
export function signerPlacementView(row: DraftPlacementRow): SignerPlacement {
  const box = { width: row.width, height: row.height, version: row.version };
  if (row.type === 'signature') {
    return {
      id: row.id,
      sign_type: 'sign',
      signer_id: row.signerUserId,
      meterai_id: null,
      pos_x_signer: row.x,
      pos_y_signer: row.y,
      sign_page: row.page,
      pos_x_meterai: 0,
      pos_y_meterai: 0,
      page_meterai: 0,
      ...box,
    };
  }
  return {
    id: row.id,
    sign_type: 'e_meterai',
    signer_id: null,
    meterai_id: row.meteraiCategoryId,
    pos_x_signer: 0,
    pos_y_signer: 0,
    sign_page: 0,
    pos_x_meterai: row.x,
    pos_y_meterai: row.y,
    page_meterai: row.page,
    ...box,
  };
}

/** A seal box as the seal calls answer it. */
export function sealPlacementView(row: DraftPlacementRow, referenceNumber: string): SealPlacement {
  return {
    id: row.id,
    reference_number: referenceNumber,
    page: row.page,
    pos_x: row.x,
    pos_y: row.y,
    width: row.width,
    height: row.height,
    version: row.version,
  };
}

/**
 * The e-meterai boxes among `boxIds` whose stamp is still held on the cost center: reserved
 * (`reserve` of `document:<reference>/stamp:<box id>`, the reference reserveBoxStamp writes in
 * modules/ematerai/document-stamps.ts) and not yet released.
 */
export async function boxesHoldingStamps(
  tx: Executor,
  costCenterId: number,
  referenceNumber: string,
  boxIds: readonly number[],
): Promise<Set<number>> {
  if (boxIds.length === 0) return new Set();
  const referenceOf = new Map(
    boxIds.map((boxId) => [`document:${referenceNumber}/stamp:${boxId}`, boxId] as const),
  );
  const rows = await tx
    .select({ kind: emateraiLedger.kind, reference: emateraiLedger.reference })
    .from(emateraiLedger)
    .where(
      and(
        eq(emateraiLedger.costCenterId, costCenterId),
        inArray(emateraiLedger.reference, [...referenceOf.keys()]),
        inArray(emateraiLedger.kind, ['reserve', 'release']),
      ),
    );
  const reserved = new Set(
    rows.filter((row) => row.kind === 'reserve').map((row) => row.reference),
  );
  const released = new Set(
    rows.filter((row) => row.kind === 'release').map((row) => row.reference),
  );
  const holding = new Set<number>();
  for (const [reference, boxId] of referenceOf)
    if (reserved.has(reference) && !released.has(reference)) holding.add(boxId);
  return holding;
}
