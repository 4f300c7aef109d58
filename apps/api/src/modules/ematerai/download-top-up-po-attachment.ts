import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { topUps } from '../../db/schema/ematerai';
import { storedFiles } from '../../db/schema/stored-files';
import { notFound } from '../../http/api-error';
import { topUpNotFound } from './load-top-ups';

/**
 * GET downloader pdf/cost-center/top-up/transactions/{id}/po-attachment: the file as uploaded,
 * with the content type its bytes were recognised as (stored with it); 404 when there is none.
 */
export async function downloadTopUpPoAttachment(
  ctx: Pick<AppContext, 'db' | 'files'>,
  id: number,
): Promise<{ bytes: Uint8Array; fileName: string; contentType: string }> {
  const [row] = await ctx.db
    .select({
      fileId: topUps.poAttachmentFileId,
      fileName: topUps.poAttachmentName,
      contentType: storedFiles.contentType,
    })
    .from(topUps)
    .leftJoin(storedFiles, eq(storedFiles.id, topUps.poAttachmentFileId))
    .where(eq(topUps.id, id));
  if (!row) throw topUpNotFound();
  if (row.fileId === null || row.fileName === null || row.contentType === null)
    throw notFound('This top-up has no PO attachment');
  return {
    bytes: await ctx.files.get(ctx.db, row.fileId),
    fileName: row.fileName,
    contentType: row.contentType,
  };
}
