import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { documentZips } from '../../db/schema/documents';
import { notFound } from '../../http/api-error';

/** GET downloader zip/document/{id}: the zip behind a link, until it expires. */
export async function downloadDocumentZip(
  ctx: Pick<AppContext, 'db' | 'clock' | 'files'>,
  id: string,
) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('This download link is invalid');
  const [zip] = await ctx.db
    .select()
    .from(documentZips)
    .where(and(eq(documentZips.id, id), gt(documentZips.expiresAt, ctx.clock())));
  if (!zip) throw notFound('This download link has expired. Create the zip again');
  return { fileName: zip.fileName, bytes: await ctx.files.get(ctx.db, zip.fileId) };
}
