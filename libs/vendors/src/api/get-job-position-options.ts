import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { jobPositionDropdown, type JobPositionOption } from '@esign/contract';
import { OPTIONS_STALE_TIME, vendorKeys } from './vendor-keys';

// Spec §8 names no title for this dropdown; it follows "Failed to get list area / branch …".
export const JOB_POSITION_OPTIONS_FAILED_TITLE = 'Failed to get list job position';

/** GET tools dropdown/user-job-position -> data: every job position, by name. */
export async function getJobPositionOptions(signal?: AbortSignal): Promise<JobPositionOption[]> {
  return (await callEndpoint(jobPositionDropdown, { signal })).data;
}

export function useJobPositionOptions() {
  return useQuery(
    queryOptions({
      queryKey: vendorKeys.jobPositionOptions(),
      queryFn: ({ signal }) => getJobPositionOptions(signal),
      staleTime: OPTIONS_STALE_TIME,
    }),
  );
}
