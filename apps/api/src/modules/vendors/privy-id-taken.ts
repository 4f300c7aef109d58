import { privyIdExistsMessage } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { vendors } from '../../db/schema/vendors';
import { ApiError } from '../../http/api-error';

/** The 409 of a PrivyID that another vendor account already has (spec §5's message). */
export function privyIdTaken(privyId: string): ApiError {
  return new ApiError(409, 'privy_id_taken', privyIdExistsMessage(privyId));
}

/** Whether a vendor account has this (already lowercased) PrivyID. */
export async function vendorPrivyIdExists(executor: Executor, privyId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.privyId, privyId))
    .limit(1);
  return row !== undefined;
}
