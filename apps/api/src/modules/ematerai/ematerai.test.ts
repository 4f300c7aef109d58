import {
  approveTransfer,
  endpointUrl,
  ErrorBodySchema,
  getTotalBalance,
  getTransfer,
  listBalanceLogs,
  listCostCenters,
  listTransfers,
  MAX_TRANSFER_AMOUNT,
  rejectTransfer,
  requestTransfer,
  type BalanceLogResponse,
  type CostCenter,
  type CostCenterListResponse,
  type TransferListResponse,
  type TransferResponse,
} from '@esign/contract';
import { afterEach, describe, expect, it } from '@jest/globals';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { balanceTransfers, costCenters, emateraiLedger } from '../../db/schema/ematerai';
import { activityLogs } from '../../db/schema/logs';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { expectLedgerInvariant } from '../../testing/ledger-invariant';
import { useTestApp } from '../../testing/use-test-app';
import { refundStamps, releaseStamps, reserveStamps, spendStamps } from './document-stamps';

const { t, as } = useTestApp();
afterEach(async () => {
  await expectLedgerInvariant(t().database.db);
});

const errorOf = (body: string) => ErrorBodySchema.parse(JSON.parse(body));
const query = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;

async function costCenterList(params: Record<string, string | number> = {}) {
  const response = await as('finance').get(
    endpointUrl(listCostCenters) + query({ per_page: 100, ...params }),
  );
  expect(response.statusCode).toBe(200);
  return response.json() as CostCenterListResponse;
}

/** The demo cost center of these office codes. */
async function center(area: string, branch: string, department: string): Promise<CostCenter> {
  const { data } = await costCenterList();
  const found = data.cost_centers.find(
    (row) =>
      row.office_area.code === area &&
      row.office_branch.code === branch &&
      row.office_department.code === department,
  );
  if (!found) throw new Error(`No demo cost center ${area}/${branch}/${department}`);
  return found;
}

/** Everything a refused call must leave as it was. */
async function snapshot() {
  const db = t().database.db;
  return {
    balances: await db
      .select({ id: costCenters.id, balance: costCenters.balance })
      .from(costCenters)
      .orderBy(asc(costCenters.id)),
    ledgerRows: (await db.select({ total: count() }).from(emateraiLedger))[0]?.total,
    transfers: await db
      .select({ id: balanceTransfers.id, status: balanceTransfers.status })
      .from(balanceTransfers)
      .orderBy(asc(balanceTransfers.id)),
  };
}

async function userIdOf(username: string): Promise<number> {
  const [row] = await t()
    .database.db.select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  if (!row) throw new Error(`No user ${username}`);
  return row.id;
}

async function requestOk(source: number, recipient: number, amount: number, by = 'finance') {
  const response = await as(by).post(endpointUrl(requestTransfer), {
    source_cost_center_id: source,
    recipient_cost_center_id: recipient,
    amount,
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as TransferResponse).data.data;
}

/** A demo transfer superadmin may decide now. */
async function waitingForSuperAdmin() {
  const response = await as('superadmin').get(
    endpointUrl(listTransfers) + query({ status: 'requested' }),
  );
  const transfer = (response.json() as TransferListResponse).data.data.find(
    (row) => row.can_decide,
  );
  if (!transfer) throw new Error('No demo transfer waits for superadmin');
  return transfer;
}

const approve = (id: number, by = 'superadmin') =>
  as(by).put(endpointUrl(approveTransfer, { id }), undefined);
const reject = (id: number, reason: unknown, by = 'superadmin') =>
  as(by).put(endpointUrl(rejectTransfer, { id }), { reject_reason: reason });

describe('cost centers', () => {
  it('lists the demo cost centers with offices and balances, paginated', async () => {
    const page = await costCenterList({ per_page: 2, page: 2 });
    expect(page.meta.pagination).toMatchObject({
      total: 6,
      count: 2,
      per_page: 2,
      current_page: 2,
    });
    const first = page.data.cost_centers[0];
    expect(first?.office_area).toEqual({
      id: expect.any(Number),
      code: expect.any(String),
      name: expect.any(String),
    });
    expect(first?.balance).toBeGreaterThan(0);
  });

  it('filters by a JSON array of departments and drops the filter when the array is empty', async () => {
    const legal = await center('JKT', 'JKT-SEL', 'LGL');
    const human = await center('JKT', 'JKT-SEL', 'HCM');
    const both = await costCenterList({
      office_department_id: JSON.stringify([
        legal.office_department.id,
        human.office_department.id,
      ]),
    });
    expect(both.data.cost_centers.map((row) => row.id).sort()).toEqual([legal.id, human.id].sort());
    const unfiltered = await costCenterList({ office_department_id: '[]' });
    expect(unfiltered.meta.pagination.total).toBe(6);
    const branch = await costCenterList({ office_branch_id: legal.office_branch.id });
    expect(branch.data.cost_centers.every((row) => row.office_branch.code === 'JKT-SEL')).toBe(
      true,
    );
  });

  it('refuses a department filter that is not a JSON array of ids with 400 naming it', async () => {
    for (const value of ['abc', '[0]', '{"a":1}', '[1.5]', '["1"]', `[${'1,'.repeat(100)}1]`]) {
      const response = await as('finance').get(
        endpointUrl(listCostCenters) + query({ office_department_id: value }),
      );
      expect({ value, status: response.statusCode }).toEqual({ value, status: 400 });
      expect(JSON.stringify(errorOf(response.body).messages)).toContain('office_department_id');
    }
  });

  it('totals the balances the filters select', async () => {
    const all = await costCenterList();
    const sum = all.data.cost_centers.reduce((total, row) => total + row.balance, 0);
    const response = await as('finance').get(endpointUrl(getTotalBalance));
    expect(response.json()).toEqual({ data: { total_balance: sum } });
    const legal = await center('JKT', 'JKT-SEL', 'LGL');
    const one = await as('finance').get(
      endpointUrl(getTotalBalance) +
        query({ office_department_id: `[${legal.office_department.id}]` }),
    );
    expect(one.json()).toEqual({ data: { total_balance: legal.balance } });
  });

  it('refuses users without the balance code with 403', async () => {
    for (const url of [
      endpointUrl(listCostCenters),
      endpointUrl(getTotalBalance),
      endpointUrl(listTransfers),
      endpointUrl(listBalanceLogs),
    ]) {
      const response = await as('viewer').get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
  });
});

describe('balance log', () => {
  it('pages through the demo history newest first, filtered by kind and office', async () => {
    const first = await as('finance').get(endpointUrl(listBalanceLogs) + query({ per_page: 20 }));
    expect(first.statusCode).toBe(200);
    const body = first.json() as BalanceLogResponse;
    expect(body.meta.pagination.total).toBeGreaterThanOrEqual(60);
    const times = body.data.logs.map((log) => log.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const topUps = await as('finance').get(
      endpointUrl(listBalanceLogs) + query({ kind: 'top_up', per_page: 100 }),
    );
    const topUpLogs = (topUps.json() as BalanceLogResponse).data.logs;
    expect(topUpLogs.length).toBe(18);
    expect(topUpLogs.every((log) => log.kind === 'top_up' && log.amount > 0)).toBe(true);

    const legal = await center('JKT', 'JKT-SEL', 'LGL');
    const ofLegal = await as('finance').get(
      endpointUrl(listBalanceLogs) +
        query({ office_department_id: `[${legal.office_department.id}]`, per_page: 100 }),
    );
    const legalLogs = (ofLegal.json() as BalanceLogResponse).data.logs;
    expect(legalLogs.every((log) => log.cost_center_id === legal.id)).toBe(true);
    expect(legalLogs.reduce((sum, log) => sum + log.amount, 0)).toBe(legal.balance);
  });

  it('filters by business day and refuses a malformed date or kind', async () => {
    const today = t().clock.now().toISOString().slice(0, 10);
    const future = await as('finance').get(
      endpointUrl(listBalanceLogs) + query({ start_date: '2099-01-01' }),
    );
    expect((future.json() as BalanceLogResponse).meta.pagination.total).toBe(0);
    const upToToday = await as('finance').get(
      endpointUrl(listBalanceLogs) + query({ end_date: today }),
    );
    expect((upToToday.json() as BalanceLogResponse).meta.pagination.total).toBeGreaterThan(0);
    const bads: Record<string, string>[] = [{ start_date: '2026-13-01' }, { kind: 'theft' }];
    for (const bad of bads) {
      const response = await as('finance').get(endpointUrl(listBalanceLogs) + query(bad));
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('transfers', () => {
  it('counts what the asking user may approve: the approver sees the waiting demo transfers, the requester none', async () => {
    const asApprover = (
      (await as('superadmin').get(endpointUrl(listTransfers))).json() as TransferListResponse
    ).data;
    const waiting = await t()
      .database.db.select({ total: count() })
      .from(balanceTransfers)
      .where(eq(balanceTransfers.status, 'requested'));
    expect(asApprover.need_approval_count).toBe(waiting[0]?.total);
    expect(asApprover.need_approval_count).toBeGreaterThanOrEqual(2);
    const asRequester = (
      (await as('finance').get(endpointUrl(listTransfers))).json() as TransferListResponse
    ).data;
    expect(asRequester.need_approval_count).toBe(0);
    expect(asRequester.data.every((transfer) => !transfer.can_decide)).toBe(true);
    const rejected = asApprover.data.find((transfer) => transfer.status === 'rejected');
    expect(rejected?.reject_reason).toEqual(expect.any(String));
    expect(rejected?.requested_by).toEqual({ privy_id: 'DEMO003', name: 'Agus Pratama' });
  });

  it('moves nothing on request, then on approval debits the source and credits the recipient once', async () => {
    const source = await center('JKT', 'JKT-PST', 'FIN');
    const recipient = await center('MDN', 'MDN-BRT', 'OPS');
    const transfer = await requestOk(source.id, recipient.id, 25);
    expect(transfer).toMatchObject({
      status: 'requested',
      amount: 25,
      requested_by: { privy_id: 'DEMO003' },
      source: { cost_center_id: source.id, office_department: { code: 'FIN' } },
      recipient: { cost_center_id: recipient.id, office_branch: { code: 'MDN-BRT' } },
      reject_reason: null,
    });
    expect((await center('JKT', 'JKT-PST', 'FIN')).balance).toBe(source.balance);

    const superAdminId = await userIdOf('superadmin');
    const toApprover = await t()
      .database.db.select({ body: notifications.body, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, superAdminId))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(toApprover[0]?.body).toContain('requested a transfer of 25 e-meterai');
    expect(toApprover[0]?.link).toBe(`/admin/ematerai/transfer-details/${transfer.id}`);

    const response = await approve(transfer.id);
    expect(response.statusCode).toBe(200);
    expect((response.json() as TransferResponse).data.data).toMatchObject({
      status: 'approved',
      decided_by: { privy_id: 'DEMO001' },
      can_decide: false,
    });
    expect((await center('JKT', 'JKT-PST', 'FIN')).balance).toBe(source.balance - 25);
    expect((await center('MDN', 'MDN-BRT', 'OPS')).balance).toBe(recipient.balance + 25);
    const rows = await t()
      .database.db.select({ kind: emateraiLedger.kind, amount: emateraiLedger.amount })
      .from(emateraiLedger)
      .where(eq(emateraiLedger.reference, `transfer:${transfer.id}`))
      .orderBy(asc(emateraiLedger.id));
    expect(rows).toEqual([
      { kind: 'transfer_out', amount: -25 },
      { kind: 'transfer_in', amount: 25 },
    ]);

    const financeId = await userIdOf('finance');
    const toRequester = await t()
      .database.db.select({ title: notifications.title, subject: notifications.subjectId })
      .from(notifications)
      .where(eq(notifications.userId, financeId))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(toRequester[0]).toEqual({
      title: 'Transfer balance approved',
      subject: String(transfer.id),
    });
    const activity = await t()
      .database.db.select({ action: activityLogs.action })
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.subjectType, 'balance_transfer'),
          eq(activityLogs.subjectId, String(transfer.id)),
        ),
      )
      .orderBy(asc(activityLogs.id));
    expect(activity.map((row) => row.action)).toEqual([
      'ematerai.transfer.request',
      'ematerai.transfer.approve',
    ]);

    const before = await snapshot();
    const again = await approve(transfer.id);
    expect(again.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('rejects with a reason, moves nothing, tells the requester, and then refuses approval', async () => {
    const source = await center('SBY', 'SBY-TMR', 'OPS');
    const recipient = await center('BDG', 'BDG-KTA', 'FIN');
    const transfer = await requestOk(source.id, recipient.id, 10);
    const before = await snapshot();
    const response = await reject(transfer.id, '  Budget is closed  ');
    expect(response.statusCode).toBe(200);
    expect((response.json() as TransferResponse).data.data).toMatchObject({
      status: 'rejected',
      reject_reason: 'Budget is closed',
    });
    const after = await snapshot();
    expect(after.balances).toEqual(before.balances);
    expect(after.ledgerRows).toBe(before.ledgerRows);

    const detail = await as('finance').get(endpointUrl(getTransfer, { id: transfer.id }));
    expect((detail.json() as TransferResponse).data.data.status).toBe('rejected');

    const financeId = await userIdOf('finance');
    const [latest] = await t()
      .database.db.select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, financeId))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(latest).toEqual({
      title: 'Transfer balance rejected',
      body: expect.stringContaining('Budget is closed'),
    });

    const approving = await approve(transfer.id);
    expect(approving.statusCode).toBe(409);
    expect(await snapshot()).toEqual(after);
  });

  describe('refuses bad input and changes nothing', () => {
    it.each([
      ['zero', 0],
      ['negative', -5],
      ['fractional', 1.5],
      ['over the maximum', MAX_TRANSFER_AMOUNT + 1],
      ['a numeric string', '10'],
      ['not a number', 'ten'],
      ['null', null],
    ])('amount %s gets 400 naming amount', async (_label, amount) => {
      const source = await center('JKT', 'JKT-PST', 'FIN');
      const recipient = await center('JKT', 'JKT-SEL', 'LGL');
      const before = await snapshot();
      const response = await as('finance').post(endpointUrl(requestTransfer), {
        source_cost_center_id: source.id,
        recipient_cost_center_id: recipient.id,
        amount,
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(errorOf(response.body).messages)).toContain('amount');
      expect(await snapshot()).toEqual(before);
    });

    it('a transfer to the same cost center gets 400', async () => {
      const source = await center('JKT', 'JKT-PST', 'FIN');
      const before = await snapshot();
      const response = await as('finance').post(endpointUrl(requestTransfer), {
        source_cost_center_id: source.id,
        recipient_cost_center_id: source.id,
        amount: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(errorOf(response.body).messages)).toContain('recipient_cost_center_id');
      expect(await snapshot()).toEqual(before);
    });

    it('an unknown cost center gets 400 naming the field', async () => {
      const source = await center('JKT', 'JKT-PST', 'FIN');
      const before = await snapshot();
      const response = await as('finance').post(endpointUrl(requestTransfer), {
        source_cost_center_id: source.id,
        recipient_cost_center_id: 999_999,
        amount: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response.body).messages).toEqual([
        { param: 'recipient_cost_center_id', messages: ['Unknown cost center'] },
      ]);
      expect(await snapshot()).toEqual(before);
    });

    it('more than the source holds gets 409 Not enough e-meterai balance', async () => {
      const source = await center('JKT', 'JKT-SEL', 'HCM');
      const recipient = await center('JKT', 'JKT-SEL', 'LGL');
      const before = await snapshot();
      const response = await as('finance').post(endpointUrl(requestTransfer), {
        source_cost_center_id: source.id,
        recipient_cost_center_id: recipient.id,
        amount: source.balance + 1,
      });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response.body).error).toBe('Not enough e-meterai balance');
      expect(await snapshot()).toEqual(before);
    });

    it('approving a transfer the source can no longer pay gets 409 and moves nothing', async () => {
      const source = await center('JKT', 'JKT-SEL', 'HCM');
      const recipient = await center('JKT', 'JKT-SEL', 'LGL');
      const transfer = await requestOk(source.id, recipient.id, source.balance);
      await t().database.db.transaction((tx) =>
        reserveStamps(tx, {
          costCenterId: source.id,
          documentReference: 'TEST/DRAIN/1',
          count: 1,
          userId: null,
          at: t().clock.now(),
        }),
      );
      const before = await snapshot();
      const response = await approve(transfer.id);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response.body).error).toBe('Not enough e-meterai balance');
      expect(await snapshot()).toEqual(before);
      await t().database.db.transaction((tx) =>
        releaseStamps(tx, {
          costCenterId: source.id,
          documentReference: 'TEST/DRAIN/1',
          userId: null,
          at: t().clock.now(),
        }),
      );
    });

    it("approving or rejecting one's own request gets 403", async () => {
      const source = await center('JKT', 'JKT-PST', 'FIN');
      const recipient = await center('JKT', 'JKT-SEL', 'LGL');
      const transfer = await requestOk(source.id, recipient.id, 1, 'superadmin');
      const before = await snapshot();
      expect((await approve(transfer.id, 'superadmin')).statusCode).toBe(403);
      expect((await reject(transfer.id, 'mine', 'superadmin')).statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
      const own = (
        await as('superadmin').get(endpointUrl(getTransfer, { id: transfer.id }))
      ).json() as TransferResponse;
      expect(own.data.data.can_decide).toBe(false);
    });

    it('a reject without a reason gets 400 naming reject_reason', async () => {
      const transfer = await waitingForSuperAdmin();
      const before = await snapshot();
      for (const reason of ['', '   ', undefined, 'a\u0000b']) {
        const response = await reject(transfer.id, reason);
        expect({ reason, status: response.statusCode }).toEqual({ reason, status: 400 });
        expect(JSON.stringify(errorOf(response.body).messages)).toContain('reject_reason');
      }
      expect(await snapshot()).toEqual(before);
    });

    it('a user without the approve code gets 403 on approve and reject; a missing transfer 404', async () => {
      const transfer = await waitingForSuperAdmin();
      const before = await snapshot();
      expect((await approve(transfer.id, 'finance')).statusCode).toBe(403);
      expect((await reject(transfer.id, 'no', 'finance')).statusCode).toBe(403);
      expect((await as('viewer').post(endpointUrl(requestTransfer), {})).statusCode).toBe(403);
      expect((await approve(999_999)).statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
    });
  });
});

describe('document stamps', () => {
  const stamps = (documentReference: string, costCenterId: number) => ({
    costCenterId,
    documentReference,
    userId: null,
    at: t().clock.now(),
  });

  it('reserves, spends and refunds a document exactly once each', async () => {
    const { id, balance } = await center('BDG', 'BDG-KTA', 'FIN');
    const doc = stamps('TEST/STAMP/1', id);
    const db = t().database.db;
    await db.transaction((tx) => reserveStamps(tx, { ...doc, count: 3 }));
    await expect(db.transaction((tx) => reserveStamps(tx, { ...doc, count: 3 }))).rejects.toThrow(
      'already recorded',
    );
    expect((await center('BDG', 'BDG-KTA', 'FIN')).balance).toBe(balance - 3);
    await db.transaction((tx) => spendStamps(tx, doc));
    await expect(db.transaction((tx) => spendStamps(tx, doc))).rejects.toThrow('already recorded');
    await expect(db.transaction((tx) => releaseStamps(tx, doc))).rejects.toThrow(
      'already recorded',
    );
    expect((await center('BDG', 'BDG-KTA', 'FIN')).balance).toBe(balance - 3);
    await db.transaction((tx) => refundStamps(tx, doc));
    await expect(db.transaction((tx) => refundStamps(tx, doc))).rejects.toThrow('already recorded');
    expect((await center('BDG', 'BDG-KTA', 'FIN')).balance).toBe(balance);
    const kinds = await db
      .select({ kind: emateraiLedger.kind, amount: emateraiLedger.amount })
      .from(emateraiLedger)
      .where(eq(emateraiLedger.reference, 'document:TEST/STAMP/1'))
      .orderBy(asc(emateraiLedger.id));
    expect(kinds).toEqual([
      { kind: 'reserve', amount: -3 },
      { kind: 'release', amount: 3 },
      { kind: 'usage', amount: -3 },
      { kind: 'refund', amount: 3 },
    ]);
  });

  it('refuses to spend or release without a reservation, and to reserve more than the balance', async () => {
    const { id, balance } = await center('MDN', 'MDN-BRT', 'OPS');
    const db = t().database.db;
    const before = await snapshot();
    await expect(db.transaction((tx) => spendStamps(tx, stamps('TEST/NONE', id)))).rejects.toThrow(
      'No e-meterai reservation',
    );
    await expect(
      db.transaction((tx) => releaseStamps(tx, stamps('TEST/NONE', id))),
    ).rejects.toThrow('No e-meterai reservation');
    await expect(
      db.transaction((tx) => reserveStamps(tx, { ...stamps('TEST/BIG', id), count: balance + 1 })),
    ).rejects.toThrow('Not enough e-meterai balance');
    expect(await snapshot()).toEqual(before);
  });
});
