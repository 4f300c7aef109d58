import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadList, type ListResult } from '@esign/api-client';
import { listVendors, type Vendor, type VendorListQuery } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { vendorKeys } from './vendor-keys';

export const VENDORS_FAILED_TITLE = 'Failed get account list. Please try again.';

/** GET master-data/vendor (params) -> data.data[], pagination; a §8 list loader. */
export function getVendors(
  query: VendorListQuery,
  signal?: AbortSignal,
): Promise<ListResult<Vendor>> {
  return loadList(
    async () => {
      const response = await callEndpoint(listVendors, { query, signal });
      return { data: response.data.data, meta: response.meta };
    },
    (error) => notifyError(VENDORS_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function vendorsQueryOptions(query: VendorListQuery) {
  return queryOptions({
    queryKey: vendorKeys.list(query),
    queryFn: ({ signal }) => getVendors(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useVendors(query: VendorListQuery) {
  return useQuery(vendorsQueryOptions(query));
}
