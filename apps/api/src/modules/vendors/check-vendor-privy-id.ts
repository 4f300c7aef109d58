import { privyIdExistsMessage, type PrivyIdCheckResponse } from '@esign/contract';
import type { Executor } from '../../db/database';
import { vendorPrivyIdExists } from './privy-id-taken';

/**
 * POST admin master-data/vendor/privy/check: whether the PrivyID (lowercased by the contract,
 * spec §5) is taken by a vendor account. Only vendor accounts count: an internal user with the
 * same PrivyID is another kind of account.
 */
export async function checkVendorPrivyId(
  executor: Executor,
  privyId: string,
): Promise<PrivyIdCheckResponse['data']> {
  const isExist = await vendorPrivyIdExists(executor, privyId);
  return {
    privy_id: privyId,
    is_exist: isExist,
    message: isExist ? privyIdExistsMessage(privyId) : `PrivyID ${privyId} is available`,
  };
}
