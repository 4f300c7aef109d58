import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { industryDropdown, type IndustryOption } from '@esign/contract';
import { OPTIONS_STALE_TIME, vendorKeys } from './vendor-keys';

// Spec §8 names no title for this dropdown; it follows "Failed to get list area / branch …".
export const INDUSTRY_OPTIONS_FAILED_TITLE = 'Failed to get list industry';

/** GET tools dropdown/industry -> data: every industry, by name. */
export async function getIndustryOptions(signal?: AbortSignal): Promise<IndustryOption[]> {
  return (await callEndpoint(industryDropdown, { signal })).data;
}

export function useIndustryOptions() {
  return useQuery(
    queryOptions({
      queryKey: vendorKeys.industryOptions(),
      queryFn: ({ signal }) => getIndustryOptions(signal),
      staleTime: OPTIONS_STALE_TIME,
    }),
  );
}
