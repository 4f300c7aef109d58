import { MAX_TOP_UP_AMOUNT, MAX_TOP_UP_ROWS, STAMP_PRICE } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { writeXlsx, type XlsxCell } from '../../files';
import { loadActiveOfficeCombinations } from './active-office-combinations';
import { TOP_UP_SHEET_COLUMNS } from './top-up-sheet-columns';

export const TOP_UP_SAMPLE_FILE_NAME = 'sample-multiple-top-up.xlsx';

/** The example row's PO, line item and amount (ten e-meterai); its offices are real ones. */
const EXAMPLE = { poNumber: '4500012345', lineItem: '10', amount: 10 * STAMP_PRICE };

const INSTRUCTIONS = [
  'Fill one row of the "Top Up" sheet per top-up; keep its first row (the headers) as it is.',
  'Replace the example row with your own; only the first sheet is read.',
  'Office codes: copy them from the "Office Codes" sheet (area, branch and department of one line).',
  'PO Number and Line Item Number are required; type them as text, leading zeros are kept.',
  `Amount is in rupiah: a whole multiple of ${STAMP_PRICE} (one e-meterai), at most ${MAX_TOP_UP_AMOUNT}.`,
  `At most ${MAX_TOP_UP_ROWS} rows per file. Type values: formulas are not read.`,
  'Upload the file in Top Up Balance › Multiple to check every row before sending.',
];

/**
 * GET downloader xlsx/sample-multiple-top-up: the template of the multiple top-up. Sheet 1 has
 * the headers and one example row (the first active office combination, so a sample sent back
 * unchanged imports cleanly; no example row when there is no office yet), sheet 2 the active
 * office codes to use, sheet 3 the instructions. Code and PO columns are text-formatted.
 */
export async function downloadTopUpSample(
  ctx: Pick<AppContext, 'db' | 'clock'>,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const offices = await loadActiveOfficeCombinations(ctx.db);
  const first = offices[0];
  const example: XlsxCell[][] = first
    ? [
        [
          first.area.code,
          first.branch.code,
          first.department.code,
          EXAMPLE.poNumber,
          EXAMPLE.lineItem,
          EXAMPLE.amount,
        ],
      ]
    : [];
  const codeColumn = (header: string) => ({ header, width: 20, text: true });
  const nameColumn = (header: string) => ({ header, width: 32 });
  return {
    fileName: TOP_UP_SAMPLE_FILE_NAME,
    bytes: await writeXlsx({
      created: ctx.clock(),
      sheets: [
        {
          sheetName: 'Top Up',
          columns: TOP_UP_SHEET_COLUMNS.map(({ header, width, text }) => ({ header, width, text })),
          rows: example,
        },
        {
          sheetName: 'Office Codes',
          columns: [
            codeColumn('Office Area Code'),
            nameColumn('Office Area'),
            codeColumn('Office Branch Code'),
            nameColumn('Office Branch'),
            codeColumn('Office Department Code'),
            nameColumn('Office Department'),
          ],
          rows: offices.map(({ area, branch, department }) => [
            area.code,
            area.name,
            branch.code,
            branch.name,
            department.code,
            department.name,
          ]),
        },
        {
          sheetName: 'Instructions',
          columns: [{ header: 'How to fill the Top Up sheet', width: 110 }],
          rows: INSTRUCTIONS.map((line) => [line]),
        },
      ],
    }),
  };
}
