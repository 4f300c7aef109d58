import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { emateraiLedger } from '../../db/schema/ematerai';
import { ApiError } from '../../http/api-error';
import { credit, debit } from './ledger';

// What sending and stamping a document does to a cost center's balance (for the upload issue).
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
