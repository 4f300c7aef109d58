import type { InferSelectModel, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/**
 * "Lock the row, check the state, change it": selects the one row `where` names FOR UPDATE (so it
 * stays as read until the caller's transaction ends), runs `guard` on it, which throws the domain
 * error when the row's state does not allow the change (it may read more inside `tx`, under the
 * lock), and returns it for the caller to change.
 * Run it inside a transaction, first thing before the change: two requests acting on the same row
 * at once are then serialised, and the second sees what the first wrote.
 */
export async function lockAndGuard<T extends PgTable>(
  tx: Executor,
  table: T,
  where: SQL,
  guard: (row: InferSelectModel<T>) => void | Promise<void>,
  missing: () => Error,
): Promise<InferSelectModel<T>> {
  const rows = (await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .for('update')) as InferSelectModel<T>[];
  const [row] = rows;
  if (!row) throw missing();
  await guard(row);
  return row;
}
