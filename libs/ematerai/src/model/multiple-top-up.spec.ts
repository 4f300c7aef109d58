import { sheetRow, topUp } from '../testing/factories';
import {
  columnMessages,
  columnOf,
  failedRows,
  rowMessages,
  splitSheetRows,
} from './multiple-top-up';

describe('splitSheetRows', () => {
  it('sends the rows without errors as request rows and leaves out the rest', () => {
    const bad = sheetRow({
      row: 3,
      office_department: null,
      errors: [{ param: 'office_department', messages: ['Unknown department code XX'] }],
    });
    const { ready, excluded } = splitSheetRows([sheetRow({ row: 2 }), bad]);
    expect(ready).toEqual([
      {
        sheetRow: 2,
        row: {
          office_area_id: 1,
          office_branch_id: 2,
          office_department_id: 3,
          po_number: 'PO-2026-001',
          line_item_number: '10',
          amount: 1_000_000,
        },
      },
    ]);
    expect(excluded).toEqual([bad]);
  });
});

describe('failedRows', () => {
  it('takes the results without an id as failures, matched to the sent rows by position', () => {
    const { ready } = splitSheetRows([
      sheetRow({ row: 2 }),
      sheetRow({ row: 5, po_number: 'PO-2' }),
    ]);
    const failed = failedRows(ready, [
      { row: 1, office_department_id: 3, id: 90, transaction: topUp({ id: 90 }), errors: [] },
      {
        row: 2,
        office_department_id: 3,
        id: null,
        transaction: null,
        errors: [{ param: 'po_number', messages: ['Duplicate PO number'] }],
      },
    ]);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.sheetRow).toBe(5);
    expect(failed[0]?.errors[0]?.messages).toEqual(['Duplicate PO number']);
  });
});

describe('error columns', () => {
  it('finds the column of a param with or without its _id', () => {
    expect(columnOf('office_area_id')).toBe('office_area');
    // The import names the sheet's columns (apps/api top-up-sheet-columns.ts).
    expect(columnOf('office_department_code')).toBe('office_department');
    expect(columnOf('office_branch_code')).toBe('office_branch');
    expect(columnOf('top_up_details.0.amount')).toBe('amount');
    expect(columnOf('row')).toBeNull();
    const errors = [{ param: 'amount', messages: ['Must be a multiple of 10000'] }];
    expect(columnMessages(errors, 'amount')).toEqual(['Must be a multiple of 10000']);
    expect(rowMessages([{ param: 'po_number', messages: ['Required'] }])).toEqual([
      'po number: Required',
    ]);
  });
});
