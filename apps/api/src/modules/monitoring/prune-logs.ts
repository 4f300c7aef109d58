import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/database';
import { activityLogs, httpLogs } from '../../db/schema/logs';

/** Rows deleted by one statement: each is its own short transaction, so no lock is held for long. */
export const PRUNE_BATCH_SIZE = 5_000;

export interface PruneResult {
  httpLogs: number;
  activityLogs: number;
}

async function pruneTable(
  db: Database,
  table: typeof httpLogs | typeof activityLogs,
  cutoff: Date,
  batchSize: number,
): Promise<number> {
  let total = 0;
  for (;;) {
    // The oldest ids first, through the created_at index; rows already gone are skipped.
    const [row] = rowsOf<{ deleted: number }>(
      await db.execute(sql`
        with doomed as (
          select ${table.id} as id from ${table}
          where ${table.createdAt} < ${cutoff.toISOString()}::timestamptz
          order by ${table.createdAt}
          limit ${batchSize}
        ), deleted as (
          delete from ${table} where ${table.id} in (select id from doomed) returning 1
        )
        select count(*)::int as deleted from deleted`),
    );
    const deleted = Number(row?.deleted ?? 0);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/**
 * Deletes HTTP-log and activity-log rows older than `retentionDays` before `now`, in batches of
 * `batchSize` rows per statement.
 */
export async function pruneLogs(
  db: Database,
  input: { now: Date; retentionDays: number; batchSize?: number },
): Promise<PruneResult> {
  const cutoff = new Date(input.now.getTime() - input.retentionDays * 86_400_000);
  const batchSize = input.batchSize ?? PRUNE_BATCH_SIZE;
  return {
    httpLogs: await pruneTable(db, httpLogs, cutoff, batchSize),
    activityLogs: await pruneTable(db, activityLogs, cutoff, batchSize),
  };
}
