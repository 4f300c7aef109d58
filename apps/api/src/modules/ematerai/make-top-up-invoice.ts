import { STAMP_PRICE } from '@esign/contract';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export interface TopUpInvoice {
  topUpId: number;
  issuedAt: Date;
  costCenter: string;
  poNumber: string;
  lineItemNumber: string;
  amount: number;
  stamps: number;
}

/** The invoice number of a top-up: one invoice per top-up, so its id numbers it. */
export const invoiceNumberOf = (topUpId: number, issuedAt: Date) =>
  `INV/EMT/${issuedAt.getUTCFullYear()}/${String(topUpId).padStart(6, '0')}`;

const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;

/** Standard-14 fonts only cover WinAnsi: anything else becomes "?" rather than failing. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** A one-page A4 invoice of an approved top-up: number, date, cost center, PO, line item, amount, total. */
export async function makeTopUpInvoice(invoice: TopUpInvoice): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const number = invoiceNumberOf(invoice.topUpId, invoice.issuedAt);
  doc.setTitle(`Invoice ${number}`);
  doc.setCreationDate(invoice.issuedAt);
  doc.setModificationDate(invoice.issuedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  const left = 50;
  let y = 780;
  const text = (value: string, x: number, size = 10, font = regular) =>
    page.drawText(winAnsi(value), { x, y, size, font, color: rgb(0, 0, 0), maxWidth: 495 });

  text('INVOICE', left, 22, bold);
  y -= 20;
  text('E-meterai top-up', left, 11);
  y -= 34;
  for (const [label, value] of [
    ['Invoice number', number],
    ['Date', invoice.issuedAt.toISOString().slice(0, 10)],
    ['Cost center', invoice.costCenter],
    ['PO number', invoice.poNumber],
  ]) {
    text(label ?? '', left, 10, bold);
    text(value ?? '', left + 110, 10);
    y -= 16;
  }
  y -= 20;
  text('Line item', left, 10, bold);
  text('Description', left + 80, 10, bold);
  text('Quantity', left + 290, 10, bold);
  text('Amount', left + 390, 10, bold);
  y -= 6;
  page.drawLine({ start: { x: left, y }, end: { x: 545, y }, thickness: 0.5 });
  y -= 14;
  text(invoice.lineItemNumber, left, 10);
  text(`E-meterai at ${rupiah(STAMP_PRICE)}`, left + 80, 10);
  text(String(invoice.stamps), left + 290, 10);
  text(rupiah(invoice.amount), left + 390, 10);
  y -= 10;
  page.drawLine({ start: { x: left, y }, end: { x: 545, y }, thickness: 0.5 });
  y -= 18;
  text('Total', left + 290, 11, bold);
  text(rupiah(invoice.amount), left + 390, 11, bold);
  return doc.save();
}
