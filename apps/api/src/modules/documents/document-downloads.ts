import { randomUUID } from 'node:crypto';
import { downloadDocumentZip, endpointUrl, type DocumentFilter } from '@esign/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import { documents, documentZips } from '../../db/schema/documents';
import { ApiError, notFound } from '../../http/api-error';
import { safeEntryName, writeXlsx, zipFiles } from '../../files';
import { findVisibleDocumentId, loadSummaries, type Viewer } from './document-view';
import { BUSINESS_UTC_OFFSET_MINUTES, findDocumentIds } from './list-documents';
import { readFile, storeFile } from '../../db/stored-files';

/** How long the link of a zip works. */
export const ZIP_LINK_TTL_MS = 15 * 60_000;
/** Rows in one list export; narrower filters for more. */
export const MAX_EXPORT_ROWS = 50_000;

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A file name from a document: "PKS-2026-0001 - Service agreement.pdf" (made safe like a zip entry). */
export function documentFileName(referenceNumber: string, name: string): string {
  return `${safeEntryName(`${referenceNumber} - ${name}`).slice(0, 150)}.pdf`;
}

export function sendFile(
  reply: FastifyReply,
  bytes: Uint8Array,
  contentType: string,
  fileName: string,
): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

async function currentPdf(executor: Executor, documentId: number) {
  const [row] = await executor
    .select({
      referenceNumber: documents.referenceNumber,
      name: documents.name,
      fileId: documents.currentFileId,
    })
    .from(documents)
    .where(eq(documents.id, documentId));
  if (!row) throw notFound('Document not found');
  return {
    fileName: documentFileName(row.referenceNumber, row.name),
    bytes: await readFile(executor, row.fileId),
  };
}

/** GET downloader pdf/document/{id}: the current PDF (with every signature so far). */
export async function downloadPdf(
  ctx: Pick<AppContext, 'db'>,
  viewer: Viewer,
  referenceNumber: string,
) {
  const documentId = await findVisibleDocumentId(ctx.db, viewer, referenceNumber);
  return currentPdf(ctx.db, documentId);
}

/**
 * POST downloader zip/document: zips the selected documents (each must be visible to the user)
 * and returns a link valid for 15 minutes. The link is an unguessable id, so the browser can open
 * it without the Bearer token.
 */
export async function createZip(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  viewer: Viewer,
  referenceNumbers: readonly string[],
): Promise<{ url: string; expires_at: string }> {
  const unique = [...new Set(referenceNumbers)];
  const missing: string[] = [];
  const ids: number[] = [];
  for (const referenceNumber of unique) {
    try {
      ids.push(await findVisibleDocumentId(ctx.db, viewer, referenceNumber));
    } catch {
      missing.push(referenceNumber);
    }
  }
  if (missing.length > 0)
    throw new ApiError(404, 'not_found', `Documents not found: ${missing.join(', ')}`, {
      errors: missing,
    });
  const entries = [];
  for (const id of ids) {
    const file = await currentPdf(ctx.db, id);
    entries.push({ name: file.fileName, content: file.bytes });
  }
  const now = ctx.clock();
  const zip = zipFiles(entries);
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + ZIP_LINK_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    const fileId = await storeFile(tx, zip, 'application/zip', now);
    await tx.insert(documentZips).values({
      id,
      userId: viewer.userId,
      fileId,
      fileName: `documents-${now.toISOString().slice(0, 10)}.zip`,
      expiresAt,
      createdAt: now,
    });
  });
  return { url: endpointUrl(downloadDocumentZip, { id }), expires_at: expiresAt.toISOString() };
}

/** GET downloader zip/document/{id}: the zip behind a link, until it expires. */
export async function downloadZip(ctx: Pick<AppContext, 'db' | 'clock'>, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('This download link is invalid');
  const [zip] = await ctx.db
    .select()
    .from(documentZips)
    .where(and(eq(documentZips.id, id), gt(documentZips.expiresAt, ctx.clock())));
  if (!zip) throw notFound('This download link has expired. Create the zip again');
  return { fileName: zip.fileName, bytes: await readFile(ctx.db, zip.fileId) };
}

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

/** "2026-03-02 08:00 WIB": the business's local time, as the lists show it. */
function businessTime(date: Date): string {
  const local = new Date(date.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  return `${local.toISOString().slice(0, 16).replace('T', ' ')} WIB`;
}

function officeText(code: string | null, name: string | null): string {
  return code && name ? `${code} - ${name}` : (name ?? code ?? '');
}

/** GET downloader xlsx/document-list: the filtered list (every page) as a spreadsheet. */
export async function exportDocumentList(
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
  const rows = [];
  // In slices, so a large export never holds one giant query result twice.
  for (let start = 0; start < ids.length; start += 1000) {
    for (const doc of await loadSummaries(ctx.db, viewer, ids.slice(start, start + 1000), now)) {
      rows.push([
        doc.reference_number,
        doc.name,
        doc.category ? doc.category.category_name : '',
        doc.uploader.privy_id.toUpperCase(),
        officeText(doc.office_area_code, doc.office_area_name),
        officeText(doc.office_branch_code, doc.office_branch_name),
        officeText(doc.office_department_code, doc.office_department_name),
        STATUS_LABELS[doc.status_document],
        doc.signers.map((signer) => `${signer.auth_user.name} (${signer.status})`).join(', '),
        businessTime(new Date(doc.created_at)),
        doc.expires_at ? businessTime(new Date(doc.expires_at)) : null,
      ]);
    }
  }
  const title = LIST_TITLES[filter.status];
  return {
    fileName: `Documents - ${title} - ${now.toISOString().slice(0, 10)}.xlsx`,
    bytes: writeXlsx({
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
      rows,
    }),
  };
}
