import { expect } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../db/database';

interface Mismatch {
  cost_center_id: number;
  balance: number;
  ledger_sum: number;
  last_balance_after: number | null;
}

/**
 * The ledger invariant of DESIGN.md: every cost center's balance equals the sum of its ledger
 * amounts and its latest ledger row's balance_after, and no ledger row ever recorded a negative
 * balance. Call it after every scenario that may have moved stamps.
 */
export async function expectLedgerInvariant(executor: Executor): Promise<void> {
  const mismatches = rowsOf<Mismatch>(
    await executor.execute(sql`
      select c.id as cost_center_id, c.balance,
        coalesce((select sum(l.amount) from ematerai_ledger l where l.cost_center_id = c.id), 0)::int
          as ledger_sum,
        (select l.balance_after from ematerai_ledger l where l.cost_center_id = c.id
          order by l.id desc limit 1) as last_balance_after
      from cost_centers c`),
  ).filter(
    (row) =>
      row.balance !== row.ledger_sum ||
      (row.last_balance_after ?? 0) !== row.balance ||
      row.balance < 0,
  );
  expect(mismatches).toEqual([]);
  const [negative] = rowsOf<{ total: number }>(
    await executor.execute(
      sql`select count(*)::int as total from ematerai_ledger where balance_after < 0`,
    ),
  );
  expect(negative?.total).toBe(0);
}
