import { randomUUID } from 'node:crypto';
import { downloadDocumentZip, endpointUrl } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { documentZips } from '../../db/schema/documents';
import { zipFiles } from '../../files';
import { ApiError } from '../../http/api-error';
import { refuseOpen } from './document-permissions';
import { findVisibleDocument } from './document-visibility';
import { currentDocumentPdf } from './download-document-pdf';
import type { Viewer } from './viewer';

/** How long the link of a zip works. */
export const ZIP_LINK_TTL_MS = 15 * 60_000;

/**
 * POST downloader zip/document: zips the selected documents and returns a link valid for 15
 * minutes. Each must be visible to the user (404 naming those that are not) and sit in a list
 * the user may open (403 naming those that do not). The link is an unguessable id, so the browser
 * can open it without the Bearer token.
 */
export async function createDocumentZip(
  ctx: Pick<AppContext, 'db' | 'clock' | 'files'>,
  viewer: Viewer,
  referenceNumbers: readonly string[],
): Promise<{ url: string; expires_at: string }> {
  const now = ctx.clock();
  const unique = [...new Set(referenceNumbers)];
  const missing: string[] = [];
  const closed: string[] = [];
  const ids: number[] = [];
  for (const referenceNumber of unique) {
    try {
      const document = await findVisibleDocument(ctx.db, viewer, referenceNumber);
      if (refuseOpen(viewer, document, document.mine, now)) closed.push(referenceNumber);
      else ids.push(document.id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      missing.push(referenceNumber);
    }
  }
  if (missing.length > 0)
    throw new ApiError(404, 'not_found', `Documents not found: ${missing.join(', ')}`, {
      errors: missing,
    });
  if (closed.length > 0)
    throw new ApiError(
      403,
      'forbidden',
      `You may not open the list these documents are in: ${closed.join(', ')}`,
      { errors: closed },
    );
  const entries = [];
  for (const id of ids) {
    const file = await currentDocumentPdf(ctx.db, ctx.files, id);
    entries.push({ name: file.fileName, content: file.bytes });
  }
  const zip = zipFiles(entries);
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + ZIP_LINK_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    const fileId = await ctx.files.put(tx, zip, { contentType: 'application/zip', at: now });
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
