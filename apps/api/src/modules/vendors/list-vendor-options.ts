import type { VendorOption } from '@esign/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { vendors } from '../../db/schema/vendors';

/** GET tools dropdown/vendor: active accounts only (waiting ones are not verified yet), by name. */
export async function listVendorOptions(executor: Executor): Promise<VendorOption[]> {
  return executor
    .select({ id: vendors.id, privy_id: vendors.privyId, vendor_name: vendors.vendorName })
    .from(vendors)
    .where(eq(vendors.status, 'active'))
    .orderBy(asc(vendors.vendorName), asc(vendors.id));
}
