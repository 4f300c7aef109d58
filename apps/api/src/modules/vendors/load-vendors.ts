import type { Vendor } from '@esign/contract';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { jobPositions } from '../../db/schema/users';
import { storedFiles } from '../../db/schema/stored-files';
import { industries, vendors } from '../../db/schema/vendors';

/** Newest first; the id breaks ties so pages never overlap. */
export const vendorOrder = [desc(vendors.createdAt), desc(vendors.id)];

/** Vendors matching `where` as the contract shows them, with their industry, position and image. */
export async function loadVendors(
  executor: Executor,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<Vendor[]> {
  const query = executor
    .select({
      id: vendors.id,
      privyId: vendors.privyId,
      vendorName: vendors.vendorName,
      npwp: vendors.npwp,
      status: vendors.status,
      industryId: industries.id,
      industryName: industries.name,
      positionId: jobPositions.id,
      positionName: jobPositions.name,
      imageName: vendors.npwpImageName,
      imageWidth: vendors.npwpImageWidth,
      imageHeight: vendors.npwpImageHeight,
      imageType: storedFiles.contentType,
      imageSize: storedFiles.sizeBytes,
      createdAt: vendors.createdAt,
    })
    .from(vendors)
    .innerJoin(industries, eq(industries.id, vendors.industryId))
    .innerJoin(jobPositions, eq(jobPositions.id, vendors.positionId))
    .innerJoin(storedFiles, eq(storedFiles.id, vendors.npwpImageFileId))
    .where(where)
    .orderBy(...vendorOrder);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => ({
    id: row.id,
    privy_id: row.privyId,
    vendor_name: row.vendorName,
    npwp: row.npwp,
    industry: { id: row.industryId, name: row.industryName },
    position: { id: row.positionId, name: row.positionName },
    status: row.status,
    npwp_image: {
      file_name: row.imageName,
      content_type: row.imageType,
      size: row.imageSize,
      width: row.imageWidth,
      height: row.imageHeight,
    },
    created_at: row.createdAt.toISOString(),
  }));
}
