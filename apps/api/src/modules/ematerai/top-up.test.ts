import {
  approveTopUp,
  downloadTopUpInvoice,
  downloadTopUpPoAttachment,
  endpointUrl,
  ErrorBodySchema,
  getTopUp,
  getTotalTopUpBalance,
  listTopUps,
  MAX_TOP_UP_AMOUNT,
  rejectTopUp,
  requestTopUp,
  PO_ATTACHMENT,
  STAMP_PRICE,
  TOP_UP_VERIFICATION_DAYS,
  updateMe,
  updateTopUpAttachment,
  type TopUpListResponse,
  type TopUpRequest,
  type TopUpResponse,
} from '@esign/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { costCenters, emateraiLedger, topUps } from '../../db/schema/ematerai';
import { storedFiles } from '../../db/schema/stored-files';
import { encodePng } from '../../files';
import { makeSamplePdf } from '../../pdf/fixtures/make-sample-pdf';
import { officeDepartments } from '../../db/schema/offices';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { expectLedgerInvariant } from '../../testing/ledger-invariant';
import { EXECUTABLE_BYTES, multipartPayload, type TestFile } from '../../testing/multipart';
import { TEST_POSTGRES_URL_ENV } from '../../testing/postgres-tools';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userRequests } from '../../testing/user-requests';

let t: TestApp;
const as = userRequests(() => t);
let poPdf: TestFile;

beforeAll(async () => {
  t = await createTestApp();
  poPdf = {
    bytes: await makeSamplePdf({ pages: 1 }),
    fileName: 'PO scan.pdf',
    contentType: 'application/pdf',
  };
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await expectLedgerInvariant(t.database.db);
});

const errorOf = (body: string) => ErrorBodySchema.parse(JSON.parse(body));
let serial = 0;

/** The offices of a demo department, with or without a cost center already. */
async function offices(withCostCenter: boolean) {
  const [row] = await t.database.db
    .select({
      office_area_id: officeDepartments.officeAreaId,
      office_branch_id: officeDepartments.officeBranchId,
      office_department_id: officeDepartments.id,
    })
    .from(officeDepartments)
    .leftJoin(costCenters, eq(costCenters.officeDepartmentId, officeDepartments.id))
    .where(sql`${costCenters.id} is ${withCostCenter ? sql`not null` : sql`null`}`)
    .limit(1);
  if (!row)
    throw new Error(`No demo department ${withCostCenter ? 'with' : 'without'} a cost center`);
  return row;
}

type TopUpFields = Partial<Record<keyof TopUpRequest, string | number>>;

/** A multipart top-up request: valid fields with `overrides`, and a PO attachment if given. */
async function topUpRequest(overrides: TopUpFields = {}, poAttachment?: TestFile) {
  return multipartPayload({
    fields: {
      ...(await offices(true)),
      po_number: `PO-${++serial}`,
      line_item_number: '10',
      amount: 5 * STAMP_PRICE,
      ...overrides,
    },
    files: { po_attachment: poAttachment },
  });
}

async function submit(overrides: TopUpFields = {}, poAttachment?: TestFile) {
  const response = await as('finance').post(
    endpointUrl(requestTopUp),
    await topUpRequest(overrides, poAttachment),
  );
  expect(response.statusCode).toBe(201);
  return (response.json() as TopUpResponse).data.transaction;
}

const replaceAttachment = (id: number, file: TestFile, by = 'finance') =>
  as(by).patch(
    endpointUrl(updateTopUpAttachment, { id }),
    multipartPayload({ files: { po_attachment: file } }),
  );

async function topUpCount(): Promise<number> {
  const [row] = await t.database.db.select({ total: count() }).from(topUps);
  return row?.total ?? 0;
}

async function storedFileExists(id: number): Promise<boolean> {
  const [row] = await t.database.db
    .select({ total: count() })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  return (row?.total ?? 0) > 0;
}

async function attachmentFileId(id: number): Promise<number | null> {
  const [row] = await t.database.db
    .select({ fileId: topUps.poAttachmentFileId })
    .from(topUps)
    .where(eq(topUps.id, id));
  return row?.fileId ?? null;
}

const pngScan: TestFile = {
  bytes: encodePng(2, 2, new Uint8Array(16).fill(200)),
  fileName: 'scan.png',
  contentType: 'image/png',
};

const approve = (id: number, by = 'superadmin') =>
  as(by).put(endpointUrl(approveTopUp, { id }), undefined);
const reject = (id: number, reason = 'PO does not match', by = 'superadmin') =>
  as(by).put(endpointUrl(rejectTopUp, { id }), { reject_reason: reason });

async function balanceOf(costCenterId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ balance: costCenters.balance })
    .from(costCenters)
    .where(eq(costCenters.id, costCenterId));
  return row?.balance ?? -1;
}

async function topUpLedgerRows(id: number): Promise<number> {
  const [row] = await t.database.db
    .select({ total: count() })
    .from(emateraiLedger)
    .where(and(eq(emateraiLedger.kind, 'top_up'), eq(emateraiLedger.reference, `top-up:${id}`)));
  return row?.total ?? 0;
}

async function notificationsOf(username: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ title: notifications.title })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(users.username, username));
  return rows.map((row) => row.title);
}

const onPostgres = Boolean(process.env[TEST_POSTGRES_URL_ENV]);

describe('the top-up lifecycle', () => {
  it('submits a top-up as request, and approval credits amount / stamp price once and notifies the requester', async () => {
    const before = await notificationsOf('finance');
    const topUp = await submit({ amount: 7 * STAMP_PRICE });
    expect(topUp).toMatchObject({
      status: 'request',
      amount: 70_000,
      stamps: 7,
      can_decide: false,
    });
    const balance = await balanceOf(topUp.cost_center_id);

    const detail = await as('superadmin').get(endpointUrl(getTopUp, { id: topUp.id }));
    expect((detail.json() as TopUpResponse).data.transaction.can_decide).toBe(true);

    const approved = await approve(topUp.id);
    expect(approved.statusCode).toBe(200);
    expect((approved.json() as TopUpResponse).data.transaction).toMatchObject({
      status: 'success',
      decided_by: { name: 'Budi Santoso' },
    });
    expect(await balanceOf(topUp.cost_center_id)).toBe(balance + 7);
    expect(await topUpLedgerRows(topUp.id)).toBe(1);
    expect(await notificationsOf('finance')).toEqual([...before, 'Top up balance success']);
    const [newest] = await t.database.db
      .select({ link: notifications.link })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(users.username, 'finance'))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(newest?.link).toBe(`/admin/ematerai/topup-balance/detail/${topUp.id}`);
  });

  it('issues the invoice PDF on approval and answers 404 for it before', async () => {
    const topUp = await submit({ po_number: 'PO-INVOICE-1' });
    const url = endpointUrl(downloadTopUpInvoice, { id: topUp.id });
    expect((await as('finance').get(url)).statusCode).toBe(404);
    expect((await approve(topUp.id)).statusCode).toBe(200);
    const invoice = await as('finance').get(url);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toContain(`INV-EMT-`);
    expect(invoice.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const detail = await as('finance').get(endpointUrl(getTopUp, { id: topUp.id }));
    expect((detail.json() as TopUpResponse).data.transaction.has_invoice).toBe(true);
  });

  it('sends no notification to a requester whose notification_topup is off', async () => {
    expect(
      (await as('finance').put(endpointUrl(updateMe), { notification_topup: false })).statusCode,
    ).toBe(200);
    try {
      const before = await notificationsOf('finance');
      const topUp = await submit();
      expect((await approve(topUp.id)).statusCode).toBe(200);
      expect(await notificationsOf('finance')).toEqual(before);
    } finally {
      await as('finance').put(endpointUrl(updateMe), { notification_topup: true });
    }
  });

  it('rejects with a reason, keeps the balance and tells the requester', async () => {
    const topUp = await submit();
    const balance = await balanceOf(topUp.cost_center_id);
    const rejected = await reject(topUp.id, 'Wrong line item');
    expect(rejected.statusCode).toBe(200);
    expect((rejected.json() as TopUpResponse).data.transaction).toMatchObject({
      status: 'failed',
      reject_reason: 'Wrong line item',
    });
    expect(await balanceOf(topUp.cost_center_id)).toBe(balance);
    expect(await topUpLedgerRows(topUp.id)).toBe(0);
    expect((await notificationsOf('finance')).at(-1)).toBe('Top up balance failed');
  });

  it('refuses a second decision with 409 and credits nothing more', async () => {
    const topUp = await submit();
    expect((await approve(topUp.id)).statusCode).toBe(200);
    const balance = await balanceOf(topUp.cost_center_id);
    for (const again of [await approve(topUp.id), await reject(topUp.id)]) {
      expect(again.statusCode).toBe(409);
      expect(errorOf(again.body).code).toBe('top_up_decided');
    }
    expect(await balanceOf(topUp.cost_center_id)).toBe(balance);
    expect(await topUpLedgerRows(topUp.id)).toBe(1);
  });

  it('refuses approval without ematerai.topup.approve (403) and by the requester (403)', async () => {
    const topUp = await submit();
    expect((await approve(topUp.id, 'finance')).statusCode).toBe(403);
    const own = await as('superadmin').post(endpointUrl(requestTopUp), await topUpRequest());
    expect(own.statusCode).toBe(201);
    const ownId = (own.json() as TopUpResponse).data.transaction.id;
    expect((await approve(ownId)).statusCode).toBe(403);
    expect(await topUpLedgerRows(topUp.id)).toBe(0);
  });

  it('answers 404 for an unknown top-up', async () => {
    expect((await approve(999_999)).statusCode).toBe(404);
    expect(
      (await as('finance').get(endpointUrl(downloadTopUpInvoice, { id: 999_999 }))).statusCode,
    ).toBe(404);
    expect((await as('finance').get(endpointUrl(getTopUp, { id: 999_999 }))).statusCode).toBe(404);
  });
});

describe('a top-up request', () => {
  it.each([
    ['zero', '0'],
    ['negative', String(-STAMP_PRICE)],
    ['fractional', '10000.5'],
    ['not a multiple of the stamp price', '15000'],
    ['over the maximum', String(MAX_TOP_UP_AMOUNT + STAMP_PRICE)],
    ['not a number', 'fifty thousand'],
    ['in exponent notation', '5e4'],
  ])(
    'refuses an amount that is %s with 400 naming amount, and records nothing',
    async (_label, amount) => {
      const before = await topUpCount();
      const response = await as('finance').post(
        endpointUrl(requestTopUp),
        await topUpRequest({ amount }, poPdf),
      );
      expect(response.statusCode).toBe(400);
      const messages = errorOf(response.body).messages ?? [];
      expect(messages.map((message) => typeof message === 'object' && message.param)).toEqual([
        'amount',
      ]);
      expect(await topUpCount()).toBe(before);
    },
  );

  it('refuses an office combination that does not exist with 400 naming the department', async () => {
    const known = await offices(true);
    const before = await topUpCount();
    const response = await as('finance').post(
      endpointUrl(requestTopUp),
      await topUpRequest({ office_branch_id: known.office_branch_id + 1_000 }),
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response.body).messages)).toContain('office_department_id');
    expect(await topUpCount()).toBe(before);
  });

  it('refuses an executable renamed .pdf as the PO attachment with 400 naming it', async () => {
    const before = await topUpCount();
    const response = await as('finance').post(
      endpointUrl(requestTopUp),
      await topUpRequest(
        {},
        { bytes: EXECUTABLE_BYTES, fileName: 'po.pdf', contentType: 'application/pdf' },
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).messages).toEqual([
      { param: 'po_attachment', messages: ['Must be a PDF, PNG or JPEG file'] },
    ]);
    expect(await topUpCount()).toBe(before);
  });

  it('refuses a PO attachment over 5 MB with 413 naming it', async () => {
    const before = await topUpCount();
    const big = new Uint8Array(PO_ATTACHMENT.maxBytes + 1).fill(0x20);
    big.set(poPdf.bytes.subarray(0, 8));
    const response = await as('finance').post(
      endpointUrl(requestTopUp),
      await topUpRequest({}, { bytes: big, fileName: 'po.pdf' }),
    );
    expect(response.statusCode).toBe(413);
    expect(errorOf(response.body).error).toBe('po_attachment is larger than 5 MB');
    expect(await topUpCount()).toBe(before);
  });

  it('refuses a JSON body with 415 naming multipart/form-data', async () => {
    const response = await as('finance').post(endpointUrl(requestTopUp), {
      ...(await offices(true)),
      po_number: 'PO-JSON',
      line_item_number: '10',
      amount: 5 * STAMP_PRICE,
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response.body).error).toBe('This call takes multipart/form-data');
  });

  it('opens a cost center with balance 0 for an office combination that has none yet', async () => {
    const fresh = await offices(false);
    const topUp = await submit(fresh);
    expect(topUp.office_department.id).toBe(fresh.office_department_id);
    expect(await balanceOf(topUp.cost_center_id)).toBe(0);
    expect((await approve(topUp.id)).statusCode).toBe(200);
    expect(await balanceOf(topUp.cost_center_id)).toBe(topUp.stamps);
  });

  it('is refused without ematerai.topup', async () => {
    const response = await as('viewer').post(endpointUrl(requestTopUp), await topUpRequest());
    expect(response.statusCode).toBe(403);
  });
});

describe('the PO attachment', () => {
  it('is kept with the top-up, which waits for verification, and downloads as uploaded', async () => {
    const topUp = await submit({}, poPdf);
    expect(topUp).toMatchObject({
      status: 'waiting',
      po_attachment: {
        file_name: 'PO scan.pdf',
        content_type: 'application/pdf',
        size: poPdf.bytes.byteLength,
      },
      can_update: true,
      can_decide: false,
    });
    const seenByApprover = await as('superadmin').get(endpointUrl(getTopUp, { id: topUp.id }));
    expect((seenByApprover.json() as TopUpResponse).data.transaction).toMatchObject({
      can_update: false,
      can_decide: true,
    });

    const download = await as('superadmin').get(
      endpointUrl(downloadTopUpPoAttachment, { id: topUp.id }),
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="PO scan.pdf"; filename*=UTF-8''PO%20scan.pdf`,
    );
    expect(download.rawPayload.equals(Buffer.from(poPdf.bytes))).toBe(true);
  });

  it('answers 404 for the download of a top-up without one', async () => {
    const topUp = await submit();
    expect(topUp).toMatchObject({ status: 'request', po_attachment: null, can_update: true });
    const response = await as('finance').get(
      endpointUrl(downloadTopUpPoAttachment, { id: topUp.id }),
    );
    expect(response.statusCode).toBe(404);
    expect(errorOf(response.body).error).toBe('This top-up has no PO attachment');
  });

  it('is added by its requester, moving request to waiting, and replaced with the old file deleted', async () => {
    const topUp = await submit();
    const added = await replaceAttachment(topUp.id, pngScan);
    expect(added.statusCode).toBe(200);
    expect((added.json() as TopUpResponse).data.transaction).toMatchObject({
      status: 'waiting',
      po_attachment: { file_name: 'scan.png', content_type: 'image/png' },
    });
    const firstFile = await attachmentFileId(topUp.id);
    expect(firstFile).not.toBeNull();

    const replaced = await replaceAttachment(topUp.id, poPdf);
    expect(replaced.statusCode).toBe(200);
    expect((replaced.json() as TopUpResponse).data.transaction).toMatchObject({
      status: 'waiting',
      po_attachment: { file_name: 'PO scan.pdf', content_type: 'application/pdf' },
    });
    expect(await storedFileExists(firstFile ?? 0)).toBe(false);
    const download = await as('finance').get(
      endpointUrl(downloadTopUpPoAttachment, { id: topUp.id }),
    );
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('is not replaced by anyone but its requester (403) nor once decided (409)', async () => {
    const topUp = await submit({}, poPdf);
    const fileId = await attachmentFileId(topUp.id);
    const byOther = await replaceAttachment(topUp.id, pngScan, 'superadmin');
    expect(byOther.statusCode).toBe(403);

    expect((await approve(topUp.id)).statusCode).toBe(200);
    const afterApproval = await replaceAttachment(topUp.id, pngScan);
    expect(afterApproval.statusCode).toBe(409);
    expect(errorOf(afterApproval.body).code).toBe('top_up_decided');
    expect(await attachmentFileId(topUp.id)).toBe(fileId);
    const detail = await as('finance').get(endpointUrl(getTopUp, { id: topUp.id }));
    expect((detail.json() as TopUpResponse).data.transaction).toMatchObject({
      status: 'success',
      can_update: false,
      po_attachment: { file_name: 'PO scan.pdf' },
    });
  });

  it('is required by the replacement call, and an executable is refused there too', async () => {
    const topUp = await submit();
    const url = endpointUrl(updateTopUpAttachment, { id: topUp.id });
    const none = await as('finance').patch(url, multipartPayload({}));
    expect(none.statusCode).toBe(400);
    expect(errorOf(none.body).messages).toEqual([
      { param: 'po_attachment', messages: ['Po attachment is required'] },
    ]);
    const exe = await replaceAttachment(topUp.id, { bytes: EXECUTABLE_BYTES, fileName: 'a.pdf' });
    expect(exe.statusCode).toBe(400);
    expect(await attachmentFileId(topUp.id)).toBeNull();
    expect((await replaceAttachment(999_999, pngScan)).statusCode).toBe(404);
  });
});

describe('the top-up list and total', () => {
  it('filters by status and department and sums only successful top-ups in the total', async () => {
    const fresh = await offices(false);
    const first = await submit({ ...fresh, amount: 3 * STAMP_PRICE });
    const second = await submit({ ...fresh, amount: 4 * STAMP_PRICE });
    await submit({ ...fresh, amount: 9 * STAMP_PRICE });
    await approve(first.id);
    await approve(second.id);
    const filter = `office_department_id=[${fresh.office_department_id}]`;

    const list = await as('finance').get(`${endpointUrl(listTopUps)}?status=success&${filter}`);
    expect(list.statusCode).toBe(200);
    const body = list.json() as TopUpListResponse;
    expect(body.data.transactions.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(body.meta.pagination.total).toBe(2);

    const total = await as('finance').get(`${endpointUrl(getTotalTopUpBalance)}?${filter}`);
    expect(total.json()).toEqual({ data: { total_top_up_balance: 7 } });
  });

  it('filters by request date, inclusive of the end day', async () => {
    const topUp = await submit();
    const day = topUp.created_at.slice(0, 10);
    const url = endpointUrl(listTopUps);
    const same = (
      await as('finance').get(`${url}?start_date=${day}&end_date=${day}&per_page=100`)
    ).json() as TopUpListResponse;
    expect(same.data.transactions.map((row) => row.id)).toContain(topUp.id);
    const later = (
      await as('finance').get(`${url}?start_date=2999-01-01`)
    ).json() as TopUpListResponse;
    expect(later.data.transactions).toEqual([]);
  });
});

describe('the demo top-ups', () => {
  it('are requested by finance, one in every status the server produces', async () => {
    const response = await as('superadmin').get(`${endpointUrl(listTopUps)}?per_page=100`);
    const demo = (response.json() as TopUpListResponse).data.transactions.filter((row) =>
      row.po_number.startsWith('PO-DEMO-'),
    );
    expect(demo.every((row) => row.requested_by.name === 'Agus Pratama')).toBe(true);
    expect(new Set(demo.map((row) => row.status))).toEqual(
      new Set(['success', 'failed', 'request', 'waiting', 'overdue']),
    );
    expect(demo.filter((row) => row.status === 'request' && row.can_decide)).toHaveLength(1);
    const waiting = demo.find((row) => row.status === 'waiting');
    expect(waiting?.po_attachment?.content_type).toBe('application/pdf');
    const download = await as('superadmin').get(
      endpointUrl(downloadTopUpPoAttachment, { id: waiting?.id ?? 0 }),
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

// Last: it moves the shared clock past the verification days.
describe('overdue top-ups', () => {
  it('shows an open top-up older than the verification days as overdue, filters it by that status, and still lets it be decided', async () => {
    const fresh = await offices(false);
    const filter = `office_department_id=[${fresh.office_department_id}]&per_page=100`;
    const listed = async (status: string) =>
      (
        (
          await as('finance').get(`${endpointUrl(listTopUps)}?status=${status}&${filter}`)
        ).json() as TopUpListResponse
      ).data.transactions.map((row) => row.id);

    const open = await submit(fresh);
    const waiting = await submit(fresh, poPdf);
    const decided = await submit(fresh);
    expect((await reject(decided.id)).statusCode).toBe(200);
    expect(await listed('request')).toEqual([open.id]);
    expect(await listed('waiting')).toEqual([waiting.id]);
    expect(await listed('overdue')).toEqual([]);

    t.clock.advance(TOP_UP_VERIFICATION_DAYS * 86_400 - 60);
    expect(await listed('overdue')).toEqual([]);
    t.clock.advance(120);
    expect(await listed('overdue')).toEqual([waiting.id, open.id]);
    expect(await listed('request')).toEqual([]);
    expect(await listed('waiting')).toEqual([]);
    expect(await listed('failed')).toEqual([decided.id]);
    const detail = await as('superadmin').get(endpointUrl(getTopUp, { id: open.id }));
    expect((detail.json() as TopUpResponse).data.transaction).toMatchObject({
      status: 'overdue',
      can_decide: true,
    });
    const finance = await as('finance').get(endpointUrl(getTopUp, { id: waiting.id }));
    expect((finance.json() as TopUpResponse).data.transaction.can_update).toBe(true);

    const approved = await approve(open.id);
    expect(approved.statusCode).toBe(200);
    expect((approved.json() as TopUpResponse).data.transaction.status).toBe('success');
    expect(await listed('overdue')).toEqual([waiting.id]);
  });
});

(onPostgres ? describe : describe.skip)('top-up approval under concurrency (PostgreSQL)', () => {
  it('approves a top-up exactly once out of 20 parallel approvals', async () => {
    const topUp = await submit({ amount: 2 * STAMP_PRICE });
    const balance = await balanceOf(topUp.cost_center_id);
    const responses = await Promise.all(Array.from({ length: 20 }, () => approve(topUp.id)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await balanceOf(topUp.cost_center_id)).toBe(balance + 2);
    expect(await topUpLedgerRows(topUp.id)).toBe(1);
  });
});
