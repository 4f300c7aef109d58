import { readFile } from 'node:fs/promises';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Spec pages of Digital Meterai (libs/ematerai/src/model/top-up-paths.ts). */
export const EMATERAI = {
  balance: '/admin/ematerai/ematerai-balance',
  history: '/admin/ematerai/history-balance',
  topUps: '/admin/ematerai/topup-balance',
  addTopUp: '/admin/ematerai/topup-balance/add',
  multipleTopUp: '/admin/ematerai/topup-balance/multiple',
};

/** One e-meterai in rupiah (libs/contract/src/top-up.ts STAMP_PRICE). */
export const STAMP_PRICE = 10_000;

/** A one-page purchase order PDF, made with pdf-lib, as a PO attachment. */
export async function purchaseOrderPdf(poNumber: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText(`Purchase Order ${poNumber}`, { x: 50, y: 780, size: 18, font });
  page.drawText('PT Demo Nusantara - e-meterai top up', { x: 50, y: 750, size: 12, font });
  return Buffer.from(await pdf.save());
}

/** Runs `click`, waits for the browser download it starts, and returns its name and bytes. */
export async function downloaded(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

/** The first bytes of a PDF file. */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';
/** An xlsx is a zip: it starts with the local file header 'PK\x03\x04'. */
export const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04'));

/** The value of the option of a native select whose text matches `label`. */
export async function optionValue(select: Locator, label: RegExp): Promise<string> {
  const option = select.locator('option').filter({ hasText: label });
  await expect(option).toHaveCount(1);
  return (await option.getAttribute('value')) ?? '';
}

/** Chooses the option whose text matches `label`, once the options have loaded. */
export async function choose(select: Locator, label: RegExp): Promise<void> {
  await expect(select).toBeEnabled();
  await select.selectOption(await optionValue(select, label));
}

/** A cost center's row on the balance page, by branch and department codes. */
export const costCenterRow = (page: Page, branch: string, department: string) =>
  page
    .getByRole('region', { name: 'Cost center balances' })
    .getByRole('row')
    .filter({ hasText: `${branch} - ` })
    .filter({ hasText: `${department} - ` });

/** The stamps a cost center holds, read from the balance page ('1.234 stamps'). */
export async function stampsOf(page: Page, branch: string, department: string): Promise<number> {
  await page.goto(EMATERAI.balance);
  const text = await costCenterRow(page, branch, department)
    .getByText(/ stamps?$/)
    .innerText();
  return Number(text.replace(/[^0-9]/g, ''));
}

/** 1234 as the shell prints it: '1.234'. */
export const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** The header's bell link, named after the unread count ('2 unread notifications'). */
export const bellOf = (page: Page) =>
  page.getByRole('link', { name: /^(\d+\+? unread notifications?|Notifications)$/ });

/** The unread count the header's bell shows (0 when it reads plain 'Notifications'). */
export async function unreadCount(page: Page): Promise<number> {
  const name = (await bellOf(page).getAttribute('aria-label')) ?? '';
  return Number(name.replace(/[^0-9]/g, '') || '0');
}
