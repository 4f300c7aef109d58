import {
  DocumentActivityResponseSchema,
  DocumentAnalyticsResponseSchema,
  DocumentListResponseSchema,
  documentListStatuses,
  downloadAppActivity,
  EmateraiUsageResponseSchema,
  endpointUrl,
  EnterpriseAccountUsageResponseSchema,
  ErrorBodySchema,
  getDocumentActivity,
  getDocumentAnalytics,
  getEmateraiUsage,
  getEnterpriseAccountUsage,
  ledgerKinds,
  listDocuments,
  type DocumentListStatus,
} from '@esign/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { businessDayEnd, businessDayStart } from '../../db/business-days';
import { documents } from '../../db/schema/documents';
import { costCenters, emateraiLedger } from '../../db/schema/ematerai';
import { loadWorkbook } from '../../files';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userRequests } from '../../testing/user-requests';
import { bucketPeriods } from './analytics-range';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo-documents' });
});
afterAll(async () => {
  await t?.close();
});

const as = userRequests(() => t);

// The test clock starts on 2026-03-02 (WIB); every demo document is at most 40 days old.
const YEAR = { start_date: '2025-03-02', end_date: '2026-03-02' };

const url = (endpoint: Parameters<typeof endpointUrl>[0], query: Record<string, string>) =>
  `${endpointUrl(endpoint)}?${new URLSearchParams(query)}`;

async function listTotal(status: DocumentListStatus, query: Record<string, string>) {
  const response = await as('superadmin').get(
    url(listDocuments, { status, per_page: '1', ...query }),
  );
  expect(response.statusCode).toBe(200);
  return DocumentListResponseSchema.parse(response.json()).meta.pagination.total;
}

async function analytics(query: Record<string, string>) {
  const response = await as('superadmin').get(url(getDocumentAnalytics, query));
  expect(response.statusCode).toBe(200);
  return DocumentAnalyticsResponseSchema.parse(response.json()).data.data.data;
}

async function errorParams(
  endpoint: Parameters<typeof endpointUrl>[0],
  query: Record<string, string>,
) {
  const response = await as('superadmin').get(url(endpoint, query));
  expect(response.statusCode).toBe(400);
  return (ErrorBodySchema.parse(response.json()).messages ?? []).map((message) =>
    typeof message === 'string' ? message : message.param,
  );
}

describe('analyze/analyze/filtered', () => {
  it('counts each list as the document list totals it, over the range and per office', async () => {
    const data = await analytics({ ...YEAR, interval: 'month' });
    expect(data.totals.total).toBeGreaterThan(0);
    for (const status of documentListStatuses)
      expect(data.totals[status]).toBe(await listTotal(status, YEAR));

    const area = data.offices.find((row) => row.office !== null)?.office;
    expect(area).toBeDefined();
    const byArea = await analytics({ ...YEAR, office_area_id: String(area?.id) });
    expect(byArea.office_level).toBe('branch');
    for (const status of ['completed', 'rejected', 'pending'] as const)
      expect(byArea.totals[status]).toBe(
        await listTotal(status, { ...YEAR, office_area_id: String(area?.id) }),
      );
  });

  it('buckets by day, week and month with empty buckets, adding up to the totals', async () => {
    for (const interval of ['day', 'week', 'month'] as const) {
      const data = await analytics({ ...YEAR, interval });
      expect(data.buckets.map((bucket) => bucket.period)).toEqual(
        bucketPeriods(YEAR.start_date, YEAR.end_date, interval),
      );
      const sum = data.buckets.reduce((total, bucket) => total + bucket.total, 0);
      expect(sum).toBe(data.totals.total);
      expect(data.offices.reduce((total, row) => total + row.total, 0)).toBe(data.totals.total);
    }
    const lastWeek = await analytics({ start_date: '2026-02-24', end_date: '2026-03-02' });
    expect(lastWeek.buckets).toHaveLength(7);
  });

  it('refuses a reversed range, a ten-year range, unknown offices and non-numeric ids', async () => {
    expect(
      await errorParams(getDocumentAnalytics, { start_date: '2026-03-02', end_date: '2026-03-01' }),
    ).toEqual(['end_date']);
    expect(
      await errorParams(getDocumentAnalytics, { start_date: '2016-03-02', end_date: '2026-03-02' }),
    ).toEqual(['end_date']);
    expect(await errorParams(getDocumentAnalytics, { ...YEAR, office_area_id: '999999' })).toEqual([
      'office_area_id',
    ]);
    expect(await errorParams(getDocumentActivity, { ...YEAR, office_branch_id: '999999' })).toEqual(
      ['office_branch_id'],
    );
    expect(
      await errorParams(getEmateraiUsage, { ...YEAR, office_department_id: '999999' }),
    ).toEqual(['office_department_id']);
    expect(await errorParams(getDocumentAnalytics, { ...YEAR, office_area_id: 'abc' })).toEqual([
      'office_area_id',
    ]);
    expect(await errorParams(getDocumentAnalytics, { ...YEAR, interval: 'year' })).toEqual([
      'interval',
    ]);
    expect(
      await errorParams(getDocumentAnalytics, { start_date: '2026-02-30', end_date: 'x' }),
    ).toEqual(expect.arrayContaining(['start_date', 'end_date']));
  });

  it('is refused without monitoring.analytics', async () => {
    for (const endpoint of [getDocumentAnalytics, getDocumentActivity, getEmateraiUsage])
      expect((await as('viewer').get(url(endpoint, YEAR))).statusCode).toBe(403);
    expect((await as('viewer').get(endpointUrl(getEnterpriseAccountUsage))).statusCode).toBe(403);
    expect((await as('viewer').get(url(downloadAppActivity, YEAR))).statusCode).toBe(403);
  });
});

describe('analyze/counted-document-activity/filtered', () => {
  it('counts uploads, signatures, completions, rejections and voids in the range', async () => {
    const response = await as('superadmin').get(url(getDocumentActivity, YEAR));
    expect(response.statusCode).toBe(200);
    const activity = DocumentActivityResponseSchema.parse(response.json()).data
      .counted_document_activity;
    const data = await analytics(YEAR);
    expect(activity.uploaded).toBe(data.totals.total);
    // Every demo event happened within the year, so each state's count is that list's.
    expect(activity.completed).toBe(data.totals.completed);
    expect(activity.rejected + activity.voided).toBe(data.totals.rejected);
    expect(activity.signed).toBeGreaterThanOrEqual(activity.completed);

    const before = DocumentActivityResponseSchema.parse(
      (
        await as('superadmin').get(
          url(getDocumentActivity, { start_date: '2025-03-01', end_date: '2025-03-01' }),
        )
      ).json(),
    ).data.counted_document_activity;
    expect(before).toMatchObject({ uploaded: 0, signed: 0, completed: 0, rejected: 0, voided: 0 });
  });
});

describe('analyze/ematerai-balance/super', () => {
  async function usage(query: Record<string, string>) {
    const response = await as('superadmin').get(url(getEmateraiUsage, query));
    expect(response.statusCode).toBe(200);
    return EmateraiUsageResponseSchema.parse(response.json()).data.counted_document_activity;
  }

  it('sums the ledger rows of the range by kind, with balances at both ends', async () => {
    const range = { start_date: '2026-02-20', end_date: '2026-02-27' };
    const data = await usage(range);
    const ledgerRows = await t.database.db
      .select({
        kind: emateraiLedger.kind,
        stamps: sql<number>`sum(abs(${emateraiLedger.amount}))`.mapWith(Number),
      })
      .from(emateraiLedger)
      .where(
        and(
          gte(emateraiLedger.createdAt, businessDayStart(range.start_date)),
          lt(emateraiLedger.createdAt, businessDayEnd(range.end_date)),
        ),
      )
      .groupBy(emateraiLedger.kind);
    expect(ledgerRows.length).toBeGreaterThan(0);
    for (const kind of ledgerKinds)
      expect(data.totals.movements[kind]).toBe(
        ledgerRows.find((row) => row.kind === kind)?.stamps ?? 0,
      );
    const [balances] = await t.database.db
      .select({ total: sql<number>`sum(${costCenters.balance})`.mapWith(Number), n: count() })
      .from(costCenters);
    expect(data.cost_centers).toHaveLength(balances?.n ?? -1);
    expect(data.totals.balance).toBe(balances?.total);

    for (const row of data.cost_centers) {
      const moved = await t.database.db
        .select({ net: sql<number>`coalesce(sum(${emateraiLedger.amount}), 0)`.mapWith(Number) })
        .from(emateraiLedger)
        .where(
          and(
            eq(emateraiLedger.costCenterId, row.cost_center_id),
            lt(emateraiLedger.createdAt, businessDayEnd(range.end_date)),
          ),
        );
      expect(row.closing_balance).toBe(moved[0]?.net);
    }
    // Up to today nothing moves after the range: the closing balance is the balance now.
    const toToday = await usage(YEAR);
    expect(toToday.totals.closing_balance).toBe(toToday.totals.balance);
    expect(toToday.totals.opening_balance).toBe(0);
  });

  it('keeps to the cost centers of the office filters', async () => {
    const all = await usage(YEAR);
    const first = all.cost_centers[0];
    expect(first).toBeDefined();
    const one = await usage({ ...YEAR, office_department_id: String(first?.office_department.id) });
    expect(
      one.cost_centers.every((row) => row.office_department.id === first?.office_department.id),
    ).toBe(true);
  });
});

describe('analyze/enterprise-account-usage', () => {
  it('counts the month so far for the whole account', async () => {
    const response = await as('superadmin').get(endpointUrl(getEnterpriseAccountUsage));
    expect(response.statusCode).toBe(200);
    const usage = EnterpriseAccountUsageResponseSchema.parse(response.json()).data
      .EnterpriseAccountUsage;
    expect(usage).toMatchObject({ start_date: '2026-03-01', end_date: '2026-03-02' });
    const [uploaded] = await t.database.db
      .select({ n: count() })
      .from(documents)
      .where(gte(documents.createdAt, businessDayStart('2026-03-01')));
    expect(usage.documents_uploaded).toBe(uploaded?.n);
    const [balances] = await t.database.db
      .select({ total: sql<number>`sum(${costCenters.balance})`.mapWith(Number) })
      .from(costCenters);
    expect(usage.ematerai.balance).toBe(balances?.total);
    const [held] = await t.database.db
      .select({ stamps: sql<number>`-coalesce(sum(${emateraiLedger.amount}), 0)`.mapWith(Number) })
      .from(emateraiLedger)
      .where(inArray(emateraiLedger.kind, ['reserve', 'release']));
    expect(usage.ematerai.reserved).toBe(held?.stamps);
  });
});

describe('downloader xlsx/app-activity', () => {
  it('writes the documents, activity and e-meterai sheets of the filters', async () => {
    const response = await as('superadmin').get(
      url(downloadAppActivity, { ...YEAR, interval: 'month' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'app-activity-2025-03-02-2026-03-02.xlsx',
    );
    const workbook = await loadWorkbook(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Documents by Status',
      'Document Activity',
      'E-meterai',
    ]);
    const data = await analytics({ ...YEAR, interval: 'month' });
    const sheet = workbook.getWorksheet('Documents by Status');
    const last = sheet?.getRow(sheet.rowCount);
    expect(last?.getCell(1).value).toBe('Total');
    expect(last?.getCell(7).value).toBe(data.totals.total);
    expect(sheet?.rowCount).toBe(data.buckets.length + 2);
  });
});
