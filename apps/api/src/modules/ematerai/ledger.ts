import { MAX_INT_ID, type LedgerKind } from '@esign/contract';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { costCenters, emateraiLedger } from '../../db/schema/ematerai';
import { ApiError, notFound } from '../../http/api-error';

// The only code that changes a cost center's balance. Each change is one guarded UPDATE (the
// row stays locked until the caller's transaction ends) and its ledger row, in the caller's
// transaction, so balance = sum of the cost center's ledger amounts at every commit.

/** One movement of `amount` stamps (a positive count; the kind says which way it goes). */
export interface Movement {
  costCenterId: number;
  kind: LedgerKind;
  amount: number;
  /** What it belongs to: `transfer:12`, `top-up:3`, `document:PKS-2026-0001`. */
  reference: string;
  userId: number | null;
  at: Date;
}

/** The largest balance a cost center can hold: its `integer` column. */
const MAX_BALANCE = MAX_INT_ID;

export const notEnoughBalance = () =>
  new ApiError(409, 'insufficient_balance', 'Not enough e-meterai balance');

const balanceLimitReached = () =>
  new ApiError(409, 'balance_limit', 'The e-meterai balance would exceed its maximum');

const movementRecorded = (movement: Movement) =>
  new ApiError(
    409,
    'movement_recorded',
    `The e-meterai ${movement.kind} of ${movement.reference} was already recorded`,
  );

export const costCenterNotFound = () => notFound('Cost center not found');

async function costCenterExists(tx: Executor, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: costCenters.id })
    .from(costCenters)
    .where(eq(costCenters.id, id));
  return row !== undefined;
}

/** Appends the ledger row; a second movement of the same kind and reference is refused (409). */
async function appendLedgerRow(
  tx: Executor,
  movement: Movement,
  signedAmount: number,
  balanceAfter: number,
): Promise<void> {
  const inserted = await tx
    .insert(emateraiLedger)
    .values({
      costCenterId: movement.costCenterId,
      kind: movement.kind,
      amount: signedAmount,
      balanceAfter,
      reference: movement.reference,
      userId: movement.userId,
      createdAt: movement.at,
    })
    .onConflictDoNothing()
    .returning({ id: emateraiLedger.id });
  // Throwing rolls back the caller's transaction, and with it the balance change above.
  if (inserted.length === 0) throw movementRecorded(movement);
}

/** Takes `amount` stamps off the cost center, or 409 'Not enough e-meterai balance'. Returns the new balance. */
export async function debit(tx: Executor, movement: Movement): Promise<number> {
  const [row] = await tx
    .update(costCenters)
    .set({ balance: sql`${costCenters.balance} - ${movement.amount}`, updatedAt: movement.at })
    .where(
      and(eq(costCenters.id, movement.costCenterId), gte(costCenters.balance, movement.amount)),
    )
    .returning({ balance: costCenters.balance });
  if (!row) {
    throw (await costCenterExists(tx, movement.costCenterId))
      ? notEnoughBalance()
      : costCenterNotFound();
  }
  await appendLedgerRow(tx, movement, -movement.amount, row.balance);
  return row.balance;
}

/** Adds `amount` stamps to the cost center. Returns the new balance. */
export async function credit(tx: Executor, movement: Movement): Promise<number> {
  const [row] = await tx
    .update(costCenters)
    .set({ balance: sql`${costCenters.balance} + ${movement.amount}`, updatedAt: movement.at })
    .where(
      and(
        eq(costCenters.id, movement.costCenterId),
        lte(costCenters.balance, MAX_BALANCE - movement.amount),
      ),
    )
    .returning({ balance: costCenters.balance });
  if (!row) {
    throw (await costCenterExists(tx, movement.costCenterId))
      ? balanceLimitReached()
      : costCenterNotFound();
  }
  await appendLedgerRow(tx, movement, movement.amount, row.balance);
  return row.balance;
}

/**
 * Locks the cost centers in id order before a change that touches more than one, so two
 * transfers in opposite directions wait for each other instead of deadlocking.
 */
export async function lockCostCenters(tx: Executor, ids: readonly number[]): Promise<void> {
  await tx
    .select({ id: costCenters.id })
    .from(costCenters)
    .where(inArray(costCenters.id, [...ids]))
    .orderBy(asc(costCenters.id))
    .for('update');
}
