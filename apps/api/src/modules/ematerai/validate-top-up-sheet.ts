import {
  ReferenceNumberSchema,
  TopUpAmountSchema,
  type FieldMessages,
  type TopUpSheetRow,
} from '@esign/contract';
import { z } from 'zod';
import type { SheetRow, SheetValue } from '../../files';
import type { OfficeCombination } from './active-office-combinations';
import { TOP_UP_SHEET_COLUMNS, type TopUpSheetParam } from './top-up-sheet-columns';

export const FORMULA_MESSAGE = 'Formulas are not read; type the value';

/** The offices, PO number and line item that make two top-up rows the same request. */
export function topUpRowKey(row: {
  office_area_id: number;
  office_branch_id: number;
  office_department_id: number;
  po_number: string;
  line_item_number: string;
}): string {
  // All three ids: a multiple top-up row may name a department with the wrong branch, and that
  // row is its own (failing) request, not a repeat.
  return JSON.stringify([
    row.office_area_id,
    row.office_branch_id,
    row.office_department_id,
    row.po_number,
    row.line_item_number,
  ]);
}

/** The message that marks a repeated row; the earlier row keeps its place. */
export const duplicateRowMessage = (earlierRow: number) =>
  `Same offices, PO number and line item number as row ${earlierRow}`;

/** Why the header row is not the sample's, or null when it is (case and spaces aside). */
export function topUpSheetHeaderProblem(header: readonly string[]): string | null {
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  const matches = TOP_UP_SHEET_COLUMNS.every(
    (column, index) => normalise(header[index] ?? '') === normalise(column.header),
  );
  return matches
    ? null
    : `The first row must be the sample's headers: ${TOP_UP_SHEET_COLUMNS.map((column) => column.header).join(', ')}`;
}

type Read<T> = { value: T } | { error: string };

/** A text cell (a number typed into a code or PO column counts as its digits). */
function readText(cell: SheetValue | undefined): Read<string> {
  switch (cell?.kind) {
    case 'text':
      return { value: cell.text };
    case 'number':
      return { value: String(cell.value) };
    case 'formula':
      return { error: FORMULA_MESSAGE };
    case 'unreadable':
      return { error: 'Must be text' };
    default:
      return { error: 'Required' };
  }
}

/** An amount cell: a number, or text of digits only (a text-formatted column). */
function readAmount(cell: SheetValue | undefined): Read<number> {
  switch (cell?.kind) {
    case 'number':
      return { value: cell.value };
    case 'text':
      return /^\d{1,16}$/.test(cell.text)
        ? { value: Number(cell.text) }
        : { error: 'Must be a number' };
    case 'formula':
      return { error: FORMULA_MESSAGE };
    case 'unreadable':
      return { error: 'Must be a number' };
    default:
      return { error: 'Required' };
  }
}

function checked<T>(schema: z.core.$ZodType<T>, read: Read<unknown>): Read<T> {
  if ('error' in read) return read;
  const parsed = z.safeParse(schema, read.value);
  return parsed.success
    ? { value: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Not valid' };
}

/**
 * The rows of an uploaded top-up sheet as the preview shows them (spec §7 import →
 * data.top_up_details), each with what is wrong with it, by the column's param
 * (TOP_UP_SHEET_COLUMNS):
 * - offices are matched by code among `offices` (active ones): the area, then the branch within
 *   that area, then the department within that branch; a level that does not match is null with
 *   an error, and the levels below it are not looked up;
 * - the PO and line item numbers are required reference numbers; the amount is whole rupiah, a
 *   positive multiple of STAMP_PRICE, at most MAX_TOP_UP_AMOUNT;
 * - a row with the same offices, PO number and line item as an earlier row gets an error on
 *   `row` (the earlier one is kept).
 * Nothing is saved: a row without errors can be sent to the multiple top-up.
 */
export function validateTopUpSheet(
  rows: readonly SheetRow[],
  offices: readonly OfficeCombination[],
): TopUpSheetRow[] {
  const seen = new Map<string, number>();
  return rows.map(({ row, cells }) => {
    const errors: FieldMessages[] = [];
    const fail = (param: TopUpSheetParam | 'row', message: string) =>
      errors.push({ param, messages: [message] });
    const valueOf = <T>(param: TopUpSheetParam, read: Read<T>): T | null => {
      if ('value' in read) return read.value;
      fail(param, read.error);
      return null;
    };

    const [areaCell, branchCell, departmentCell, poCell, lineItemCell, amountCell] = cells;
    const areaCode = valueOf('office_area_code', readText(areaCell));
    const branchCode = valueOf('office_branch_code', readText(branchCell));
    const departmentCode = valueOf('office_department_code', readText(departmentCell));
    let match: OfficeCombination | undefined;
    const inArea = offices.filter((office) => office.area.code === areaCode);
    if (areaCode !== null && inArea.length === 0)
      fail('office_area_code', 'No active office area with this code');
    const inBranch = inArea.filter((office) => office.branch.code === branchCode);
    if (inArea.length > 0 && branchCode !== null && inBranch.length === 0)
      fail('office_branch_code', 'No active branch with this code in the office area');
    if (inBranch.length > 0 && departmentCode !== null) {
      match = inBranch.find((office) => office.department.code === departmentCode);
      if (!match)
        fail('office_department_code', 'No active department with this code in the branch');
    }

    const poText = readText(poCell);
    const lineItemText = readText(lineItemCell);
    const poNumber = valueOf('po_number', checked(ReferenceNumberSchema, poText));
    const lineItem = valueOf('line_item_number', checked(ReferenceNumberSchema, lineItemText));
    const amount = valueOf('amount', checked(TopUpAmountSchema, readAmount(amountCell)));

    if (match && poNumber !== null && lineItem !== null) {
      const key = topUpRowKey({
        office_area_id: match.area.id,
        office_branch_id: match.branch.id,
        office_department_id: match.department.id,
        po_number: poNumber,
        line_item_number: lineItem,
      });
      const earlier = seen.get(key);
      if (earlier !== undefined) fail('row', duplicateRowMessage(earlier));
      else seen.set(key, row);
    }

    return {
      row,
      office_area: inArea[0]?.area ?? null,
      office_branch: inBranch[0]?.branch ?? null,
      office_department: match?.department ?? null,
      // As typed even when not valid, so the preview shows what to fix.
      po_number: 'value' in poText ? poText.value : '',
      line_item_number: 'value' in lineItemText ? lineItemText.value : '',
      amount,
      errors,
    };
  });
}
