import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { users } from '../db/schema/users';
import { insertDraft } from '../modules/document-upload/insert-draft';
import { inspectPdf } from '../pdf';
import { makeDemoPdf } from './demo-pdf';

/**
 * An unfinished upload batch for the `signer` demo user: one draft waiting for its recipients,
 * category and boxes, so the upload page opens on a batch to continue.
 */
export async function seedDemoDrafts(
  ctx: Pick<AppContext, 'db' | 'files' | 'config'>,
  now: Date,
): Promise<void> {
  const bytes = await makeDemoPdf({
    title: 'Vendor Service Agreement',
    referenceNumber: 'DRAFT',
    companyName: ctx.config.companyName,
    parties: [ctx.config.companyName, 'PT Mitra Layanan Prima'],
    pages: 2,
    date: now,
  });
  const pdf = await inspectPdf(bytes);
  await ctx.db.transaction(async (tx) => {
    const [signer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'signer'));
    if (!signer) throw new Error('Demo user signer missing: seed the demo logins first');
    await insertDraft(tx, ctx.files, {
      uploaderId: signer.id,
      fileName: 'Vendor Service Agreement.pdf',
      bytes,
      pdf,
      ip: null,
      at: new Date(now.getTime() - 2 * 3_600_000),
    });
  });
}
