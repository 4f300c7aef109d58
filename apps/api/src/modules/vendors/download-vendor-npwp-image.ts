import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { storedFiles } from '../../db/schema/stored-files';
import { vendors } from '../../db/schema/vendors';
import { notFound } from '../../http/api-error';

/** GET downloader master-data/vendor/{id}/npwp-image: the image as uploaded, with its name. */
export async function downloadVendorNpwpImage(
  ctx: Pick<AppContext, 'db' | 'files'>,
  id: number,
): Promise<{ bytes: Uint8Array; fileName: string; contentType: string }> {
  const [row] = await ctx.db
    .select({
      fileId: vendors.npwpImageFileId,
      fileName: vendors.npwpImageName,
      contentType: storedFiles.contentType,
    })
    .from(vendors)
    .innerJoin(storedFiles, eq(storedFiles.id, vendors.npwpImageFileId))
    .where(eq(vendors.id, id));
  if (!row) throw notFound('Vendor account not found');
  return {
    bytes: await ctx.files.get(ctx.db, row.fileId),
    fileName: row.fileName,
    contentType: row.contentType,
  };
}
