import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { uploadDrafts } from '../../db/schema/document-upload';
import { notFound } from '../../http/api-error';
import { documentFileName } from '../documents/download-document-pdf';

/** GET downloader pdf/document-upload/{id}: the PDF of the uploader's own draft. */
export async function downloadUploadedDocumentPdf(
  ctx: Pick<AppContext, 'db' | 'files'>,
  uploaderId: number,
  referenceNumber: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const [draft] = await ctx.db
    .select({ name: uploadDrafts.name, fileId: uploadDrafts.fileId })
    .from(uploadDrafts)
    .where(
      and(
        eq(uploadDrafts.referenceNumber, referenceNumber),
        eq(uploadDrafts.uploaderId, uploaderId),
      ),
    );
  if (!draft) throw notFound('Document not found');
  return {
    fileName: documentFileName(referenceNumber, draft.name),
    bytes: await ctx.files.get(ctx.db, draft.fileId),
  };
}
