import type { DocumentFilter } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { writeXlsx, type XlsxCell } from '../../files';
import { businessTimeText } from '../../db/business-days';
import { ApiError } from '../../http/api-error';
import { officeText } from '../offices/office-text';
import { findDocumentIds } from './list-documents';
import { loadDocumentSummaries } from './load-document-summaries';
import type { Viewer } from './viewer';

/** Rows in one list export; narrower filters for more. */
export const MAX_EXPORT_ROWS = 50_000;

const STATUS_LABELS = {
  need_to_sign: 'Need to Sign',
  pending: 'Ongoing',
  blocked: 'Blocked',
  completed: 'Completed',
  rejected: 'Rejected',
  voided: 'Voided',
  expired: 'Expired',
} as const;

const LIST_TITLES = {
  need_to_sign: 'Need to Sign',
  pending: 'Ongoing',
  completed: 'Completed',
  rejected: 'Void & Rejected',
  blocked: 'Blocked',
} as const;

/**
 * GET downloader xlsx/document-list: the filtered list (every page) as a spreadsheet; 403 without
 * the list's code, like the list itself.
 */
export async function downloadDocumentList(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  viewer: Viewer,
  filter: DocumentFilter,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const now = ctx.clock();
  const { ids, total } = await findDocumentIds(ctx.db, viewer, filter, now, {
    limit: MAX_EXPORT_ROWS,
    offset: 0,
  });
  if (total > MAX_EXPORT_ROWS)
    throw new ApiError(
      413,
      'export_too_large',
      `The list has ${total} documents; narrow the filters to at most ${MAX_EXPORT_ROWS} to download it`,
    );
  // In slices, so a large export never holds one giant query result (nor every row) at once.
  async function* rows(): AsyncGenerator<XlsxCell[]> {
    for (let start = 0; start < ids.length; start += 1000) {
      const slice = ids.slice(start, start + 1000);
      for (const doc of await loadDocumentSummaries(ctx.db, viewer, slice, now)) {
        yield [
          doc.reference_number,
          doc.name,
          doc.category ? doc.category.category_name : '',
          doc.uploader.privy_id.toUpperCase(),
          officeText(doc.office_area_code, doc.office_area_name),
          officeText(doc.office_branch_code, doc.office_branch_name),
          officeText(doc.office_department_code, doc.office_department_name),
          STATUS_LABELS[doc.status_document],
          doc.signers.map((signer) => `${signer.auth_user.name} (${signer.status})`).join(', '),
          businessTimeText(new Date(doc.created_at)),
          doc.expires_at ? businessTimeText(new Date(doc.expires_at)) : null,
        ];
      }
    }
  }
  const title = LIST_TITLES[filter.status];
  return {
    fileName: `Documents - ${title} - ${now.toISOString().slice(0, 10)}.xlsx`,
    bytes: await writeXlsx({
      created: now,
      sheets: [
        {
          sheetName: title,
          columns: [
            { header: 'Reference Number', width: 24 },
            { header: 'Document Name', width: 40 },
            { header: 'Category', width: 22 },
            { header: 'Uploader', width: 14 },
            { header: 'Office Area', width: 24 },
            { header: 'Office Branch', width: 28 },
            { header: 'Office Department', width: 30 },
            { header: 'Status', width: 14 },
            { header: 'Signers', width: 50 },
            { header: 'Created At', width: 18 },
            { header: 'Expires At', width: 18 },
          ],
          rows: rows(),
        },
      ],
    }),
  };
}
