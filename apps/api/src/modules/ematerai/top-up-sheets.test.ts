import {
  downloadBalanceHistory,
  downloadTopUpSample,
  endpointUrl,
  ErrorBodySchema,
  importTopUpSheet,
  listBalanceLogs,
  requestMultipleTopUps,
  type BalanceLogResponse,
  type MultipleTopUpResponse,
  type TopUpImportResponse,
  type TopUpRow,
} from '@esign/contract';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it } from '@jest/globals';
import { and, count, eq } from 'drizzle-orm';
import { emateraiLedger, topUps } from '../../db/schema/ematerai';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { storedFiles } from '../../db/schema/stored-files';
import { loadWorkbook, writeXlsx, type XlsxCell } from '../../files';
import { deflatedEntry, rawZip } from '../../files/files-test-tools';
import { ApiError } from '../../http/api-error';
import { makeSamplePdf } from '../../pdf/fixtures/make-sample-pdf';
import { expectLedgerInvariant } from '../../testing/ledger-invariant';
import { multipartPayload, type TestFile } from '../../testing/multipart';
import { useTestApp } from '../../testing/use-test-app';
import { downloadBalanceHistory as exportBalanceHistory } from './download-balance-history';
import { TOP_UP_SHEET_COLUMNS } from './top-up-sheet-columns';

const { t, as } = useTestApp();
afterEach(async () => {
  await expectLedgerInvariant(t().database.db);
});

const errorOf = (body: string) => ErrorBodySchema.parse(JSON.parse(body));
const HEADERS = TOP_UP_SHEET_COLUMNS.map((column) => column.header);
const xlsxFile = (bytes: Uint8Array): TestFile => ({
  bytes,
  fileName: 'top-up.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

/** The rows of a sheet as plain values, header first. */
function values(sheet: ExcelJS.Worksheet | undefined): unknown[][] {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, c) => row.getCell(c + 1).value));
  });
  return rows;
}

async function sample(): Promise<ExcelJS.Workbook> {
  const response = await as('finance').get(endpointUrl(downloadTopUpSample));
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toContain(
    'filename="sample-multiple-top-up.xlsx"',
  );
  return loadWorkbook(response.rawPayload);
}

async function importSheet(bytes: Uint8Array) {
  return as('finance').post(
    endpointUrl(importTopUpSheet),
    multipartPayload({ files: { top_up_details: xlsxFile(bytes) } }),
  );
}

/** A sheet with the sample's headers and these rows, written by the app's own writer. */
const topUpSheet = (rows: Iterable<XlsxCell[]>) =>
  writeXlsx({
    created: t().clock.now(),
    sheets: [
      {
        sheetName: 'Top Up',
        columns: HEADERS.map((header) => ({ header, text: header !== 'Amount (Rp)' })),
        rows,
      },
    ],
  });

function expectSheetRefused(response: { statusCode: number; body: string }, message: RegExp) {
  expect(response.statusCode).toBe(400);
  expect(errorOf(response.body).messages).toEqual([
    { param: 'top_up_details', messages: [expect.stringMatching(message)] },
  ]);
}

async function officeIds(area: string, branch: string, department: string) {
  const [row] = await t()
    .database.db.select({
      office_area_id: officeAreas.id,
      office_branch_id: officeBranches.id,
      office_department_id: officeDepartments.id,
    })
    .from(officeDepartments)
    .innerJoin(officeBranches, eq(officeBranches.id, officeDepartments.officeBranchId))
    .innerJoin(officeAreas, eq(officeAreas.id, officeDepartments.officeAreaId))
    .where(
      and(
        eq(officeAreas.code, area),
        eq(officeBranches.code, branch),
        eq(officeDepartments.code, department),
      ),
    );
  if (!row) throw new Error(`No demo department ${area}/${branch}/${department}`);
  return row;
}

const ledgerRows = async () =>
  (await t().database.db.select({ total: count() }).from(emateraiLedger))[0]?.total;

describe('GET downloader xlsx/sample-multiple-top-up', () => {
  it('is a template exceljs opens: headers, an example row, the active office codes, instructions', async () => {
    const workbook = await sample();
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Top Up',
      'Office Codes',
      'Instructions',
    ]);
    const [topUp, codes, instructions] = workbook.worksheets;
    const [header, example, ...rest] = values(topUp);
    expect(header).toEqual(HEADERS);
    expect(rest).toEqual([]);
    expect(example).toHaveLength(6);
    // Code and PO columns are text, so Excel keeps leading zeros typed into them.
    for (const column of [1, 2, 3, 4, 5]) expect(topUp?.getRow(2).getCell(column).numFmt).toBe('@');
    const offices = values(codes).slice(1);
    expect(offices).toEqual(
      expect.arrayContaining([
        ['JKT', expect.any(String), 'JKT-PST', expect.any(String), 'FIN', expect.any(String)],
      ]),
    );
    // The placeholder "default" office is no cost center.
    expect(offices.some((row) => row.includes('default'))).toBe(false);
    expect(offices[0]?.filter((_, index) => index % 2 === 0)).toEqual(example?.slice(0, 3));
    expect(values(instructions).length).toBeGreaterThan(3);
  });

  it('is refused (403) without the top-up code', async () => {
    expect((await as('signer').get(endpointUrl(downloadTopUpSample))).statusCode).toBe(403);
  });
});

describe('POST cost-center/top-up/import', () => {
  it('reads a filled sample: two good rows and a bad one with its errors; nothing is saved', async () => {
    const workbook = await sample();
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('No first sheet');
    sheet.getRow(2).values = ['JKT', 'JKT-PST', 'FIN', 'PO-0001', '0010', 20_000];
    sheet.getRow(3).values = ['JKT', 'JKT-SEL', 'LGL', 'PO-0001', '0020', 50_000];
    sheet.getRow(4).values = ['JKT', 'JKT-PST', 'NOPE', '', '0030', 12_345];
    sheet.getCell('F5').value = { formula: '10000*3', result: 30_000 };
    sheet.getRow(5).getCell(1).value = 'JKT';
    sheet.getRow(5).getCell(2).value = 'JKT-PST';
    sheet.getRow(5).getCell(3).value = 'FIN';
    sheet.getRow(5).getCell(4).value = 'PO-0002';
    sheet.getRow(5).getCell(5).value = '1';
    const filled = new Uint8Array(await workbook.xlsx.writeBuffer());
    const topUpsBefore = (await t().database.db.select({ total: count() }).from(topUps))[0]?.total;

    const response = await importSheet(filled);
    expect(response.statusCode).toBe(200);
    const rows = (response.json() as TopUpImportResponse).data.top_up_details;
    expect(rows.map((row) => [row.row, row.errors])).toEqual([
      [2, []],
      [3, []],
      [
        4,
        [
          {
            param: 'office_department_code',
            messages: ['No active department with this code in the branch'],
          },
          { param: 'po_number', messages: ['Required'] },
          {
            param: 'amount',
            messages: ['Must be a multiple of 10000 (the price of one e-meterai)'],
          },
        ],
      ],
      [5, [{ param: 'amount', messages: ['Formulas are not read; type the value'] }]],
    ]);
    expect(rows[0]).toMatchObject({
      office_area: { code: 'JKT' },
      office_branch: { code: 'JKT-PST' },
      office_department: { code: 'FIN' },
      po_number: 'PO-0001',
      line_item_number: '0010',
      amount: 20_000,
    });
    // The formula's cached result is not taken for the value.
    expect(rows[3]?.amount).toBeNull();
    expect((await t().database.db.select({ total: count() }).from(topUps))[0]?.total).toBe(
      topUpsBefore,
    );
  });

  it('refuses (400, naming top_up_details) what is not a spreadsheet', async () => {
    const pdf = await makeSamplePdf({ pages: 1 });
    expectSheetRefused(await importSheet(pdf), /Excel \(\.xlsx\)/);
    const random = new Uint8Array(2048).map((_, index) => (index * 7919) % 251);
    expectSheetRefused(await importSheet(random), /Excel \(\.xlsx\)/);
    const plainZip = zipSync({ 'notes.txt': strToU8('not a workbook') });
    expectSheetRefused(await importSheet(plainZip), /^The file is not an Excel workbook/);
  });

  it('refuses a sheet without rows, and one whose first row is not the headers', async () => {
    expectSheetRefused(
      await importSheet(await topUpSheet([])),
      /^The sheet has no rows to import$/,
    );
    const other = await writeXlsx({
      created: t().clock.now(),
      sheets: [{ sheetName: 'S', columns: [{ header: 'Name' }], rows: [['x']] }],
    });
    expectSheetRefused(await importSheet(other), /^The first row must be the sample's headers/);
  });

  it('refuses a sheet of 100,000 rows with "At most 500 rows"', async () => {
    function* rows(): Generator<XlsxCell[]> {
      for (let index = 0; index < 100_000; index++) yield [1];
    }
    // One column keeps the file small and quick to write: the row count is checked first.
    const bytes = await writeXlsx({
      created: t().clock.now(),
      sheets: [{ sheetName: 'Top Up', columns: [{ header: 'Amount (Rp)' }], rows: rows() }],
    });
    expect(bytes.byteLength).toBeLessThan(1024 * 1024);
    expectSheetRefused(await importSheet(bytes), /^At most 500 rows$/);
  });

  it('refuses a zip bomb by its declared size', async () => {
    const bomb = rawZip([
      deflatedEntry('[Content_Types].xml', strToU8('<Types/>')),
      deflatedEntry('xl/workbook.xml', strToU8('<workbook/>')),
      deflatedEntry('xl/worksheets/sheet1.xml', new Uint8Array(50 * 1024 * 1024)),
    ]);
    expectSheetRefused(await importSheet(bomb), /unpacks to more than 16 MiB/);
  });
});

describe('POST cost-center/top-up/multiple', () => {
  const row = (
    offices: Awaited<ReturnType<typeof officeIds>>,
    fields: Partial<TopUpRow> = {},
  ): TopUpRow => ({
    ...offices,
    po_number: 'PO-MULTI-1',
    line_item_number: '10',
    amount: 30_000,
    ...fields,
  });

  it('creates the good rows (nothing credited), and answers the bad ones with id null, in order', async () => {
    const fin = await officeIds('JKT', 'JKT-PST', 'FIN');
    const lgl = await officeIds('JKT', 'JKT-SEL', 'LGL');
    const ledgerBefore = await ledgerRows();
    const rows = [
      row(fin),
      row({ ...fin, office_branch_id: lgl.office_branch_id }),
      row(lgl, { line_item_number: '20' }),
      row(fin),
    ];
    const response = await as('finance').post(
      endpointUrl(requestMultipleTopUps),
      multipartPayload({ fields: { top_up_details: rows.map((r) => JSON.stringify(r)) } }),
    );
    expect(response.statusCode).toBe(200);
    const results = (response.json() as MultipleTopUpResponse).data.transactions;
    expect(results.map((result) => [result.row, result.id === null, result.errors])).toEqual([
      [1, false, []],
      [
        2,
        true,
        [
          {
            param: 'office_department_id',
            messages: ['No such department in this office area and branch'],
          },
        ],
      ],
      [3, false, []],
      [
        4,
        true,
        [{ param: 'row', messages: ['Same offices, PO number and line item number as row 1'] }],
      ],
    ]);
    expect(results[1]?.office_department_id).toBe(fin.office_department_id);
    expect(results[0]?.transaction).toMatchObject({
      status: 'request',
      amount: 30_000,
      po_attachment: null,
      office_department: { code: 'FIN' },
    });
    expect(results[2]?.transaction?.office_department.code).toBe('LGL');
    expect(await ledgerRows()).toBe(ledgerBefore);
  });

  it('stores the one PO attachment once and keeps it with every created row', async () => {
    const fin = await officeIds('JKT', 'JKT-PST', 'FIN');
    const filesBefore = (await t().database.db.select({ total: count() }).from(storedFiles))[0]
      ?.total;
    const rows = [
      row(fin, { po_number: 'PO-ATT' }),
      row(fin, { po_number: 'PO-ATT', line_item_number: '20' }),
    ];
    const response = await as('finance').post(
      endpointUrl(requestMultipleTopUps),
      multipartPayload({
        fields: { top_up_details: rows.map((r) => JSON.stringify(r)) },
        files: {
          po_attachment: {
            bytes: await makeSamplePdf({ pages: 1 }),
            fileName: 'PO batch.pdf',
            contentType: 'application/pdf',
          },
        },
      }),
    );
    expect(response.statusCode).toBe(200);
    const results = (response.json() as MultipleTopUpResponse).data.transactions;
    expect(results.map((result) => result.transaction?.po_attachment?.file_name)).toEqual([
      'PO batch.pdf',
      'PO batch.pdf',
    ]);
    expect(results.map((result) => result.transaction?.status)).toEqual(['waiting', 'waiting']);
    expect((await t().database.db.select({ total: count() }).from(storedFiles))[0]?.total).toBe(
      (filesBefore ?? 0) + 1,
    );
  });

  it('refuses a body without rows or with a row that is not a top-up row (400)', async () => {
    const empty = await as('finance').post(
      endpointUrl(requestMultipleTopUps),
      multipartPayload({}),
    );
    expect(empty.statusCode).toBe(400);
    const bad = await as('finance').post(
      endpointUrl(requestMultipleTopUps),
      multipartPayload({ fields: { top_up_details: ['{"amount": 1}'] } }),
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET downloader xlsx/balance-history', () => {
  const exportUrl = (params: Record<string, string>) =>
    `${endpointUrl(downloadBalanceHistory)}?${new URLSearchParams(params)}`;

  it('writes the rows the list filters select, newest first, with offices and labels', async () => {
    const list = await as('finance').get(
      `${endpointUrl(listBalanceLogs)}?${new URLSearchParams({ kind: 'top_up', per_page: '100' })}`,
    );
    const logs = (list.json() as BalanceLogResponse).data.logs;
    const response = await as('finance').get(exportUrl({ kind: 'top_up' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /filename="balance-history-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const rows = values((await loadWorkbook(response.rawPayload)).worksheets[0]);
    expect(rows[0]).toEqual([
      'Date',
      'Office Area',
      'Office Branch',
      'Office Department',
      'Movement',
      'Amount (e-meterai)',
      'Balance After',
      'Reference',
      'User',
    ]);
    expect(rows.slice(1).map((cells) => cells[7])).toEqual(logs.map((log) => log.reference));
    expect(rows[1]).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} WIB$/),
      `${logs[0]?.office_area.code} - ${logs[0]?.office_area.name}`,
      `${logs[0]?.office_branch.code} - ${logs[0]?.office_branch.name}`,
      `${logs[0]?.office_department.code} - ${logs[0]?.office_department.name}`,
      'Top up',
      logs[0]?.amount,
      logs[0]?.balance_after,
      logs[0]?.reference,
      expect.any(String),
    ]);
    const none = await as('finance').get(exportUrl({ start_date: '2099-01-01' }));
    expect(values((await loadWorkbook(none.rawPayload)).worksheets[0])).toHaveLength(1);
  });

  it('reads every page in order whatever the page size', async () => {
    const whole = await exportBalanceHistory(t().context, {});
    const paged = await exportBalanceHistory(t().context, {}, { maxRows: 100_000, pageRows: 7 });
    const rowsOf = async (bytes: Uint8Array) => values((await loadWorkbook(bytes)).worksheets[0]);
    const wholeRows = await rowsOf(whole.bytes);
    expect(wholeRows.length).toBeGreaterThan(60);
    expect(await rowsOf(paged.bytes)).toEqual(wholeRows);
  });

  it('refuses more rows than the cap (400 asking for narrower filters), and users without the code', async () => {
    const capped = exportBalanceHistory(t().context, {}, { maxRows: 5, pageRows: 2 });
    await expect(capped).rejects.toBeInstanceOf(ApiError);
    await expect(capped).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/narrow the filters to at most 5 to download it$/),
    });
    expect((await as('signer').get(exportUrl({}))).statusCode).toBe(403);
    expect((await as('finance').get(exportUrl({ kind: 'theft' }))).statusCode).toBe(400);
  });
});
