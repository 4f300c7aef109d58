import { strToU8, zipSync } from 'fflate';

export type XlsxCell = string | number | Date | null;

export interface XlsxSheet {
  sheetName: string;
  columns: { header: string; width?: number }[];
  rows: XlsxCell[][];
}

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

/** Drops the characters XML 1.0 forbids (control characters, lone surrogates, U+FFFE/FFFF). */
function xmlChars(text: string): string {
  return [...text].filter((char) => allowedInXml(char.codePointAt(0) ?? 0)).join('');
}

/** Escapes the five special characters; `text` must already hold only allowed characters. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
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

/** "YYYY-MM-DD HH:mm" in UTC; text rather than a serial date number keeps the writer simple. */
function dateText(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Formula injection: a text that a spreadsheet could take for a formula once its cell is edited,
 * or once the sheet is saved as CSV and opened again, gets a leading apostrophe, the OWASP guard.
 * Inline strings are not evaluated on opening, so this is defence in depth, at the price of a
 * visible apostrophe on such values (e.g. a document named "-draft").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(ref: string, value: XlsxCell, style: number): string {
  const s = style ? ` s="${style}"` : '';
  if (value === null || value === '') return '';
  if (typeof value === 'number')
    return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (value instanceof Date && Number.isNaN(value.getTime())) return '';
  // Stripped before the guard, so "\u0001=…" cannot slip past it.
  const text = xmlChars(value instanceof Date ? dateText(value) : value);
  const guarded = FORMULA_START.test(text) ? `'${text}` : text;
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(guarded)}</t></is></c>`;
}

/**
 * A minimal Office Open XML workbook with one sheet: a bold, frozen header row, column widths,
 * inline strings (texts and UTC dates) and numbers; no formulas are ever written. Opens in
 * Excel, LibreOffice and Google Sheets.
 */
export function writeXlsx(sheet: XlsxSheet): Uint8Array {
  const rows = [sheet.columns.map((column) => column.header), ...sheet.rows];
  const sheetRows = rows
    .map((row, r) => {
      const cells = row
        .map((value, c) => cell(`${columnName(c)}${r + 1}`, value, r === 0 ? 1 : 0))
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const cols = sheet.columns
    .map(
      (column, c) =>
        `<col min="${c + 1}" max="${c + 1}" width="${column.width ?? 16}" customWidth="1"/>`,
    )
    .join('');
  const files = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
      '</Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      `<sheets><sheet name="${escapeXml(safeSheetName(sheet.sheetName))}" sheetId="1" r:id="rId1"/></sheets>` +
      '</workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
      '</Relationships>',
    'xl/styles.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
      '</styleSheet>',
    'xl/worksheets/sheet1.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
      `<cols>${cols}</cols><sheetData>${sheetRows}</sheetData>` +
      '</worksheet>',
  };
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
  );
}
