import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { screenshot } from '../support/document-helpers';
import {
  downloaded,
  EMATERAI,
  isZip,
  purchaseOrderPdf,
  STAMP_PRICE,
} from '../support/ematerai-helpers';
import { signIn } from '../support/session-helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type OfficeCodes = { area: string; branch: string; department: string };

/** The line of the sample's "Office Codes" sheet with these codes (area, branch, department). */
function officeCodesLine(sheet: ExcelJS.Worksheet, wanted: OfficeCodes): OfficeCodes {
  const lines: OfficeCodes[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const text = (column: number) => String(row.getCell(column).value ?? '');
    lines.push({ area: text(1), branch: text(3), department: text(5) });
  });
  const line = lines.find(
    (candidate) =>
      candidate.area === wanted.area &&
      candidate.branch === wanted.branch &&
      candidate.department === wanted.department,
  );
  if (!line) throw new Error(`No line ${JSON.stringify(wanted)} in the Office Codes sheet`);
  return line;
}

// Two demo cost centers (apps/api/src/demo/seed-demo-ematerai.ts); the third row names a
// department the branch does not have.
const GOOD = [
  {
    po: 'PO-E2E-MULTI-0001',
    stamps: 5,
    offices: { area: 'JKT', branch: 'JKT-PST', department: 'FIN' },
  },
  {
    po: 'PO-E2E-MULTI-0002',
    stamps: 7,
    offices: { area: 'SBY', branch: 'SBY-TMR', department: 'OPS' },
  },
];
const BAD_PO = 'PO-E2E-MULTI-0003';

test.describe('multiple top up', () => {
  test('finance fills the sample sheet, sees the bad row marked and sends the good ones', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, 'finance');
    await page.goto(EMATERAI.topUps);
    await page.getByRole('link', { name: 'Multiple Top Up' }).click();
    await expect(page).toHaveURL(EMATERAI.multipleTopUp);

    const sample = await downloaded(page, () =>
      page.getByRole('button', { name: 'Download sample' }).click(),
    );
    expect(sample.download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(isZip(sample.bytes)).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sample.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Top Up',
      'Office Codes',
      'Instructions',
    ]);
    const topUpSheet = workbook.getWorksheet('Top Up');
    const officeSheet = workbook.getWorksheet('Office Codes');
    if (!topUpSheet || !officeSheet) throw new Error('The sample lacks its sheets');
    expect(topUpSheet.getRow(1).getCell(1).value).toBe('Office Area Code');

    // Replaces the example row with two good rows and a bad one.
    const rows = [
      ...GOOD.map(({ po, stamps, offices }) => {
        const line = officeCodesLine(officeSheet, offices);
        return [line.area, line.branch, line.department, po, '10', stamps * STAMP_PRICE];
      }),
      ['JKT', 'JKT-PST', 'NOPE', BAD_PO, '10', 3 * STAMP_PRICE],
    ];
    rows.forEach((values, index) => {
      const row = topUpSheet.getRow(index + 2);
      values.forEach((value, column) => {
        row.getCell(column + 1).value = value;
      });
      row.commit();
    });
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());

    await page.getByLabel('Filled sheet').setInputFiles({
      name: 'multiple-top-up.xlsx',
      mimeType: XLSX,
      buffer: filled,
    });
    const preview = page.getByRole('region', { name: 'Rows in the sheet' });
    await expect(preview.getByText('2 of 3 rows are ready.')).toBeVisible();
    const bad = preview.getByRole('row').filter({ hasText: BAD_PO });
    await expect(bad.getByText('1 error, not sent')).toBeVisible();
    await expect(bad.getByText('No active department with this code in the branch')).toBeVisible();
    for (const { po } of GOOD)
      await expect(
        preview.getByRole('row').filter({ hasText: po }).getByText('Ready'),
      ).toBeVisible();
    await screenshot(page, 'multiple-top-up-preview', { fullPage: true });

    await page.getByLabel('PO attachment for every row').setInputFiles({
      name: 'PO-E2E-MULTI.pdf',
      mimeType: 'application/pdf',
      buffer: await purchaseOrderPdf('PO-E2E-MULTI'),
    });
    await page.getByRole('button', { name: 'Top up 2 rows' }).click();
    await expect(page.getByText('Your top up is being processed.')).toBeVisible();
    await expect(page).toHaveURL(EMATERAI.topUps);
    for (const { po, stamps } of GOOD) {
      const listed = page.getByRole('row').filter({ hasText: po });
      await expect(listed.getByText('Waiting Verification')).toBeVisible();
      await expect(listed).toContainText(`Rp ${stamps * 10}.000`);
    }
    await expect(page.getByRole('row').filter({ hasText: BAD_PO })).toHaveCount(0);
    await screenshot(page, 'multiple-top-up-listed', { fullPage: true });
  });
});
