import { MAX_TOP_UP_ROWS, type TopUpSheetRow } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { readXlsx, SheetRefused } from '../../files';
import { invalidInput } from '../../http/api-error';
import type { UploadedFile } from '../../http/multipart-body';
import { loadActiveOfficeCombinations } from './active-office-combinations';
import { TOP_UP_SHEET_COLUMNS } from './top-up-sheet-columns';
import { topUpSheetHeaderProblem, validateTopUpSheet } from './validate-top-up-sheet';

const sheetError = (message: string) =>
  invalidInput([{ param: 'top_up_details', messages: [message] }]);

/**
 * POST admin cost-center/top-up/import: reads a filled sample (its first sheet) into rows with
 * their errors; nothing is saved. A file that is not a readable workbook, a sheet whose first
 * row is not the sample's headers, more than MAX_TOP_UP_ROWS rows, or no row at all is a 400
 * naming `top_up_details` (the spec shows no empty-sheet case; an empty preview would only
 * confuse, so it is refused with a message).
 */
export async function importTopUpSheet(
  ctx: Pick<AppContext, 'db'>,
  file: UploadedFile,
): Promise<TopUpSheetRow[]> {
  let sheet;
  try {
    sheet = await readXlsx(file.bytes, {
      maxRows: MAX_TOP_UP_ROWS,
      columns: TOP_UP_SHEET_COLUMNS.length,
    });
  } catch (error) {
    if (error instanceof SheetRefused) throw sheetError(error.message);
    throw error;
  }
  const headerProblem = topUpSheetHeaderProblem(sheet.header);
  if (headerProblem) throw sheetError(headerProblem);
  if (sheet.rows.length === 0) throw sheetError('The sheet has no rows to import');
  const areaCodes = new Set<string>();
  for (const { cells } of sheet.rows) {
    const area = cells[0];
    if (area?.kind === 'text') areaCodes.add(area.text);
    if (area?.kind === 'number') areaCodes.add(String(area.value));
  }
  const offices = await loadActiveOfficeCombinations(ctx.db, [...areaCodes]);
  return validateTopUpSheet(sheet.rows, offices);
}
