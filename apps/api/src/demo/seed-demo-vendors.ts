import type { VendorStatus } from '@esign/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { jobPositions, users } from '../db/schema/users';
import { industries, vendors } from '../db/schema/vendors';
import { npwpCardImage } from './npwp-card-image';

const COMPANIES = [
  'Maju Jaya Konstruksi',
  'Sinar Abadi Logistik',
  'Nusantara Data Prima',
  'Bumi Sehat Medika',
  'Cahaya Retail Indonesia',
  'Arta Graha Finance',
  'Samudra Telekomunikasi',
  'Mitra Hukum Sejahtera',
  'Garuda Manufaktur',
  'Pilar Edukasi Bangsa',
  'Karya Asuransi Umum',
  'Lintas Kargo Utama',
  'Delta Sistem Informatika',
  'Wijaya Beton Perkasa',
  'Harapan Farma',
  'Sentosa Mart',
  'Prima Kredit Mandiri',
  'Andalas Tekstil',
  'Kencana Solusi Digital',
  'Permata Klinik Keluarga',
  'Bahari Ekspedisi',
  'Citra Legal Partners',
  'Mega Infra Telekom',
  'Tunas Pendidikan',
] as const;

/** One of each status at least: the newest three wait for verification, two are closed. */
function statusOf(index: number): VendorStatus {
  if (index >= COMPANIES.length - 3) return 'waiting';
  if (index === 4 || index === 11) return 'inactive';
  return 'active';
}

/**
 * Demo vendor accounts (Setting › Account): 24 companies, enough for three pages, each with an
 * NPWP card image, over the last 48 days. Runs once, while there are no vendors, under a lock.
 */
export async function seedDemoVendors(
  ctx: Pick<AppContext, 'db' | 'clock' | 'files'>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('esign:demo-vendors'))`);
    const [existing] = await tx.select({ total: count() }).from(vendors);
    if ((existing?.total ?? 0) > 0) return;
    const industryIds = (await tx.select({ id: industries.id }).from(industries)).map((r) => r.id);
    const positionIds = (await tx.select({ id: jobPositions.id }).from(jobPositions)).map(
      (r) => r.id,
    );
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'superadmin'));
    const now = ctx.clock();
    for (const [index, name] of COMPANIES.entries()) {
      const at = new Date(now.getTime() - (COMPANIES.length - index) * 2 * 86_400_000);
      // 15-digit NPWPs, and 16-digit ones (the NIK-based form) for every fourth account.
      const npwp =
        index % 4 === 3
          ? `3171${String(100_000_000_000 + index * 7_919).slice(0, 12)}`
          : `0${String(10_000_000_000_000 + index * 104_729).slice(0, 14)}`;
      const image = npwpCardImage({ npwp, holder: name });
      const fileId = await ctx.files.put(tx, image, { contentType: 'image/png', at });
      await tx.insert(vendors).values({
        privyId: `vendor${String(index + 1).padStart(3, '0')}`,
        vendorName: `PT ${name}`,
        npwp,
        industryId: industryIds[index % industryIds.length] ?? 1,
        positionId: positionIds[index % positionIds.length] ?? 1,
        status: statusOf(index),
        npwpImageFileId: fileId,
        npwpImageName: `npwp-${index + 1}.png`,
        npwpImageWidth: 480,
        npwpImageHeight: 300,
        createdBy: admin?.id ?? null,
        createdAt: at,
        updatedAt: at,
      });
    }
  });
}
