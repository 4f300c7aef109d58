import type ExcelJS from 'exceljs';
import { loadExcelJs } from './exceljs';
import { inspectZip, ZipRefused } from './inspect-zip';

/** A cell of an uploaded sheet, as far as it is read: values only, never a formula's result. */
export type SheetValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  /** A formula is not evaluated, and its cached result (the uploader's word) is not used. */
  | { kind: 'formula' }
  /** A date, a boolean or an error value: nothing an import column takes. */
  | { kind: 'unreadable' };

export interface SheetRow {
  /** The row's number in the sheet (1 is the header). */
  row: number;
  cells: SheetValue[];
}

export interface ReadSheet {
  /** The first row's cells as text (trimmed; empty for anything else). */
  header: string[];
  /** The rows after the first that hold at least one value, in sheet order. */
  rows: SheetRow[];
}

/** Why an upload could not be read as a sheet; the message can be shown to the uploader. */
export class SheetRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SheetRefused';
  }
}

const NOT_A_WORKBOOK = 'The file is not an Excel workbook (.xlsx)';

/** Loads workbook bytes with exceljs (its typings want its own Buffer type). */
export async function loadWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  type LoadInput = Parameters<typeof workbook.xlsx.load>[0];
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as LoadInput);
  return workbook;
}

/** `name="value"` attributes of one XML start tag, namespace prefixes dropped (r:id → id). */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g)) {
    const [, name = '', value = ''] = match;
    found.set(name.replace(/^[\w.-]+:/, ''), value);
  }
  return found;
}

/** The zip path of the workbook's first sheet (tab order), from workbook.xml and its rels. */
function firstSheetPath(parts: Map<string, Buffer>): string {
  const workbook = parts.get('xl/workbook.xml')?.toString('utf8') ?? '';
  const rels = parts.get('xl/_rels/workbook.xml.rels')?.toString('utf8') ?? '';
  const sheetTag = /<(?:[\w.-]+:)?sheet\b[^>]*>/.exec(workbook)?.[0];
  if (!sheetTag) throw new SheetRefused('The workbook has no sheet');
  const id = attributes(sheetTag).get('id');
  for (const [tag] of rels.matchAll(/<(?:[\w.-]+:)?Relationship\b[^>]*>/g)) {
    const rel = attributes(tag);
    const target = rel.get('Target');
    if (rel.get('Id') !== id || !target) continue;
    return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  throw new SheetRefused(NOT_A_WORKBOOK);
}

/** Rows of a sheet's XML that hold a value (`<v>`, an inline string or a formula). */
function countRowsWithValues(sheetXml: string): number {
  let count = 0;
  const rows = /<(?:[\w.-]+:)?row\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?row>)/g;
  for (const [, inner] of sheetXml.matchAll(rows))
    if (inner && /<(?:[\w.-]+:)?(?:v|is|f)\b/.test(inner)) count++;
  return count;
}

/** What an exceljs cell holds, read as a value; rich text and links become their plain text. */
function sheetValue(cell: ExcelJS.Cell, ValueType: typeof ExcelJS.ValueType): SheetValue {
  const text = (value: string): SheetValue => {
    const trimmed = value.trim();
    return trimmed === '' ? { kind: 'empty' } : { kind: 'text', text: trimmed };
  };
  const { value } = cell;
  switch (cell.type) {
    case ValueType.Null:
    case ValueType.Merge:
      return { kind: 'empty' };
    case ValueType.Number:
      return typeof value === 'number' && Number.isFinite(value)
        ? { kind: 'number', value }
        : { kind: 'unreadable' };
    case ValueType.String:
      return typeof value === 'string' ? text(value) : { kind: 'unreadable' };
    case ValueType.RichText:
      return value && typeof value === 'object' && 'richText' in value
        ? text(value.richText.map((run) => run.text).join(''))
        : { kind: 'unreadable' };
    case ValueType.Hyperlink:
      return value && typeof value === 'object' && 'text' in value && typeof value.text === 'string'
        ? text(value.text)
        : { kind: 'unreadable' };
    case ValueType.Formula:
    case ValueType.SharedString:
      return cell.formula || cell.type === ValueType.Formula
        ? { kind: 'formula' }
        : { kind: 'unreadable' };
    default:
      return { kind: 'unreadable' };
  }
}

const headerText = (value: SheetValue): string => (value.kind === 'text' ? value.text : '');

/**
 * Reads the first sheet of an UNTRUSTED .xlsx: the zip is inspected by hand first (inspectZip:
 * entry count, declared sizes, compression ratios, entries inflated only up to their declared
 * size), it must hold [Content_Types].xml and xl/workbook.xml, and the first sheet may have at
 * most `maxRows` rows with values after its header, counted in its XML before exceljs builds a
 * single cell. Then exceljs reads that sheet's first `columns` columns as values only: a formula
 * is never evaluated (nor its cached result used), rich text is plain text, strings are trimmed.
 * Throws SheetRefused with a message for the uploader.
 */
export async function readXlsx(
  bytes: Uint8Array,
  limits: { maxRows: number; columns: number },
): Promise<ReadSheet> {
  const wanted = (name: string) =>
    name === 'xl/workbook.xml' ||
    name === 'xl/_rels/workbook.xml.rels' ||
    name.startsWith('xl/worksheets/');
  let parts: Map<string, Buffer>;
  try {
    const zip = inspectZip(bytes, wanted);
    if (!zip.names.includes('[Content_Types].xml') || !zip.names.includes('xl/workbook.xml'))
      throw new SheetRefused(NOT_A_WORKBOOK);
    parts = zip.kept;
  } catch (error) {
    if (error instanceof ZipRefused) throw new SheetRefused(`${NOT_A_WORKBOOK}: ${error.message}`);
    throw error;
  }
  const sheetXml = parts.get(firstSheetPath(parts))?.toString('utf8');
  if (sheetXml === undefined) throw new SheetRefused(NOT_A_WORKBOOK);
  // The header row is one of the rows counted.
  if (countRowsWithValues(sheetXml) > limits.maxRows + 1)
    throw new SheetRefused(`At most ${limits.maxRows} rows`);
  parts.clear();

  const { ValueType } = await loadExcelJs();
  let workbook: ExcelJS.Workbook;
  try {
    workbook = await loadWorkbook(bytes);
  } catch {
    throw new SheetRefused(NOT_A_WORKBOOK);
  }
  const worksheet = workbook.worksheets[0];
  if (!worksheet) throw new SheetRefused('The workbook has no sheet');
  const cellsOf = (row: ExcelJS.Row) =>
    Array.from({ length: limits.columns }, (_, index) =>
      sheetValue(row.getCell(index + 1), ValueType),
    );
  const header = cellsOf(worksheet.getRow(1)).map(headerText);
  const rows: SheetRow[] = [];
  worksheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = cellsOf(row);
    if (cells.some((cell) => cell.kind !== 'empty')) rows.push({ row: rowNumber, cells });
  });
  // The XML count above is the guard; this catches a sheet exceljs reads differently.
  if (rows.length > limits.maxRows) throw new SheetRefused(`At most ${limits.maxRows} rows`);
  return { header, rows };
}
