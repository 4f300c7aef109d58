import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { safeEntryName } from '../../files';
import { notFound } from '../../http/api-error';
import type { FileStore } from '../../storage/file-store';
import { findOpenableDocument } from './document-visibility';
import type { DocumentPdf } from './send-document-pdf';
import type { Viewer } from './viewer';

/** A file name from a document: "PKS-2026-0001 - Service agreement.pdf" (made safe like a zip entry). */
export function documentFileName(referenceNumber: string, name: string): string {
  return `${safeEntryName(`${referenceNumber} - ${name}`).slice(0, 150)}.pdf`;
}

/** The stored file of a document's current PDF (a new one with each signature). */
export async function currentDocumentFileId(
  executor: Executor,
  documentId: number,
): Promise<number> {
  const [row] = await executor
    .select({ fileId: documents.currentFileId })
    .from(documents)
    .where(eq(documents.id, documentId));
  if (!row) throw notFound('Document not found');
  return row.fileId;
}

/** The current PDF of a document (with every signature so far), its stored file and download name. */
export async function currentDocumentPdf(
  executor: Executor,
  files: FileStore,
  documentId: number,
): Promise<DocumentPdf> {
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
    fileId: row.fileId,
    fileName: documentFileName(row.referenceNumber, row.name),
    bytes: await files.get(executor, row.fileId),
  };
}

/**
 * GET downloader pdf/document/{id}: the current PDF of a document the user may open, checked on
 * every request (each range of a ranged read too).
 */
export async function downloadDocumentPdf(
  ctx: Pick<AppContext, 'db' | 'files' | 'clock'>,
  viewer: Viewer,
  referenceNumber: string,
) {
  const { id } = await findOpenableDocument(ctx.db, viewer, referenceNumber, ctx.clock());
  return currentDocumentPdf(ctx.db, ctx.files, id);
}
