import type { FieldMessages, MultipleTopUpResult, TopUpRow, TopUpSheetRow } from '@esign/contract';

/** Spec §8/§9: the alert code of a multiple top-up with a row that was not created. */
export const BULK_TOP_UP_ALERT_CODE = 499;

/** A sheet row ready to send, with its row number in the sheet. */
export type ReadyRow = { sheetRow: number; row: TopUpRow };

/**
 * The rows of an imported sheet that can be sent (no errors, every value read) and those left
 * out. A row with errors is never sent: the server would refuse it the same way.
 */
export function splitSheetRows(rows: readonly TopUpSheetRow[]): {
  ready: ReadyRow[];
  excluded: TopUpSheetRow[];
} {
  const ready: ReadyRow[] = [];
  const excluded: TopUpSheetRow[] = [];
  for (const row of rows) {
    const { office_area: area, office_branch: branch, office_department: department } = row;
    if (row.errors.length > 0 || !area || !branch || !department || row.amount === null) {
      excluded.push(row);
      continue;
    }
    ready.push({
      sheetRow: row.row,
      row: {
        office_area_id: area.id,
        office_branch_id: branch.id,
        office_department_id: department.id,
        po_number: row.po_number,
        line_item_number: row.line_item_number,
        amount: row.amount,
      },
    });
  }
  return { ready, excluded };
}

/** A row the server did not create: where it was in the sheet, what it asked for, and why. */
export type FailedRow = ReadyRow & { errors: FieldMessages[] };

/**
 * The rows of a multiple top-up that were not created (spec §5: a result without an id is an
 * error), matched to the rows sent by their 1-based position.
 */
export function failedRows(
  sent: readonly ReadyRow[],
  results: readonly MultipleTopUpResult[],
): FailedRow[] {
  return results.flatMap((result) => {
    const ready = sent[result.row - 1];
    if (result.id !== null || !ready) return [];
    return [{ ...ready, errors: result.errors }];
  });
}

/** The sheet columns an error can point at; other params are about the row as a whole. */
export const sheetColumns = [
  'office_area',
  'office_branch',
  'office_department',
  'po_number',
  'line_item_number',
  'amount',
] as const;
export type SheetColumn = (typeof sheetColumns)[number];

/**
 * The column an error's param names, or null: 'office_area_id', 'office_area' and the import's
 * sheet param 'office_area_code' alike.
 */
export function columnOf(param: string): SheetColumn | null {
  const name = (param.split('.').pop() ?? param).replace(/_(id|code)$/, '');
  return (sheetColumns as readonly string[]).includes(name) ? (name as SheetColumn) : null;
}

/** The messages about one column of a row. */
export function columnMessages(errors: readonly FieldMessages[], column: SheetColumn): string[] {
  return errors.filter((error) => columnOf(error.param) === column).flatMap((e) => e.messages);
}

/** Every message of a row, each prefixed with its param in words ('po number: Required'). */
export function rowMessages(errors: readonly FieldMessages[]): string[] {
  return errors.flatMap((error) =>
    error.messages.map((message) => `${error.param.replace(/_/g, ' ')}: ${message}`),
  );
}
