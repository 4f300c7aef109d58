import { ledgerKindLabels, ledgerKinds, type DocumentAnalyticsQuery } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { writeXlsx, type XlsxCell } from '../../files';
import type { Viewer } from '../documents/viewer';
import {
  costCenterOfficeCells,
  costCenterOfficeXlsxColumns,
} from '../ematerai/cost-center-offices';
import { getDocumentActivity } from './get-document-activity';
import { getDocumentAnalytics } from './get-document-analytics';
import { getEmateraiUsage } from './get-ematerai-usage';

const statusColumns = [
  { header: 'Need to Sign', key: 'need_to_sign' },
  { header: 'Ongoing', key: 'pending' },
  { header: 'Completed', key: 'completed' },
  { header: 'Void & Rejected', key: 'rejected' },
  { header: 'Blocked', key: 'blocked' },
  { header: 'Total', key: 'total' },
] as const;

/**
 * GET downloader xlsx/app-activity: the analytics of the filters as a workbook (the spec names
 * the file only). Three sheets, each from the same aggregates the analytics calls return:
 * documents by list per bucket with a total row, the document activity counts, and the
 * e-meterai figures per cost center with a total row.
 */
export async function downloadAppActivity(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  viewer: Viewer,
  query: DocumentAnalyticsQuery,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const now = ctx.clock();
  const documents = await getDocumentAnalytics(ctx.db, viewer, query, now);
  const activity = await getDocumentActivity(ctx.db, viewer, query);
  const ematerai = await getEmateraiUsage(ctx.db, query);

  const documentRows: XlsxCell[][] = [
    ...documents.buckets.map((bucket) => [
      bucket.period,
      ...statusColumns.map((column) => bucket[column.key]),
    ]),
    ['Total', ...statusColumns.map((column) => documents.totals[column.key])],
  ];
  const activityRows: XlsxCell[][] = [
    ['Uploaded', activity.uploaded],
    ['Signed', activity.signed],
    ['Completed', activity.completed],
    ['Rejected', activity.rejected],
    ['Voided', activity.voided],
  ];
  const emateraiRows: XlsxCell[][] = [
    ...ematerai.cost_centers.map((row) => [
      ...costCenterOfficeCells(row),
      row.opening_balance,
      ...ledgerKinds.map((kind) => row.movements[kind]),
      row.closing_balance,
      row.balance,
    ]),
    [
      'Total',
      '',
      '',
      ematerai.totals.opening_balance,
      ...ledgerKinds.map((kind) => ematerai.totals.movements[kind]),
      ematerai.totals.closing_balance,
      ematerai.totals.balance,
    ],
  ];

  return {
    fileName: `app-activity-${query.start_date}-${query.end_date}.xlsx`,
    bytes: await writeXlsx({
      created: now,
      sheets: [
        {
          sheetName: 'Documents by Status',
          columns: [
            { header: `Period (${query.interval})`, width: 16 },
            ...statusColumns.map((column) => ({ header: column.header, width: 16 })),
          ],
          rows: documentRows,
        },
        {
          sheetName: 'Document Activity',
          columns: [
            { header: `Activity ${query.start_date} to ${query.end_date}`, width: 30 },
            { header: 'Count', width: 12 },
          ],
          rows: activityRows,
        },
        {
          sheetName: 'E-meterai',
          columns: [
            ...costCenterOfficeXlsxColumns,
            { header: 'Opening Balance', width: 16 },
            ...ledgerKinds.map((kind) => ({ header: ledgerKindLabels[kind], width: 18 })),
            { header: 'Closing Balance', width: 16 },
            { header: 'Balance Now', width: 14 },
          ],
          rows: emateraiRows,
        },
      ],
    }),
  };
}
