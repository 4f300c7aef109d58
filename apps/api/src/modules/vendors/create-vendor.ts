import type { Vendor, VendorCreateInput } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/postgres-errors';
import { jobPositions } from '../../db/schema/users';
import { industries, vendors } from '../../db/schema/vendors';
import { invalidInput } from '../../http/api-error';
import type { UploadedFile } from '../../http/multipart-body';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { loadVendors } from './load-vendors';
import { npwpImageSize } from './npwp-image-size';
import { privyIdTaken, vendorPrivyIdExists } from './privy-id-taken';

async function assertReferenceExists(
  executor: Executor,
  table: typeof industries | typeof jobPositions,
  id: number,
  param: string,
): Promise<void> {
  const [row] = await executor.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw invalidInput([{ param, messages: ['Does not exist'] }]);
}

/**
 * POST admin master-data/vendor: a new vendor account, `waiting` for verification, with its NPWP
 * image stored in the same transaction (a row never points at a missing file). The image's
 * pixel size is checked from its header first; the PrivyID arrives lowercased.
 */
export async function createVendor(
  ctx: Pick<AppContext, 'db' | 'clock' | 'files'>,
  principal: Principal,
  input: VendorCreateInput & { npwpImage: UploadedFile; ip: string },
): Promise<Vendor> {
  const size = npwpImageSize(input.npwpImage);
  const now = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      // Only for the clear message: two racing requests both pass it, and the unique key decides.
      if (await vendorPrivyIdExists(tx, input.privy_id)) throw privyIdTaken(input.privy_id);
      await assertReferenceExists(tx, industries, input.industry_id, 'industry_id');
      await assertReferenceExists(tx, jobPositions, input.position_id, 'position_id');
      const fileId = await ctx.files.put(tx, input.npwpImage.bytes, {
        contentType: input.npwpImage.contentType,
        at: now,
      });
      const [created] = await tx
        .insert(vendors)
        .values({
          privyId: input.privy_id,
          vendorName: input.vendor_name,
          npwp: input.npwp,
          industryId: input.industry_id,
          positionId: input.position_id,
          status: 'waiting',
          npwpImageFileId: fileId,
          npwpImageName: input.npwpImage.fileName,
          npwpImageWidth: size.width,
          npwpImageHeight: size.height,
          createdBy: principal.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: vendors.id });
      if (!created) throw new Error('The vendor was not inserted');
      await recordActivity(tx, {
        userId: principal.userId,
        action: 'vendor.create',
        activity: `Added vendor account ${input.privy_id} (${input.vendor_name})`,
        subjectType: 'vendor',
        subjectId: created.id,
        ip: input.ip,
        at: now,
      });
      const [vendor] = await loadVendors(tx, eq(vendors.id, created.id));
      if (!vendor) throw new Error('The new vendor could not be read back');
      return vendor;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw privyIdTaken(input.privy_id);
    throw error;
  }
}
