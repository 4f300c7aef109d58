import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import {
  checkVendorPrivyId as checkVendorPrivyIdEndpoint,
  type PrivyIdCheckResponse,
} from '@esign/contract';

export const PRIVY_CHECK_FAILED_TITLE = 'Failed check PrivyID. Please try again.';

/** POST master-data/vendor/privy/check?privy_id= (lowercased first, spec §5) -> is_exist. */
export async function checkVendorPrivyId(privyId: string): Promise<PrivyIdCheckResponse['data']> {
  const response = await callEndpoint(checkVendorPrivyIdEndpoint, {
    query: { privy_id: privyId.toLowerCase() },
  });
  return response.data;
}

export function useCheckVendorPrivyId() {
  return useMutation({ mutationFn: checkVendorPrivyId });
}
