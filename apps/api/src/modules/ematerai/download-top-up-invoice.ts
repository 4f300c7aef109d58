import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { topUps } from '../../db/schema/ematerai';
import { notFound } from '../../http/api-error';
import { topUpNotFound } from './load-top-ups';
import { invoiceNumberOf } from './make-top-up-invoice';

/** GET downloader pdf/cost-center/top-up/transactions/{id}/invoice: 404 until it is approved. */
export async function downloadTopUpInvoice(
  ctx: Pick<AppContext, 'db' | 'files'>,
  id: number,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const [row] = await ctx.db
    .select({ fileId: topUps.invoiceFileId, issuedAt: topUps.decidedAt })
    .from(topUps)
    .where(eq(topUps.id, id));
  if (!row) throw topUpNotFound();
  if (row.fileId === null || row.issuedAt === null)
    throw notFound('This top-up has no invoice: it was not approved');
  return {
    bytes: await ctx.files.get(ctx.db, row.fileId),
    fileName: `${invoiceNumberOf(id, row.issuedAt).replaceAll('/', '-')}.pdf`,
  };
}
