import type { VendorListQuery } from '@esign/contract';

export const vendorKeys = {
  all: ['vendors'] as const,
  lists: () => [...vendorKeys.all, 'list'] as const,
  list: (query: VendorListQuery) => [...vendorKeys.lists(), query] as const,
  industryOptions: () => [...vendorKeys.all, 'industry-options'] as const,
  npwpImage: (id: number) => [...vendorKeys.all, 'npwp-image', id] as const,
};

/** Reference lists change rarely: a picker reuses its options for five minutes. */
export const OPTIONS_STALE_TIME = 5 * 60_000;
