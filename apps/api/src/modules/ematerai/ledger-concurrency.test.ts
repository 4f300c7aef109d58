import {
  approveTransfer,
  endpointUrl,
  requestTransfer,
  type TransferResponse,
} from '@esign/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database';
import { costCenters, emateraiLedger } from '../../db/schema/ematerai';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { ApiError } from '../../http/api-error';
import { expectLedgerInvariant } from '../../testing/ledger-invariant';
import { TEST_POSTGRES_URL_ENV } from '../../testing/postgres-tools';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { credit, debit } from './ledger';

// PGlite has one connection and runs transactions one after another, which hides every race:
// these run on the throwaway PostgreSQL cluster only (the `postgres` Jest project).
const onPostgres = Boolean(process.env[TEST_POSTGRES_URL_ENV]);
const describeOnPostgres = onPostgres ? describe : describe.skip;

let t: TestApp;
let finance: Record<string, string>;
let superAdmin: Record<string, string>;
let serial = 0;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  finance = bearer((await signIn(t, 'finance')).token);
  superAdmin = bearer((await signIn(t, 'superadmin')).token);
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  if (onPostgres) await expectLedgerInvariant(t.database.db);
});

/** A cost center on a demo office combination no demo cost center uses, opened with `balance`. */
async function costCenterWith(balance: number): Promise<number> {
  const db = t.database.db;
  const [offices] = await db
    .select({ area: officeAreas.id, branch: officeBranches.id, department: officeDepartments.id })
    .from(officeDepartments)
    .innerJoin(officeBranches, eq(officeBranches.id, officeDepartments.officeBranchId))
    .innerJoin(officeAreas, eq(officeAreas.id, officeDepartments.officeAreaId))
    .leftJoin(
      costCenters,
      and(
        eq(costCenters.officeDepartmentId, officeDepartments.id),
        eq(costCenters.officeBranchId, officeBranches.id),
      ),
    )
    .where(sql`${costCenters.id} is null`)
    .limit(1);
  if (!offices) throw new Error('No office combination without a cost center left');
  const [row] = await db
    .insert(costCenters)
    .values({
      officeAreaId: offices.area,
      officeBranchId: offices.branch,
      officeDepartmentId: offices.department,
    })
    .returning({ id: costCenters.id });
  if (!row) throw new Error('Cost center not inserted');
  await db.transaction((tx) =>
    credit(tx, {
      costCenterId: row.id,
      kind: 'top_up',
      amount: balance,
      reference: `top-up:RACE-${++serial}`,
      userId: null,
      at: t.clock.now(),
    }),
  );
  return row.id;
}

async function balanceOf(id: number): Promise<number> {
  const [row] = await t.database.db
    .select({ balance: costCenters.balance })
    .from(costCenters)
    .where(eq(costCenters.id, id));
  return row?.balance ?? -1;
}

async function ledgerSum(id: number): Promise<number> {
  const [row] = rowsOf<{ total: number }>(
    await t.database.db.execute(
      sql`select coalesce(sum(amount), 0)::int as total from ${emateraiLedger} where cost_center_id = ${id}`,
    ),
  );
  return row?.total ?? -1;
}

function usage(costCenterId: number, amount: number, reference: string) {
  return t.database.db.transaction((tx) =>
    debit(tx, {
      costCenterId,
      kind: 'usage',
      amount,
      reference,
      userId: null,
      at: t.clock.now(),
    }),
  );
}

async function requestOk(source: number, recipient: number, amount: number): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: endpointUrl(requestTransfer),
    headers: finance,
    payload: { source_cost_center_id: source, recipient_cost_center_id: recipient, amount },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as TransferResponse).data.data.id;
}

const approve = (id: number) =>
  t.app.inject({ method: 'PUT', url: endpointUrl(approveTransfer, { id }), headers: superAdmin });

describeOnPostgres('the ledger under concurrency (PostgreSQL)', () => {
  it('lets exactly 250 of 300 concurrent debits of 1 through a balance of 250, never below 0', async () => {
    const id = await costCenterWith(250);
    const results = await Promise.allSettled(
      Array.from({ length: 300 }, (_, index) => usage(id, 1, `document:RACE-${serial}-${index}`)),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    expect(succeeded.length).toBe(250);
    expect(refused.length).toBe(50);
    expect(
      refused.every((error) => error instanceof ApiError && error.code === 'insufficient_balance'),
    ).toBe(true);
    expect(await balanceOf(id)).toBe(0);
    expect(await ledgerSum(id)).toBe(0);
  });

  it('approves a transfer exactly once out of 50 parallel approvals', async () => {
    const source = await costCenterWith(100);
    const recipient = await costCenterWith(5);
    const transfer = await requestOk(source, recipient, 30);
    const responses = await Promise.all(Array.from({ length: 50 }, () => approve(transfer)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBe(1);
    expect(statuses.filter((status) => status === 409).length).toBe(49);
    expect(await balanceOf(source)).toBe(70);
    expect(await balanceOf(recipient)).toBe(35);
    const rows = await t.database.db
      .select({ kind: emateraiLedger.kind })
      .from(emateraiLedger)
      .where(eq(emateraiLedger.reference, `transfer:${transfer}`));
    expect(rows.map((row) => row.kind).sort()).toEqual(['transfer_in', 'transfer_out']);
  });

  it('never lets a transfer approval and a usage debit racing on one cost center take it below 0', async () => {
    const source = await costCenterWith(10);
    const recipient = await costCenterWith(1);
    let approvals = 0;
    let usages = 0;
    for (let round = 0; round < 20; round++) {
      const available = await balanceOf(source);
      if (available < 10)
        await t.database.db.transaction((tx) =>
          credit(tx, {
            costCenterId: source,
            kind: 'top_up',
            amount: 10 - available,
            reference: `top-up:RACE-REFILL-${round}`,
            userId: null,
            at: t.clock.now(),
          }),
        );
      const transfer = await requestOk(source, recipient, 10);
      const [approval, spent] = await Promise.allSettled([
        approve(transfer),
        usage(source, 6, `document:RACE-MIXED-${round}`),
      ]);
      const approved = approval.status === 'fulfilled' && approval.value.statusCode === 200;
      const used = spent.status === 'fulfilled';
      // 10 stamps cannot pay both the 10 of the transfer and the 6 of the document.
      expect(approved && used).toBe(false);
      expect(approved || used).toBe(true);
      if (approved) approvals++;
      if (used) usages++;
      expect(await balanceOf(source)).toBe(approved ? 0 : 4);
      expect(await balanceOf(source)).toBe(await ledgerSum(source));
    }
    expect(approvals + usages).toBe(20);
    expect(await balanceOf(recipient)).toBe(1 + 10 * approvals);
  });
});
