import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { screenshot } from '../support/document-helpers';
import { choose, downloaded, EMATERAI, isZip } from '../support/ematerai-helpers';
import { signIn } from '../support/session-helpers';

test.describe('balance history', () => {
  test('finance filters the movements by kind and exports them to an xlsx with the same rows', async ({
    page,
  }) => {
    await signIn(page, 'finance');
    await page.goto(EMATERAI.history);
    await expect(page.getByRole('heading', { level: 2, name: 'Balance History' })).toBeVisible();
    // The demo seed's movements, newest first: transfers and document stamps lead.
    await expect(
      page.getByRole('cell', { name: 'Transfer in', exact: true }).first(),
    ).toBeVisible();

    await choose(page.getByRole('combobox', { name: 'Kind' }), /^Top up$/);
    await expect(page).toHaveURL(/[?&]kind=top_up\b/);
    await expect(page.getByRole('cell', { name: 'Transfer in', exact: true })).toHaveCount(0);
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    const newest = rows.first();
    await expect(newest.getByRole('cell', { name: 'Top up', exact: true })).toBeVisible();
    const newestReference = (await newest.getByText(/^top-up:\d+$/).innerText()).trim();
    await screenshot(page, 'history-balance-top-ups', { fullPage: true });

    const exported = await downloaded(page, () =>
      page.getByRole('button', { name: 'Export' }).click(),
    );
    expect(exported.download.suggestedFilename()).toMatch(/^balance-history-.*\.xlsx$/);
    expect(isZip(exported.bytes)).toBe(true);
    await expect(page.getByText('Successfully download list!')).toBeVisible();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Balance History');
    if (!sheet) throw new Error('The export has no Balance History sheet');
    const values = (row: number) =>
      (sheet.getRow(row).values as unknown[]).slice(1).map((value) => String(value ?? ''));
    expect(values(1)).toEqual([
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
    // The filter holds: every exported movement is a top-up, the newest first as in the list.
    const movements = sheet.rowCount - 1;
    expect(movements).toBeGreaterThanOrEqual(await rows.count());
    for (let row = 2; row <= sheet.rowCount; row++) {
      expect(values(row)[4]).toBe('Top up');
      expect(Number(values(row)[5])).toBeGreaterThan(0);
    }
    expect(values(2)[7]).toBe(newestReference);
  });
});
