import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentPlacements } from '../../db/schema/documents';
import { costCenters, emateraiLedger } from '../../db/schema/ematerai';
import { users } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';
import { credit, debit } from './ledger';

// What sending and stamping a document does to a cost center's balance.
// Reserving takes the stamps off the balance at once (`reserve`, a debit), so two documents can
// never count on the same stamps. The reservation then ends exactly one way: `release` gives the
// stamps back (document withdrawn), or spending writes `release` and `usage` together (the
// stamps are used). A refund credits a spent document's stamps back. The ledger's unique
// (cost center, kind, reference) makes each of these happen at most once per document.

export interface DocumentStamps {
  costCenterId: number;
  documentReference: string;
  userId: number | null;
  at: Date;
}

const documentReference = (reference: string) => `document:${reference}`;

const noMovement = (what: string, reference: string) =>
  new ApiError(409, 'no_movement', `No e-meterai ${what} for document ${reference}`);

/** The stamp count of the document's `kind` movement on the cost center, if there is one. */
async function movedCount(
  tx: Executor,
  input: DocumentStamps,
  kind: 'reserve' | 'usage',
): Promise<number | null> {
  const [row] = await tx
    .select({ amount: emateraiLedger.amount })
    .from(emateraiLedger)
    .where(
      and(
        eq(emateraiLedger.costCenterId, input.costCenterId),
        eq(emateraiLedger.kind, kind),
        eq(emateraiLedger.reference, documentReference(input.documentReference)),
      ),
    );
  return row ? Math.abs(row.amount) : null;
}

function movement(
  input: DocumentStamps,
  kind: 'reserve' | 'release' | 'usage' | 'refund',
  amount: number,
) {
  return {
    costCenterId: input.costCenterId,
    kind,
    amount,
    reference: documentReference(input.documentReference),
    userId: input.userId,
    at: input.at,
  };
}

/** Holds `count` stamps for the document (409 when the balance is short or already reserved). */
export async function reserveStamps(
  tx: Executor,
  input: DocumentStamps & { count: number },
): Promise<number> {
  return debit(tx, movement(input, 'reserve', input.count));
}

/** Gives the document's reserved stamps back (409 when none are reserved, or already released or spent). */
export async function releaseStamps(tx: Executor, input: DocumentStamps): Promise<number> {
  const reserved = await movedCount(tx, input, 'reserve');
  if (reserved === null) throw noMovement('reservation', input.documentReference);
  return credit(tx, movement(input, 'release', reserved));
}

/** Turns the document's reservation into usage (409 when none is reserved, or already released or spent). */
export async function spendStamps(tx: Executor, input: DocumentStamps): Promise<number> {
  const reserved = await movedCount(tx, input, 'reserve');
  if (reserved === null) throw noMovement('reservation', input.documentReference);
  await credit(tx, movement(input, 'release', reserved));
  return debit(tx, movement(input, 'usage', reserved));
}

/** Credits a spent document's stamps back (409 when it spent none, or was refunded already). */
export async function refundStamps(tx: Executor, input: DocumentStamps): Promise<number> {
  const used = await movedCount(tx, input, 'usage');
  if (used === null) throw noMovement('usage', input.documentReference);
  return credit(tx, movement(input, 'refund', used));
}

// Stamps of a draft (upload and placement): each e-meterai box holds one stamp, reserved when the
// box is placed and released when it is removed (reference `document:<ref>/stamp:<box id>`, so
// a box's reservation and release happen once each). Sending spends them all at once: each box's
// reservation is released and one `usage` of their number is written under `document:<ref>`,
// which a document rejected or voided before its stamps were applied refunds (`refundStamps`).

export interface BoxStamp {
  costCenterId: number;
  documentReference: string;
  /** The e-meterai box's id. */
  boxId: number;
  userId: number | null;
  at: Date;
}

const boxReference = (input: Pick<BoxStamp, 'documentReference' | 'boxId'>) =>
  `${documentReference(input.documentReference)}/stamp:${input.boxId}`;

/**
 * The cost center of a user's own office (area, branch and department), whose stamps the user
 * places; null when the user has no complete office or no cost center exists for it.
 */
export async function costCenterOfUser(tx: Executor, userId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: costCenters.id })
    .from(users)
    .innerJoin(
      costCenters,
      and(
        eq(costCenters.officeAreaId, users.officeAreaId),
        eq(costCenters.officeBranchId, users.officeBranchId),
        eq(costCenters.officeDepartmentId, users.officeDepartmentId),
      ),
    )
    .where(eq(users.id, userId));
  return row?.id ?? null;
}

/** Reserves the box's stamp; 409 naming the numbers when the cost center has none left. */
export async function reserveBoxStamp(tx: Executor, input: BoxStamp): Promise<number> {
  try {
    return await debit(tx, {
      costCenterId: input.costCenterId,
      kind: 'reserve',
      amount: 1,
      reference: boxReference(input),
      userId: input.userId,
      at: input.at,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'insufficient_balance') throw error;
    const [row] = await tx
      .select({ balance: costCenters.balance })
      .from(costCenters)
      .where(eq(costCenters.id, input.costCenterId));
    throw new ApiError(
      409,
      'insufficient_balance',
      `Not enough e-meterai balance: 1 stamp needed, ${row?.balance ?? 0} left in your cost center`,
    );
  }
}

/** Gives the box's reserved stamp back (409 when it holds none, or it was released already). */
export async function releaseBoxStamp(tx: Executor, input: BoxStamp): Promise<number> {
  return credit(tx, {
    costCenterId: input.costCenterId,
    kind: 'release',
    amount: 1,
    reference: boxReference(input),
    userId: input.userId,
    at: input.at,
  });
}

/**
 * At send: releases every box's reservation and spends the stamps as the document's `usage`, on
 * the cost center each was reserved from (one usage per cost center: a user who changed office
 * between two boxes spends from both). 409 when a box holds no stamp.
 */
export async function spendBoxStamps(
  tx: Executor,
  input: Omit<DocumentStamps, 'costCenterId'> & { boxIds: readonly number[] },
): Promise<void> {
  const held = await heldBoxStamps(tx, input.documentReference, input.boxIds);
  const spent = new Map<number, number>();
  for (const boxId of input.boxIds) {
    const costCenterId = held.get(boxId);
    if (costCenterId === undefined)
      throw noMovement('reservation', `${input.documentReference} (box ${boxId})`);
    await releaseBoxStamp(tx, { ...input, boxId, costCenterId });
    spent.set(costCenterId, (spent.get(costCenterId) ?? 0) + 1);
  }
  for (const [costCenterId, count] of spent)
    await debit(tx, movement({ ...input, costCenterId }, 'usage', count));
}

/**
 * The cost center each box's stamp was reserved from, for the boxes that still hold one (reserved,
 * not yet released); a box that holds none is absent. One read of the ledger for all the boxes.
 * The stamp goes back where it came from, even when the user's office (and so their cost center)
 * changed since it was placed.
 */
export async function heldBoxStamps(
  tx: Executor,
  documentReferenceNumber: string,
  boxIds: readonly number[],
): Promise<Map<number, number>> {
  const held = new Map<number, number>();
  if (boxIds.length === 0) return held;
  const boxOf = new Map(
    boxIds.map((boxId) => [
      boxReference({ documentReference: documentReferenceNumber, boxId }),
      boxId,
    ]),
  );
  const rows = await tx
    .select({
      costCenterId: emateraiLedger.costCenterId,
      kind: emateraiLedger.kind,
      reference: emateraiLedger.reference,
    })
    .from(emateraiLedger)
    .where(
      and(
        inArray(emateraiLedger.reference, [...boxOf.keys()]),
        inArray(emateraiLedger.kind, ['reserve', 'release']),
      ),
    );
  const released = new Set(
    rows
      .filter((row) => row.kind === 'release')
      .map((row) => `${row.costCenterId}:${row.reference}`),
  );
  for (const row of rows) {
    const boxId = boxOf.get(row.reference);
    if (
      row.kind === 'reserve' &&
      boxId !== undefined &&
      !released.has(`${row.costCenterId}:${row.reference}`)
    )
      held.set(boxId, row.costCenterId);
  }
  return held;
}

/** The cost center a box's stamp was reserved from while it still holds it; null when it holds none. */
export async function heldBoxStampCostCenter(
  tx: Executor,
  input: Pick<BoxStamp, 'documentReference' | 'boxId'>,
): Promise<number | null> {
  const held = await heldBoxStamps(tx, input.documentReference, [input.boxId]);
  return held.get(input.boxId) ?? null;
}

/**
 * Releases the stamp an e-meterai box holds to the cost center it was reserved from; null (and
 * nothing written) when the box holds none. Returns that cost center's new balance.
 */
export async function releaseHeldBoxStamp(
  tx: Executor,
  input: Omit<BoxStamp, 'costCenterId'>,
): Promise<number | null> {
  const costCenterId = await heldBoxStampCostCenter(tx, input);
  return costCenterId === null ? null : releaseBoxStamp(tx, { ...input, costCenterId });
}

/**
 * A document rejected or voided before any of its e-meterai was stamped gets the stamps it spent
 * at send back (one `refund` of its `usage`). Once a stamp is on the PDF it has been used and
 * nothing is refunded; a document that spent none (no `usage`) is left alone. Returns the (last)
 * cost center's new balance, or null when nothing was refunded. Call it in the transaction that
 * withdraws the document.
 */
export async function refundUnstampedDocumentStamps(
  tx: Executor,
  input: { documentId: number; documentReference: string; userId: number | null; at: Date },
): Promise<number | null> {
  const usages = await tx
    .select({ costCenterId: emateraiLedger.costCenterId })
    .from(emateraiLedger)
    .where(
      and(
        eq(emateraiLedger.kind, 'usage'),
        eq(emateraiLedger.reference, documentReference(input.documentReference)),
      ),
    )
    .orderBy(asc(emateraiLedger.costCenterId));
  if (usages.length === 0) return null;
  const [stamped] = await tx
    .select({ id: documentPlacements.id })
    .from(documentPlacements)
    .where(
      and(
        eq(documentPlacements.documentId, input.documentId),
        eq(documentPlacements.type, 'e_meterai'),
        isNotNull(documentPlacements.stampedAt),
      ),
    )
    .limit(1);
  if (stamped) return null;
  let balance: number | null = null;
  for (const usage of usages)
    balance = await refundStamps(tx, {
      costCenterId: usage.costCenterId,
      documentReference: input.documentReference,
      userId: input.userId,
      at: input.at,
    });
  return balance;
}
