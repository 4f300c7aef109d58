import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from './exceljs';

export type XlsxCell = string | number | Date | null;

export interface XlsxColumn {
  header: string;
  /** In characters; 16 unless said. */
  width?: number;
  /**
   * The column is text ("@"): codes and numbers typed into it later keep their leading zeros.
   * Values written into it should be strings.
   */
  text?: boolean;
}

export interface XlsxSheet {
  sheetName: string;
  columns: XlsxColumn[];
  /** Written one by one as they come, so a large export never holds every row at once. */
  rows: Iterable<XlsxCell[]> | AsyncIterable<XlsxCell[]>;
}

export interface XlsxWorkbook {
  sheets: XlsxSheet[];
  /** The workbook's creation time (its document properties), from the request's clock. */
  created: Date;
}

/** The media type of an .xlsx download. */
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether XML 1.0 allows the code point (tab, newline, carriage return, and from space on). */
function allowedInXml(codePoint: number): boolean {
  return (
    codePoint === 0x09 ||
    codePoint === 0x0a ||
    codePoint === 0x0d ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    codePoint >= 0x10000
  );
}

/** A character XML 1.0 does not allow (a lone surrogate half included). */
const NOT_XML_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * Drops the characters XML 1.0 forbids (control characters, lone surrogates, U+FFFE/FFFF);
 * exceljs drops control characters only, and a lone surrogate would make the file unreadable.
 */
function xmlChars(text: string): string {
  // Almost every text is clean: test once before splitting it into code points.
  if (!NOT_XML_CHAR.test(text)) return text;
  return [...text].filter((char) => allowedInXml(char.codePointAt(0) ?? 0)).join('');
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * Excel's rules for a sheet name: at most 31 characters, none of []:*?/\ (nor line breaks),
 * not starting or ending with an apostrophe, not blank.
 */
function safeSheetName(name: string): string {
  const cleaned = xmlChars(name)
    .replace(/[[\]:*?/\\\t\n\r]/g, ' ')
    .replace(/^[\s']+|[\s']+$/g, '');
  // Cut in UTF-16 units as Excel counts; xmlChars drops a surrogate half the cut leaves behind.
  return xmlChars(cleaned.slice(0, 31)).trimEnd().replace(/'+$/, '') || 'Sheet1';
}

/** "YYYY-MM-DD HH:mm" in UTC; text rather than a serial date number, as every export shows it. */
function dateText(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Formula injection: a text that a spreadsheet could take for a formula once its cell is edited,
 * or once the sheet is saved as CSV and opened again, gets a leading apostrophe, the OWASP guard.
 * Texts are written as values (exceljs writes a formula only for a `{ formula }` cell, which
 * this writer never makes), so this is defence in depth, at the price of a visible apostrophe on
 * such values (e.g. a document named "-draft").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The value exceljs gets for a cell: finite numbers, guarded texts, or nothing. */
function cellValue(value: XlsxCell): string | number | null {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date && Number.isNaN(value.getTime())) return null;
  // Stripped before the guard, so "\u0001=…" cannot slip past it.
  const text = xmlChars(value instanceof Date ? dateText(value) : value);
  if (text === '') return null;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

async function writeSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sheet: XlsxSheet) {
  const worksheet = workbook.addWorksheet(safeSheetName(sheet.sheetName), {
    views: [{ state: 'frozen', ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
  });
  worksheet.columns = sheet.columns.map((column) => ({
    width: column.width ?? 16,
    ...(column.text ? { style: { numFmt: '@' } } : {}),
  }));
  const header = worksheet.addRow(sheet.columns.map((column) => cellValue(column.header)));
  header.font = { bold: true };
  header.commit();
  for await (const row of sheet.rows) worksheet.addRow(row.map(cellValue)).commit();
  worksheet.commit();
}

/**
 * An .xlsx workbook through exceljs's streaming writer: each sheet with a bold, frozen header row
 * and column widths, texts (and UTC dates as text) and numbers as values; no formula is ever
 * written. Rows are serialised and compressed as they are added, so memory holds the compressed
 * file, not the rows (the file is returned whole so a failure mid-way is still an error answer,
 * not a cut-off download).
 */
export async function writeXlsx(book: XlsxWorkbook): Promise<Uint8Array> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const { stream } = await loadExcelJs();
  const workbook = new stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    // Inline values keep memory flat; a shared-strings table would hold every distinct text.
    useSharedStrings: false,
  });
  workbook.creator = 'e-Sign admin';
  workbook.lastModifiedBy = 'e-Sign admin';
  workbook.created = book.created;
  workbook.modified = book.created;
  for (const sheet of book.sheets) await writeSheet(workbook, sheet);
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
