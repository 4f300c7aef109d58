import { MAX_TOP_UP_AMOUNT, STAMP_PRICE } from '@esign/contract';
import { describe, expect, it } from '@jest/globals';
import type { SheetRow, SheetValue } from '../../files';
import type { OfficeCombination } from './active-office-combinations';
import { TOP_UP_SHEET_COLUMNS } from './top-up-sheet-columns';
import {
  FORMULA_MESSAGE,
  topUpSheetHeaderProblem,
  validateTopUpSheet,
} from './validate-top-up-sheet';

const office = (id: number, code: string) => ({ id, code, name: `Office ${code}` });

const OFFICES: OfficeCombination[] = [
  { area: office(1, 'JKT'), branch: office(10, 'JKT-PST'), department: office(100, 'FIN') },
  { area: office(1, 'JKT'), branch: office(10, 'JKT-PST'), department: office(101, 'LGL') },
  { area: office(1, 'JKT'), branch: office(11, 'JKT-SEL'), department: office(110, 'FIN') },
  { area: office(2, 'SBY'), branch: office(20, 'SBY-KTA'), department: office(200, '007') },
];

const text = (value: string): SheetValue => ({ kind: 'text', text: value });
const num = (value: number): SheetValue => ({ kind: 'number', value });
const EMPTY: SheetValue = { kind: 'empty' };

/** A sheet row of the six template columns; good values unless overridden. */
function sheetRow(row: number, cells: Partial<Record<number, SheetValue>> = {}): SheetRow {
  const good = [text('JKT'), text('JKT-PST'), text('FIN'), text('PO-1'), text('10'), num(20_000)];
  return { row, cells: good.map((cell, index) => cells[index] ?? cell) };
}

const errorsOf = (row: SheetRow) => validateTopUpSheet([row], OFFICES)[0]?.errors;

describe('validateTopUpSheet', () => {
  it('matches offices by code and reads a good row without errors', () => {
    expect(validateTopUpSheet([sheetRow(2)], OFFICES)).toEqual([
      {
        row: 2,
        office_area: office(1, 'JKT'),
        office_branch: office(10, 'JKT-PST'),
        office_department: office(100, 'FIN'),
        po_number: 'PO-1',
        line_item_number: '10',
        amount: 20_000,
        errors: [],
      },
    ]);
  });

  it('looks a branch up within its area and a department within its branch', () => {
    // FIN exists in JKT-SEL too: the branch decides which department is meant.
    const [sel] = validateTopUpSheet([sheetRow(2, { 1: text('JKT-SEL') })], OFFICES);
    expect(sel?.office_department?.id).toBe(110);
    expect(errorsOf(sheetRow(2, { 0: text('SBY') }))).toEqual([
      {
        param: 'office_branch_code',
        messages: ['No active branch with this code in the office area'],
      },
    ]);
    expect(errorsOf(sheetRow(2, { 2: text('OPS') }))).toEqual([
      {
        param: 'office_department_code',
        messages: ['No active department with this code in the branch'],
      },
    ]);
    const [unknownArea] = validateTopUpSheet([sheetRow(2, { 0: text('XXX') })], OFFICES);
    expect(unknownArea).toMatchObject({
      office_area: null,
      office_branch: null,
      office_department: null,
      errors: [{ param: 'office_area_code', messages: ['No active office area with this code'] }],
    });
  });

  it('reads a code typed as a number as its digits', () => {
    const row = sheetRow(2, { 0: text('SBY'), 1: text('SBY-KTA'), 2: num(7) });
    expect(errorsOf(row)).toEqual([
      {
        param: 'office_department_code',
        messages: ['No active department with this code in the branch'],
      },
    ]);
    const asText = sheetRow(2, { 0: text('SBY'), 1: text('SBY-KTA'), 2: text('007') });
    expect(errorsOf(asText)).toEqual([]);
  });

  it('wants the amount as a positive whole multiple of the stamp price within the maximum', () => {
    const amountErrors = (cell: SheetValue) =>
      errorsOf(sheetRow(2, { 5: cell }))?.map((error) => [error.param, ...error.messages]);
    expect(amountErrors(text('30000'))).toEqual([]);
    expect(amountErrors(num(STAMP_PRICE + 1))).toEqual([
      ['amount', `Must be a multiple of ${STAMP_PRICE} (the price of one e-meterai)`],
    ]);
    expect(amountErrors(num(0))).toEqual([['amount', `Must be at least ${STAMP_PRICE}`]]);
    expect(amountErrors(num(-STAMP_PRICE))).toEqual([
      ['amount', `Must be at least ${STAMP_PRICE}`],
    ]);
    expect(amountErrors(num(MAX_TOP_UP_AMOUNT + STAMP_PRICE))).toEqual([
      ['amount', `Must be at most ${MAX_TOP_UP_AMOUNT}`],
    ]);
    expect(amountErrors(num(20_000.5))).toEqual([['amount', 'Must be a whole number']]);
    expect(amountErrors(text('20.000'))).toEqual([['amount', 'Must be a number']]);
    expect(amountErrors(EMPTY)).toEqual([['amount', 'Required']]);
  });

  it('requires the PO and line item numbers', () => {
    expect(errorsOf(sheetRow(2, { 3: EMPTY, 4: EMPTY }))).toEqual([
      { param: 'po_number', messages: ['Required'] },
      { param: 'line_item_number', messages: ['Required'] },
    ]);
    const [tooLong] = validateTopUpSheet([sheetRow(2, { 3: text('P'.repeat(65)) })], OFFICES);
    expect(tooLong?.errors).toEqual([{ param: 'po_number', messages: ['At most 64 characters'] }]);
    expect(tooLong?.po_number).toBe('P'.repeat(65));
  });

  it('uses nothing from a formula cell and says to type the value', () => {
    const [row] = validateTopUpSheet([sheetRow(2, { 5: { kind: 'formula' } })], OFFICES);
    expect(row?.amount).toBeNull();
    expect(row?.errors).toEqual([{ param: 'amount', messages: [FORMULA_MESSAGE] }]);
  });

  it('flags a row with the same offices, PO and line item as an earlier row, and only the later one', () => {
    const rows = validateTopUpSheet(
      [sheetRow(2), sheetRow(3, { 4: text('20') }), sheetRow(4, { 5: num(50_000) })],
      OFFICES,
    );
    expect(rows.map((row) => row.errors)).toEqual([
      [],
      [],
      [{ param: 'row', messages: ['Same offices, PO number and line item number as row 2'] }],
    ]);
  });
});

describe('topUpSheetHeaderProblem', () => {
  it("accepts the sample's headers in any case and spacing, and names them otherwise", () => {
    const headers = TOP_UP_SHEET_COLUMNS.map((column) => column.header);
    expect(topUpSheetHeaderProblem(headers)).toBeNull();
    expect(topUpSheetHeaderProblem(headers.map((h) => ` ${h.toUpperCase()} `))).toBeNull();
    expect(topUpSheetHeaderProblem(['Name', 'Amount'])).toBe(
      "The first row must be the sample's headers: Office Area Code, Office Branch Code, Office Department Code, PO Number, Line Item Number, Amount (Rp)",
    );
  });
});
